import { describe, expect, it, vi } from 'vitest';
import { RateLimitedError } from '../../../src/services/errors.ts';
import { MemoryWindows } from '../../../src/services/limits/memory-windows.ts';
import {
  type Caller,
  createRequestLimiter,
  type RequestLimits,
} from '../../../src/services/limits/request-limiter.ts';
import { SharedWindows } from '../../../src/services/limits/shared-windows.ts';

const limits: RequestLimits = {
  user: { points: 10, durationSeconds: 60 },
  guest: { points: 4, durationSeconds: 30 },
  address: { points: 15, durationSeconds: 60 },
  inFlight: 2,
};

const memory = () => createRequestLimiter(limits, (name, rule) => new MemoryWindows(name, rule));

/** Admits synchronously (memory counters) and returns what `done` got; fails if it was not synchronous. */
function admit(limiter: ReturnType<typeof memory>, caller: Caller, cost = 1): RateLimitedError | undefined {
  let result: { error?: RateLimitedError } | undefined;
  limiter.admit(caller, cost, (error) => {
    result = { error };
  });
  if (!result) throw new Error('admit did not call back synchronously');
  return result.error;
}

const user = (userId: number, address = '1.1.1.1'): Caller => ({ userId, address });
const guest = (address: string): Caller => ({ userId: null, address });

describe('createRequestLimiter on memory counters', () => {
  it('admits within the points, then refuses with the seconds to wait', () => {
    const limiter = memory();
    for (let i = 0; i < 10; i++) {
      expect(admit(limiter, user(1))).toBeUndefined();
      limiter.release(user(1));
    }
    const refused = admit(limiter, user(1));
    expect(refused).toBeInstanceOf(RateLimitedError);
    expect(refused?.retryAfterSeconds).toBeGreaterThan(50);
    expect(refused?.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(refused?.detail).toBe(`Too many requests. Try again in ${refused?.retryAfterSeconds} seconds.`);
    // Another user at the same address is not affected.
    expect(admit(limiter, user(2))).toBeUndefined();
  });

  it('charges the cost of the route', () => {
    const limiter = memory();
    expect(admit(limiter, user(1), 5)).toBeUndefined();
    limiter.release(user(1));
    expect(admit(limiter, user(1), 5)).toBeUndefined();
    limiter.release(user(1));
    expect(admit(limiter, user(1), 1)).toBeInstanceOf(RateLimitedError);
  });

  it('keys guests by address, with their own limit', () => {
    const limiter = memory();
    for (let i = 0; i < 4; i++) {
      expect(admit(limiter, guest('2.2.2.2'))).toBeUndefined();
      limiter.release(guest('2.2.2.2'));
    }
    expect(admit(limiter, guest('2.2.2.2'))?.retryAfterSeconds).toBeLessThanOrEqual(30);
    expect(admit(limiter, guest('3.3.3.3'))).toBeUndefined();
  });

  it('limits an address over every caller behind it', () => {
    const limiter = memory();
    for (let id = 1; id <= 15; id++) {
      expect(admit(limiter, user(id, '4.4.4.4'))).toBeUndefined();
      limiter.release(user(id, '4.4.4.4'));
    }
    expect(admit(limiter, user(99, '4.4.4.4'))).toBeInstanceOf(RateLimitedError);
    expect(admit(limiter, user(99, '5.5.5.5'))).toBeUndefined();
  });

  it("does not charge the address for requests refused by the caller's own limit", () => {
    const limiter = memory();
    const spend = (caller: Caller) => {
      const error = admit(limiter, caller);
      if (!error) limiter.release(caller);
      return error;
    };
    for (let i = 0; i < 10; i++) expect(spend(user(1, '6.6.6.6'))).toBeUndefined();
    // A flood refused by user 1's own limit leaves the address at 10 of its 15 points.
    for (let i = 0; i < 30; i++) expect(spend(user(1, '6.6.6.6'))).toBeInstanceOf(RateLimitedError);
    for (let i = 0; i < 5; i++) expect(spend(user(2, '6.6.6.6'))).toBeUndefined();
    expect(spend(user(2, '6.6.6.6'))).toBeInstanceOf(RateLimitedError);
  });

  it('caps the requests in progress per caller until they are released', () => {
    const limiter = memory();
    expect(admit(limiter, user(1))).toBeUndefined();
    expect(admit(limiter, user(1))).toBeUndefined();
    const third = admit(limiter, user(1));
    expect(third?.retryAfterSeconds).toBe(1);
    expect(third?.detail).toMatch(/at once/);
    expect(admit(limiter, user(2))).toBeUndefined();
    limiter.release(user(1));
    expect(admit(limiter, user(1))).toBeUndefined();
  });

  it('frees the slot of a refused request itself', () => {
    const limiter = createRequestLimiter(
      { ...limits, user: { points: 1, durationSeconds: 60 } },
      (n, r) => new MemoryWindows(n, r),
    );
    expect(admit(limiter, user(1))).toBeUndefined();
    // Over the points twice: neither refusal may hold a slot, or the cap would answer "at once".
    expect(admit(limiter, user(1))?.detail).toMatch(/^Too many requests\./);
    expect(admit(limiter, user(1))?.detail).toMatch(/^Too many requests\./);
  });

  it('answers synchronously on shared counters too, the store untouched', () => {
    const add = vi.fn(async () => []);
    const limiter = createRequestLimiter(limits, new SharedWindows({ store: { add } }).counters);
    for (let i = 0; i < 10; i++) {
      expect(admit(limiter, user(1))).toBeUndefined();
      limiter.release(user(1));
    }
    expect(admit(limiter, user(1))).toBeInstanceOf(RateLimitedError);
    expect(add).not.toHaveBeenCalled();
  });
});

describe('MemoryWindows (rate-limiter-flexible MemoryStorage)', () => {
  it('counts per key in a window and answers the remaining seconds', () => {
    const windows = new MemoryWindows('t', { points: 2, durationSeconds: 10 });
    expect(windows.spend('a', 1)).toBe(0);
    expect(windows.spend('a', 1)).toBe(0);
    expect(windows.spend('a', 1)).toBe(10);
    expect(windows.spend('b', 2)).toBe(0);
    windows.clear();
    expect(windows.spend('a', 1)).toBe(0);
  });
});
