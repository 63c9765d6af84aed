import type { Db } from '../db/database.ts';
import { createStoredLimiter, type LimitRule } from '../repositories/rate-limit-store.ts';
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
  type RequestCounterFactory,
  type RequestLimiter,
  type RequestLimits,
} from '../services/limits/request-limiter.ts';

export interface LimitOptions {
  /**
   * Where the request counters live: `memory` (one process: the embedded PGlite) or `database` (the
   * `rate_limits` table, shared by every API process on PostgreSQL). Default `memory`.
   */
  requestStore?: 'memory' | 'database';
  /** The per caller request limits, or `off` (RATE_LIMITS=off). Default `defaultRequestLimits`. */
  requests?: RequestLimits | 'off';
  /** The registration limit per address, or `off`. Default `defaultRegistrationLimit`. */
  registrations?: LimitRule | 'off';
  login?: LoginLimits;
}

export interface LimitServices {
  /** Null when the request limits are off. */
  requests: RequestLimiter | null;
  login: LoginLimiter;
  registrations: RegistrationLimiter;
}

/**
 * The limits of the API (docs/architecture.md "Request limits"). Login failures and registrations are
 * always counted in the database, whichever it is: few and slow requests, whose counts must hold
 * across processes and restarts. The request counters, spent on every request, stay in memory on
 * PGlite (one process) and go to the database on PostgreSQL.
 */
export function createLimitServices(db: Db, options: LimitOptions = {}): LimitServices {
  const stored: LimitCounterFactory = (name, rule) => limiterCounter(createStoredLimiter(db, { name, rule }));
  const requestCounters: RequestCounterFactory =
    options.requestStore === 'database'
      ? (name, rule) => {
          const limiter = createStoredLimiter(db, { name, rule, blockInMemory: true });
          const counter = limiterCounter(limiter);
          return { spend: counter.spend, clear: () => limiter.deleteInMemoryBlockedAll() };
        }
      : (name, rule) => new MemoryWindows(name, rule);
  const requests = options.requests ?? defaultRequestLimits;
  return {
    requests: requests === 'off' ? null : createRequestLimiter(requests, requestCounters),
    login: createLoginLimiter(stored, options.login),
    registrations:
      options.registrations === 'off'
        ? unlimitedRegistrations
        : createRegistrationLimiter(stored, options.registrations),
  };
}
