import type { FastifyBaseLogger } from 'fastify';
import type { AppServices } from '../composition/app-services.ts';
import type { TrustProxy } from '../config/config.ts';
import type { ConnectionLimits } from './connection-guard.ts';

export interface AppDeps {
  services: AppServices;
  /** A pino logger; without one the app logs nothing (tests). */
  logger?: FastifyBaseLogger;
  /** The built web app (`apps/web/dist`) to serve with SPA fallback; null or absent: API only. */
  webDistDir?: string | null;
  /**
   * Fastify's `trustProxy` (TRUST_PROXY): which proxies' `X-Forwarded-*` headers to believe, so that
   * `request.ip` is the client behind a load balancer and `request.protocol` its scheme (HSTS).
   * Default false: the socket's address.
   */
  trustProxy?: TrustProxy;
  /**
   * The socket-level limits (http/connection-guard.ts) and the IPv6 prefix a client address is keyed
   * on (services/limits/address-key.ts); defaults when absent.
   */
  network?: { connections: ConnectionLimits; ipv6Prefix: number };
  /** Largest accepted request body in bytes (413 above); default 1 MiB. */
  bodyLimit?: number;
}
