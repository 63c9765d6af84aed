import { describe, expect, it } from 'vitest';
import { RateLimitedError } from '../../src/services/errors.ts';
import { createLoginLimiter } from '../../src/services/login-limiter.ts';
import { FixedWindowCounter } from '../../src/services/rate-limiter.ts';

describe('FixedWindowCounter', () => {
  it('blocks at the limit until the window ends, reporting whole seconds to wait', () => {
    let now = 0;
    const counter = new FixedWindowCounter({ limit: 2, windowMs: 10_000 }, () => now);
    counter.add('k');
    expect(counter.retryAfter('k')).toBe(0);
    now = 1_500;
    counter.add('k');
    expect(counter.retryAfter('k')).toBe(9);
    expect(counter.retryAfter('other')).toBe(0);
    now = 10_000;
    expect(counter.retryAfter('k')).toBe(0);
  });

  it('can take back a count and never goes below zero', () => {
    const counter = new FixedWindowCounter({ limit: 1, windowMs: 1000 }, () => 0);
    counter.add('k');
    counter.add('k', -1);
    counter.add('k', -1);
    expect(counter.retryAfter('k')).toBe(0);
    counter.add('k');
    expect(counter.retryAfter('k')).toBe(1);
  });
});

describe('login limiter', () => {
  const limits = { perIp: { limit: 4, windowMs: 60_000 }, perUsername: { limit: 2, windowMs: 300_000 } };

  it('counts usernames case-insensitively and throws RateLimitedError over the limit', () => {
    const limiter = createLoginLimiter(limits, () => 0);
    limiter.begin('1.1.1.1', 'Alice');
    limiter.begin('2.2.2.2', 'alice');
    expect(() => limiter.begin('3.3.3.3', 'ALICE')).toThrow(RateLimitedError);
    try {
      limiter.begin('3.3.3.3', 'alice');
    } catch (error) {
      expect((error as RateLimitedError).retryAfterSeconds).toBe(300);
    }
  });

  it('forgives a successful attempt for the IP and clears the username', () => {
    const limiter = createLoginLimiter(limits, () => 0);
    for (let i = 0; i < 10; i++) {
      limiter.begin('1.1.1.1', 'bob');
      limiter.succeeded('1.1.1.1', 'bob');
    }
    limiter.begin('1.1.1.1', 'bob');
    limiter.begin('1.1.1.1', 'carol');
    limiter.begin('1.1.1.1', 'dave');
    limiter.begin('1.1.1.1', 'erin');
    expect(() => limiter.begin('1.1.1.1', 'frank')).toThrow(RateLimitedError);
  });
});
