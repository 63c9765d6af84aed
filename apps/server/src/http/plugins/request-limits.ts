import type { FastifyInstance } from 'fastify';
import type { Caller, RequestLimiter } from '../../services/limits/request-limiter.ts';

/** The cost of a heavy read: a candle window or chart overlays built on a cache miss, a job run, a bulk edit. */
export const HEAVY_COST = 5;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The points one call spends of its caller's request limits (docs/api.md "Limits"): default 1, a
     * heavy read more; 0 exempts the route (health, the stream) from the rate and the concurrency cap.
     */
    cost?: number;
  }
}

/**
 * The per caller request limits on every API route: keyed by the user of the token, or the client
 * address for a guest (`request.ip`, which honours TRUST_PROXY), plus the address itself. Over a
 * limit: 429 `{detail}` with `Retry-After`. A callback hook, answered synchronously: the counters are
 * decided from memory, also where they are shared on PostgreSQL (no promise, no query per request). Install after the auth hook and the role guard, so a caller
 * is known and a refused role costs nothing.
 */
export function installRequestLimits(app: FastifyInstance, limiter: RequestLimiter): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (request.is404) return done();
    const cost = request.routeOptions.config.cost ?? 1;
    if (cost <= 0) return done();
    const caller: Caller = { userId: request.user?.id ?? null, address: request.ip };
    limiter.admit(caller, cost, (error) => {
      if (error) return done(error);
      // 'close' comes once the answer is sent, or when the client goes away first.
      reply.raw.once('close', () => limiter.release(caller));
      done();
    });
  });
}
