import { RateLimiterDrizzle, RateLimiterMemory, type RateLimiterStoreAbstract } from 'rate-limiter-flexible';
import type { Db } from '../db/database.ts';
import { rateLimits } from '../db/schema.ts';

/** One limit: `points` per window of `durationSeconds`, counted from the key's first spend. */
export interface LimitRule {
  points: number;
  durationSeconds: number;
}

export interface StoredLimiterOptions {
  /** The key prefix: one per limit, so limits never share a counter. */
  name: string;
  rule: LimitRule;
}

/**
 * A rate-limiter-flexible limiter whose counters live in the `rate_limits` table (db/rate-limit-schema.ts),
 * so every process on the database shares them and they outlive a restart; one atomic
 * `INSERT … ON CONFLICT DO UPDATE` per spend. Works on PGlite and PostgreSQL alike. If the database
 * fails, the library falls back to an in-memory limiter of the same rule (its "insurance" limiter),
 * so an outage of the store never turns into 5xx answers. The login and registration limits use it;
 * the request limits send their counts in batches instead (rate-limit-totals-repository.ts).
 */
export function createStoredLimiter(db: Db, options: StoredLimiterOptions): RateLimiterStoreAbstract {
  const { points, durationSeconds } = options.rule;
  return new RateLimiterDrizzle({
    storeClient: db,
    schema: rateLimits,
    keyPrefix: options.name,
    points,
    duration: durationSeconds,
    insuranceLimiter: new RateLimiterMemory({ keyPrefix: options.name, points, duration: durationSeconds }),
  });
}
