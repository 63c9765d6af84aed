import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { LimitRule } from '../../repositories/rate-limit-store.ts';

/** A rate-limiter-flexible limiter as the limit services use it (memory or the database store). */
export interface FlexibleLimiter {
  consume(key: string, points?: number): Promise<RateLimiterRes>;
  reward(key: string, points?: number): Promise<RateLimiterRes>;
  delete(key: string): Promise<boolean>;
}

/** One limit's counters, keyed by caller. */
export interface LimitCounter {
  /** Spends `points` on `key`: 0 when it is within its limit, else the whole seconds to wait. */
  spend(key: string, points?: number): Promise<number>;
  /** Gives back points spent by an attempt that turned out not to count. */
  refund(key: string, points?: number): Promise<void>;
  /** Forgets the key's count. */
  forget(key: string): Promise<void>;
}

/** Builds the counter of one named limit (the composition root decides where it is stored). */
export type LimitCounterFactory = (name: string, rule: LimitRule) => LimitCounter;

/** Whole seconds until a refused key may act again, at least 1 (the `Retry-After` value). */
export function retryAfterSeconds(msBeforeNext: number): number {
  return Math.max(1, Math.ceil(msBeforeNext / 1000));
}

/**
 * A LimitCounter over a rate-limiter-flexible limiter. The library rejects an over-limit spend with a
 * `RateLimiterRes` (turned into the wait here) and a store failure with an Error (passed on).
 */
export function limiterCounter(limiter: FlexibleLimiter): LimitCounter {
  return {
    spend: (key, points = 1) =>
      limiter.consume(key, points).then(
        () => 0,
        (rejection: unknown) => {
          if (rejection instanceof RateLimiterRes) return retryAfterSeconds(rejection.msBeforeNext);
          throw rejection;
        },
      ),
    refund: async (key, points = 1) => {
      await limiter.reward(key, points);
    },
    forget: async (key) => {
      await limiter.delete(key);
    },
  };
}

/** Counters in this process's memory (unit tests; a process without a database). */
export const memoryCounters: LimitCounterFactory = (name, rule) =>
  limiterCounter(
    new RateLimiterMemory({ keyPrefix: name, points: rule.points, duration: rule.durationSeconds }),
  );
