import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppDeps } from './app-deps.ts';
import { installAuth } from './plugins/auth.ts';
import { frameworkErrorHandler, installErrorHandling } from './plugins/errors.ts';
import { installInputGuards } from './plugins/input-guards.ts';
import { installNotFound } from './plugins/not-found.ts';
import { installOpenApi } from './plugins/openapi.ts';
import { installRequestLimits } from './plugins/request-limits.ts';
import { installRoleGuard } from './plugins/roles.ts';
import { installSecurityHeaders } from './plugins/security-headers.ts';
import { installWebApp } from './plugins/web-app.ts';
import { registerApiRoutes } from './routes/index.ts';
import { fastifyTrustProxy } from './trust-proxy.ts';

export type { AppDeps } from './app-deps.ts';

const DEFAULT_BODY_LIMIT = 1024 * 1024;

/**
 * The HTTP application, ready for `inject` or `listen` (it does not listen). Order matters: the
 * hooks (security headers → input guards → auth → role guard → request limits) and swagger must exist
 * before the routes are added.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app: FastifyInstance = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: false }),
    bodyLimit: deps.bodyLimit ?? DEFAULT_BODY_LIMIT,
    trustProxy: fastifyTrustProxy(deps.trustProxy ?? false),
    frameworkErrors: frameworkErrorHandler,
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 200 },
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
