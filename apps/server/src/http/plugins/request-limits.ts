import type { FastifyInstance, FastifyReply } from 'fastify';
import { createLogSampler } from '../../lib/sampled-log.ts';
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
    /**
     * `username`: the route's caller is the username of its JSON body (a login), not the client
     * address, so a flood from one address does not lock out the others behind it; counted after the
     * (small, bounded) body is parsed.
     */
    limitBy?: 'username';
  }
}

/** The requests a limit refused, whose completion is not logged line by line. */
const refusedRequests = new WeakSet<object>();

/** For Fastify's `disableRequestLogging`: true for a request a limit refused. */
export function isRefusedRequest(request: { raw?: object }): boolean {
  return request.raw !== undefined && refusedRequests.has(request.raw);
}

/** The caller of a route limited by username (`config.limitBy`): its own key, apart from any address. */
function usernameCaller(body: unknown): Caller | null {
  const username = (body as { username?: unknown } | null)?.username;
  return typeof username === 'string' && username.length > 0
    ? { userId: null, address: `login:${username.trim().toLowerCase()}` }
    : null;
}

/**
 * The per caller request limits on every API route: keyed by the user of the token, or the client
 * address for a guest (`request.clientAddress`: `request.ip`, which honours TRUST_PROXY, IPv6 by its
 * prefix), plus the address itself. Over a
 * limit: 429 `{detail}` with `Retry-After`. A callback hook, answered synchronously: the counters are
 * decided from memory, also where they are shared on PostgreSQL (no promise, no query per request). Install after the auth hook and the role guard, so a caller
 * is known and a refused role costs nothing.
 */
export function installRequestLimits(app: FastifyInstance, limiter: RequestLimiter): void {
  const sampler = createLogSampler(60_000);
  const admit = (caller: Caller, cost: number, reply: FastifyReply, done: (error?: Error) => void) =>
    limiter.admit(caller, cost, (error) => {
      if (error) {
        // Not one "request completed" line per refusal (app.ts `disableRequestLogging`): one a minute per caller.
        refusedRequests.add(reply.request.raw);
        const key = caller.userId === null ? `a:${caller.address}` : `u:${caller.userId}`;
        const count = sampler.take(key);
        if (count > 0) reply.log.info({ caller: key, refused: count }, 'requests refused');
        return done(error);
      }
      // 'close' comes once the answer is sent, or when the client goes away first.
      reply.raw.once('close', () => limiter.release(caller));
      done();
    });
  app.addHook('onRequest', (request, reply, done) => {
    if (request.is404) return done();
    const { cost = 1, limitBy } = request.routeOptions.config;
    if (cost <= 0 || limitBy === 'username') return done();
    admit({ userId: request.user?.id ?? null, address: request.clientAddress }, cost, reply, done);
  });
  app.addHook('preValidation', (request, reply, done) => {
    const { cost = 1, limitBy } = request.routeOptions.config;
    if (limitBy !== 'username' || cost <= 0) return done();
    // A body without a username is refused by validation next; it is counted under its address.
    const caller = usernameCaller(request.body) ?? { userId: null, address: request.clientAddress };
    admit(caller, cost, reply, done);
  });
}
