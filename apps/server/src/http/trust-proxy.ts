import type { TrustProxy } from '../config/config.ts';

/**
 * TRUST_PROXY (config/trust-proxy.ts) as Fastify's `trustProxy` takes it. A hop count `n` becomes
 * "trust the nearest `n` hops", its meaning in proxy-addr and Express: Fastify 5 given a bare number
 * trusts no hop at all.
 */
export function fastifyTrustProxy(
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}
