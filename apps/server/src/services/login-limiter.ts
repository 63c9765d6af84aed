import { FixedWindowCounter, type RateLimitRule } from './rate-limiter.ts';
import { RateLimitedError } from './errors.ts';

export interface LoginLimits {
  perIp: RateLimitRule;
  perUsername: RateLimitRule;
}

/**
 * Failed logins allowed before 429: 30 per minute from one IP (slows credential stuffing across
 * accounts) and 10 per 5 minutes against one username (slows guessing one password). Successful
 * logins do not count, so many users behind one address can still sign in.
 */
export const defaultLoginLimits: LoginLimits = {
  perIp: { limit: 30, windowMs: 60_000 },
  perUsername: { limit: 10, windowMs: 5 * 60_000 },
};

export interface LoginLimiter {
  /**
   * Counts an attempt as a failure up front (so concurrent attempts cannot slip past the limit), or
   * throws RateLimitedError when the IP or the username is over its limit.
   */
  begin(ip: string, username: string): void;
  /** Takes back the attempt counted by `begin` and forgets the username's failures. */
  succeeded(ip: string, username: string): void;
  clear(): void;
}

export function createLoginLimiter(limits: LoginLimits = defaultLoginLimits, now = Date.now): LoginLimiter {
  const byIp = new FixedWindowCounter(limits.perIp, now);
  const byUsername = new FixedWindowCounter(limits.perUsername, now);
  const userKey = (username: string) => username.toLowerCase();
  return {
    begin(ip, username) {
      const wait = Math.max(byIp.retryAfter(ip), byUsername.retryAfter(userKey(username)));
      if (wait > 0) throw new RateLimitedError(wait);
      byIp.add(ip);
      byUsername.add(userKey(username));
    },
    succeeded(ip, username) {
      byIp.add(ip, -1);
      byUsername.reset(userKey(username));
    },
    clear() {
      byIp.clear();
      byUsername.clear();
    },
  };
}
