import { hasRole, type Role, roleRank } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { ForbiddenError, UnauthorizedError } from '../../services/errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The least role allowed to call the route ('guest' = anyone). Every route must declare it:
     * registering a route without it throws (deny by default).
     */
    minRole?: Role;
  }
}

export const NOT_AUTHENTICATED_DETAIL = 'Authentication credentials were not provided.';
export const FORBIDDEN_DETAIL = 'You do not have permission to perform this action.';

function isRole(value: unknown): value is Role {
  return typeof value === 'string' && Object.hasOwn(roleRank, value);
}

/**
 * Deny by default: refuses to register a route without `config.minRole`, and before parsing any
 * request checks the caller's role against it: 401 for a guest, 403 for a user below the role.
 * Install after the auth hook (which sets `request.user`) and before any route.
 */
export function installRoleGuard(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const minRole: unknown = route.config?.minRole;
    if (!isRole(minRole)) {
      const methods = [route.method].flat().join(',');
      throw new Error(
        `Route ${methods} ${route.url} must declare config.minRole (${Object.keys(roleRank).join(' | ')}).`,
      );
    }
    if (minRole !== 'guest') route.schema = { ...route.schema, security: [{ bearerAuth: [] }] };
  });

  app.addHook('onRequest', (request, _reply, done) => {
    if (request.is404) return done();
    const minRole = request.routeOptions.config.minRole;
    if (minRole && hasRole(request.user?.role, minRole)) return done();
    done(
      request.user ? new ForbiddenError(FORBIDDEN_DETAIL) : new UnauthorizedError(NOT_AUTHENTICATED_DETAIL),
    );
  });
}
