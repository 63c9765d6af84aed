import type { FastifyBaseLogger } from 'fastify';
import type { AppServices } from '../composition/app-services.ts';
import type { TrustProxy } from '../config/config.ts';

export interface AppDeps {
  services: AppServices;
  /** A pino logger; without one the app logs nothing (tests). */
  logger?: FastifyBaseLogger;
  /** The built web app (`apps/web/dist`) to serve with SPA fallback; null or absent: API only. */
  webDistDir?: string | null;
  /** Largest accepted request body in bytes (413 above); default 1 MiB. */
  bodyLimit?: number;
  /** Fastify's `trustProxy` (`TRUST_PROXY`): whose `X-Forwarded-*` headers `request.ip` and `request.protocol` follow; default none. */
  trustProxy?: TrustProxy;
}
