import type { User } from '@app/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { UnauthorizedError } from '../../services/errors.ts';
import type { SessionService } from '../../services/session-service.ts';
import { NOT_AUTHENTICATED_DETAIL } from './roles.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller, loaded from the database on each request; null for a guest. */
    user: User | null;
  }
}

const BEARER = /^Bearer +([^\s]+) *$/i;

/**
 * Reads `Authorization: Bearer <access JWT>`. No header: a guest. A malformed header, a bad or
 * expired token, or a token of a deleted or inactive user: 401, even on public routes.
 */
export function installAuth(app: FastifyInstance, sessions: SessionService): void {
  app.decorateRequest('user', null);
  // A callback hook, answered synchronously when the caller is cached (the usual case): no promise
  // per request on the hot path (docs/performance.md "Authenticated reads").
  app.addHook('onRequest', (request, _reply, done) => {
    const header = request.headers.authorization;
    if (header === undefined) return done();
    const token = BEARER.exec(header)?.[1];
    if (!token) return done(new UnauthorizedError('Authorization header must be "Bearer <token>".', true));
    const cached = sessions.cachedCaller(token);
    if (cached) {
      request.user = cached;
      return done();
    }
    sessions.authenticate(token).then((user) => {
      request.user = user;
      done();
    }, done);
  });
}

/** The bearer token of a request, if it sent one in the expected form. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header === undefined ? undefined : BEARER.exec(header)?.[1];
}

/** The authenticated caller of a route whose minRole is above guest. */
export function currentUser(request: FastifyRequest): User {
  if (!request.user) throw new UnauthorizedError(NOT_AUTHENTICATED_DETAIL);
  return request.user;
}
