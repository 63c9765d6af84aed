import ccxt from 'ccxt';
import { describe, expect, it } from 'vitest';
import { createRetryAfterGate, parseRetryAfterMs } from '../../../src/market/exchange/retry-after-gate.ts';
import {
  backoffDelayMs,
  MalformedResponseError,
  withRetry,
} from '../../../src/market/exchange/with-retry.ts';

const policy = { maxAttempts: 4, baseDelayMs: 100, maxDelayMs: 250 };

function harness() {
  let clock = 0;
  const sleeps: number[] = [];
  const sleep = async (ms: number) => {
    sleeps.push(ms);
    clock += ms;
  };
  const gate = createRetryAfterGate({ clock: () => clock, sleep });
  return { gate, sleep, sleeps };
}

describe('withRetry', () => {
  it('backs off exponentially with equal jitter, capped', () => {
    expect([1, 2, 3, 4].map((n) => backoffDelayMs(policy, n, () => 1))).toEqual([100, 200, 250, 250]);
    expect(backoffDelayMs(policy, 1, () => 0)).toBe(50);
  });

  it('retries transient errors and gives up after maxAttempts', async () => {
    const { gate, sleep, sleeps } = harness();
    let calls = 0;
    const failing = async () => {
      calls += 1;
      throw new ccxt.ExchangeNotAvailable('502');
    };
    await expect(withRetry(failing, policy, { gate, sleep, random: () => 1 })).rejects.toThrow('502');
    expect(calls).toBe(4);
    expect(sleeps).toEqual([100, 200, 250]);
  });

  it('does not retry what will fail again', async () => {
    const { gate, sleep } = harness();
    let calls = 0;
    const bad = async () => {
      calls += 1;
      throw new ccxt.BadSymbol('nope');
    };
    await expect(withRetry(bad, policy, { gate, sleep })).rejects.toThrow('nope');
    expect(calls).toBe(1);
  });

  it('waits out Retry-After, for every request through the gate', async () => {
    const { gate, sleep, sleeps } = harness();
    let calls = 0;
    const flaky = async () => {
      calls += 1;
      if (calls === 1) {
        gate.note('3');
        throw new ccxt.RateLimitExceeded('429');
      }
      if (calls === 2) throw new MalformedResponseError('garbled');
      return 'ok';
    };
    await expect(withRetry(flaky, policy, { gate, sleep, random: () => 0 })).resolves.toBe('ok');
    expect(sleeps).toEqual([3_000, 100]);
  });

  it('parses Retry-After as seconds or an HTTP date', () => {
    expect(parseRetryAfterMs('2', 0)).toBe(2_000);
    expect(parseRetryAfterMs(new Date(5_000).toUTCString(), 1_000)).toBe(4_000);
    expect(parseRetryAfterMs('soon', 0)).toBeUndefined();
    expect(parseRetryAfterMs(undefined, 0)).toBeUndefined();
  });
});
