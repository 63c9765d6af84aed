import type { LimitRule } from '../../repositories/rate-limit-store.ts';
import { RateLimitedError } from '../errors.ts';
import type { LimitCounterFactory } from './limit-counter.ts';

export interface LoginLimits {
  /** Failures of one username from one address: slows guessing one password, locks out no one else. */
  perUsernameAndAddress: LimitRule;
  /** Failures from one address over all usernames: slows credential stuffing. */
  perAddress: LimitRule;
}

/**
 * 10 failures per username and address in 5 minutes, 50 failures per address in 10 minutes. Failures
 * from one address never lock the owner out at another address; successes do not count.
 */
const defaultLoginLimits: LoginLimits = {
  perUsernameAndAddress: { points: 10, durationSeconds: 5 * 60 },
  perAddress: { points: 50, durationSeconds: 10 * 60 },
};

export interface LoginLimiter {
  /**
   * Counts the attempt as a failure up front (so concurrent attempts cannot slip past the limit), or
   * throws RateLimitedError when the username at this address, or the address, is over its limit.
   */
  begin(address: string, username: string): Promise<void>;
  /** Takes back the attempt counted by `begin` and forgets the username's failures at this address. */
  succeeded(address: string, username: string): Promise<void>;
}

/** The login limits on counters from `counters` (the database store: shared and kept over restarts). */
export function createLoginLimiter(
  counters: LimitCounterFactory,
  limits: LoginLimits = defaultLoginLimits,
): LoginLimiter {
  const byUsername = counters('login-user', limits.perUsernameAndAddress);
  const byAddress = counters('login-address', limits.perAddress);
  const userKey = (address: string, username: string) => `${username.toLowerCase()}|${address}`;
  return {
    async begin(address, username) {
      // One after the other: an attempt refused for its username does not also count against the
      // address, so one user retrying a locked name does not lock out everyone behind the address.
      const wait = (await byUsername.spend(userKey(address, username))) || (await byAddress.spend(address));
      if (wait > 0) throw new RateLimitedError(wait);
    },
    async succeeded(address, username) {
      await Promise.all([byAddress.refund(address), byUsername.forget(userKey(address, username))]);
    },
  };
}
