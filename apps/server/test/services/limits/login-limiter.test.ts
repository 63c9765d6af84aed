import { describe, expect, it } from 'vitest';
import { RateLimitedError } from '../../../src/services/errors.ts';
import { memoryCounters } from '../../../src/services/limits/limit-counter.ts';
import { createLoginLimiter } from '../../../src/services/limits/login-limiter.ts';

const limits = {
  perUsernameAndAddress: { points: 3, durationSeconds: 300 },
  perAddress: { points: 5, durationSeconds: 60 },
};

describe('createLoginLimiter', () => {
  it('counts failures per username at one address, case-insensitively; other addresses are free', async () => {
    const limiter = createLoginLimiter(memoryCounters, limits);
    for (let i = 0; i < 3; i++) await limiter.begin('1.1.1.1', 'alice');
    const refused = await limiter.begin('1.1.1.1', 'ALICE').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RateLimitedError);
    expect((refused as RateLimitedError).retryAfterSeconds).toBeGreaterThan(290);
    await expect(limiter.begin('2.2.2.2', 'alice')).resolves.toBeUndefined();
  });

  it('counts failures per address over usernames, but not the attempts refused for their username', async () => {
    const limiter = createLoginLimiter(memoryCounters, limits);
    for (let i = 0; i < 3; i++) await limiter.begin('3.3.3.3', 'bob');
    // Refused for bob: the address is not charged for these.
    for (let i = 0; i < 5; i++)
      await expect(limiter.begin('3.3.3.3', 'bob')).rejects.toThrow(RateLimitedError);
    await limiter.begin('3.3.3.3', 'carol');
    await limiter.begin('3.3.3.3', 'dave');
    const refused = await limiter.begin('3.3.3.3', 'erin').catch((error: unknown) => error);
    expect((refused as RateLimitedError).retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it('takes a success back and forgets the username failures at that address', async () => {
    const limiter = createLoginLimiter(memoryCounters, limits);
    for (let round = 0; round < 3; round++) {
      await limiter.begin('4.4.4.4', 'frank');
      await limiter.begin('4.4.4.4', 'frank');
      await limiter.succeeded('4.4.4.4', 'frank');
    }
    // 6 attempts in 3 rounds of a failure and a success: counted as they were, the username (3) and
    // the address (5) would be over their limits; each success forgot the username's failures and
    // took its own attempt back from the address (3 so far).
    await expect(limiter.begin('4.4.4.4', 'frank')).resolves.toBeUndefined();
  });
});
