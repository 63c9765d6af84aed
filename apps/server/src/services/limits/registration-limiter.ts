import type { LimitRule } from '../../repositories/rate-limit-store.ts';
import { RateLimitedError } from '../errors.ts';
import type { LimitCounterFactory } from './limit-counter.ts';

/**
 * 10 registration attempts per address per hour. A refused attempt (a taken username or email) counts
 * too: a 409 tells whether a name is taken, so free retries would be free enumeration.
 */
const defaultRegistrationLimit: LimitRule = { points: 10, durationSeconds: 60 * 60 };

export interface RegistrationLimiter {
  /** Counts a registration attempt from `address`, or throws RateLimitedError when over the limit. */
  begin(address: string): Promise<void>;
}

export function createRegistrationLimiter(
  counters: LimitCounterFactory,
  limit: LimitRule = defaultRegistrationLimit,
): RegistrationLimiter {
  const byAddress = counters('register-address', limit);
  return {
    async begin(address) {
      const wait = await byAddress.spend(address);
      if (wait > 0) {
        throw new RateLimitedError(
          wait,
          `Too many new accounts from this address. Try again in ${wait} seconds.`,
        );
      }
    },
  };
}

/** No registration limit (RATE_LIMITS=off: the browser tests and benches register many accounts). */
export const unlimitedRegistrations: RegistrationLimiter = { begin: async () => {} };
