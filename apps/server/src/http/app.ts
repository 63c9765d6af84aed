import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { addressKey, DEFAULT_IPV6_PREFIX } from '../services/limits/address-key.ts';
import type { AppDeps } from './app-deps.ts';
import { defaultConnectionLimits, guardConnections, serverTimeouts } from './connection-guard.ts';
import { createEarlyRefusal } from './early-refusal.ts';
import { installAuth } from './plugins/auth.ts';
import { frameworkErrorHandler, installErrorHandling } from './plugins/errors.ts';
import { installInputGuards } from './plugins/input-guards.ts';
import { installNotFound } from './plugins/not-found.ts';
import { installOpenApi } from './plugins/openapi.ts';
import { installRequestLimits, isRefusedRequest } from './plugins/request-limits.ts';
import { installRoleGuard } from './plugins/roles.ts';
import { installSecurityHeaders } from './plugins/security-headers.ts';
import { installWebApp } from './plugins/web-app.ts';
import { registerApiRoutes } from './routes/index.ts';
import { fastifyTrustProxy } from './trust-proxy.ts';

export type { AppDeps } from './app-deps.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The client's address as per-address limits key it (services/limits/address-key.ts). */
    readonly clientAddress: string;
  }
}

const DEFAULT_BODY_LIMIT = 1024 * 1024;

/**
 * The HTTP application, ready for `inject` or `listen` (it does not listen). Order matters: the
 * hooks (security headers → input guards → auth → role guard → request limits) and swagger must exist
 * before the routes are added.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const connections = deps.network?.connections ?? defaultConnectionLimits;
  const ipv6Prefix = deps.network?.ipv6Prefix ?? DEFAULT_IPV6_PREFIX;
  const limiter = deps.services.requestLimiter;
  // The socket's address is the client's only without a trusted proxy; behind one, the early refusal
  // keys on the user alone and the address limits are decided by the hook (request.clientAddress).
  const rawAddress = (deps.trustProxy ?? false) === false;
  const refuseEarly = limiter
    ? createEarlyRefusal({
        limiter,
        cachedUserId: (token) => deps.services.sessions.cachedCaller(token)?.id,
        addressOf: (req) => (rawAddress ? addressKey(req.socket.remoteAddress, ipv6Prefix) : null),
        ...(deps.logger ? { log: deps.logger } : {}),
      })
    : null;
  const app: FastifyInstance = Fastify({
    // The HTTP server with its timeouts, and the early refusal ahead of Fastify (docs/reliability.md).
    serverFactory: (handler) =>
      createServer(serverTimeouts(connections), (req: IncomingMessage, res: ServerResponse) => {
        if (refuseEarly?.(req, res)) return;
        handler(req, res);
      }),
    // A refused request is logged sampled by the limits, not with a "request completed" line each.
    disableRequestLogging: (request: { raw?: object }) => isRefusedRequest(request),
    keepAliveTimeout: connections.keepAliveTimeoutMs,
    requestTimeout: connections.requestTimeoutMs,
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: false }),
    bodyLimit: deps.bodyLimit ?? DEFAULT_BODY_LIMIT,
    trustProxy: fastifyTrustProxy(deps.trustProxy ?? false),
    frameworkErrors: frameworkErrorHandler,
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 200 },
  });
  guardConnections(app.server, connections, (address) => addressKey(address, ipv6Prefix), deps.logger);
  app.decorateRequest('clientAddress', {
    getter(this: { ip: string }) {
      return addressKey(this.ip, ipv6Prefix);
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  installErrorHandling(app);
  await installSecurityHeaders(app);
  installInputGuards(app);
  installAuth(app, deps.services.sessions);
  installRoleGuard(app);
  if (deps.services.requestLimiter) installRequestLimits(app, deps.services.requestLimiter);
  await app.register(fastifyCompress, { threshold: 1024 });
  await installOpenApi(app);
  await registerApiRoutes(app, deps.services);
  if (deps.webDistDir) await installWebApp(app, deps.webDistDir);
  installNotFound(app);
  return app;
}
