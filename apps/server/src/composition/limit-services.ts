import type { Db } from '../db/database.ts';
import { createStoredLimiter, type LimitRule } from '../repositories/rate-limit-store.ts';
import { createRateLimitTotalsRepository } from '../repositories/rate-limit-totals-repository.ts';
import { type LimitCounterFactory, limiterCounter } from '../services/limits/limit-counter.ts';
import { createLoginLimiter, type LoginLimiter, type LoginLimits } from '../services/limits/login-limiter.ts';
import { MemoryWindows } from '../services/limits/memory-windows.ts';
import {
  createRegistrationLimiter,
  type RegistrationLimiter,
  unlimitedRegistrations,
} from '../services/limits/registration-limiter.ts';
import {
  createRequestLimiter,
  defaultRequestLimits,
  type RequestLimiter,
  type RequestLimits,
} from '../services/limits/request-limiter.ts';
import {
  DEFAULT_SYNC_INTERVAL_MS,
  type RequestLimitSync,
  SharedWindows,
} from '../services/limits/shared-windows.ts';

export interface LimitOptions {
  /**
   * Where the request counters live: `memory` (one process: the embedded PGlite) or `shared` (each
   * process's memory, exchanged with the `rate_limits` table in the background, so every API process
   * on PostgreSQL shares them). Default `memory`.
   */
  requestStore?: 'memory' | 'shared';
  /**
   * With `shared`: milliseconds between two exchanges with the database (RATE_LIMIT_SYNC_MS); 0 starts
   * no timer (tests call `requestSync.sync()`). Default 250.
   */
  syncIntervalMs?: number;
  /** The per caller request limits, or `off` (RATE_LIMITS=off). Default `defaultRequestLimits`. */
  requests?: RequestLimits | 'off';
  /** The registration limit per address, or `off`. Default `defaultRegistrationLimit`. */
  registrations?: LimitRule | 'off';
  login?: LoginLimits;
  /** Where a failed exchange of the shared request counts is reported (in the safe error form). */
  report?: (message: string, error: unknown) => void;
}

export interface LimitServices {
  /** Null when the request limits are off. */
  requests: RequestLimiter | null;
  /** The background exchange of the shared request counts; null unless `requestStore` is `shared`. */
  requestSync: RequestLimitSync | null;
  login: LoginLimiter;
  registrations: RegistrationLimiter;
}

/**
 * The limits of the API (docs/architecture.md "Request limits"). Login failures and registrations are
 * always counted in the database, whichever it is, one statement per attempt: few and slow requests,
 * whose counts must hold across processes and restarts. The request counters, spent on every request,
 * are always decided from memory: alone on PGlite (one process), and on PostgreSQL exchanged with the
 * database every `syncIntervalMs` in one statement for all keys (services/limits/shared-windows.ts).
 */
export function createLimitServices(db: Db, options: LimitOptions = {}): LimitServices {
  const stored: LimitCounterFactory = (name, rule) => limiterCounter(createStoredLimiter(db, { name, rule }));
  const requests = options.requests ?? defaultRequestLimits;
  const shared =
    requests !== 'off' && options.requestStore === 'shared'
      ? new SharedWindows({ store: createRateLimitTotalsRepository(db), report: options.report })
      : null;
  shared?.start(options.syncIntervalMs ?? DEFAULT_SYNC_INTERVAL_MS);
  return {
    requests:
      requests === 'off'
        ? null
        : createRequestLimiter(requests, shared?.counters ?? ((name, rule) => new MemoryWindows(name, rule))),
    requestSync: shared,
    login: createLoginLimiter(stored, options.login),
    registrations:
      options.registrations === 'off'
        ? unlimitedRegistrations
        : createRegistrationLimiter(stored, options.registrations),
  };
}
