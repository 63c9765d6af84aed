import ccxt from 'ccxt';
import { describe, expect, it } from 'vitest';
import { createRetryAfterGate } from '../../../src/market/exchange/retry-after-gate.ts';
import { RegionBlockedError, VenueBannedError } from '../../../src/market/exchange/venue-errors.ts';
import { classifyVenueReply, parseBanUntil } from '../../../src/market/exchange/venue-replies.ts';
import { createVenueStatusTracker } from '../../../src/market/exchange/venue-status.ts';
import { withRetry } from '../../../src/market/exchange/with-retry.ts';
import { recordedBody } from '../../mocks/exchange/recorded-bodies.ts';

describe('classifyVenueReply on the recorded bodies', () => {
  it('418: banned until the epoch ms inside the message', () => {
    expect(classifyVenueReply(418, recordedBody('BINANCE', 'error_418_ip_banned.json'))).toEqual({
      kind: 'banned',
      untilMs: 1660090423228,
      detail: expect.stringContaining('IP banned until 1660090423228'),
    });
    expect(parseBanUntil('IP banned until 1660090423.')).toBe(1660090423000);
    expect(parseBanUntil('Way too many requests; IP banned.')).toBeNull();
  });

  it('451 and the CloudFront 403 page: region blocked; other 403s are not', () => {
    expect(
      classifyVenueReply(451, recordedBody('BINANCE', 'error_451_restricted_location.json')),
    ).toMatchObject({
      kind: 'region-blocked',
      detail: expect.stringMatching(/^Service unavailable from a restricted location/),
    });
    expect(classifyVenueReply(403, recordedBody('BYBIT', 'error_403_cloudfront_partial.json'))).toEqual({
      kind: 'region-blocked',
      detail: 'CloudFront 403: ERROR: The request could not be satisfied',
    });
    expect(classifyVenueReply(403, '{"retCode":10003,"retMsg":"access too frequent"}').kind).toBe('other');
  });

  it('429, and Bybit 10006 inside an HTTP 200: rate limited; a normal 200 is not', () => {
    expect(classifyVenueReply(429, recordedBody('BINANCE', 'error_429_too_many_requests.json')).kind).toBe(
      'rate-limited',
    );
    expect(classifyVenueReply(200, recordedBody('BYBIT', 'error_10006_too_many_visits.json'))).toEqual({
      kind: 'rate-limited',
      detail: 'Too many visits',
    });
    expect(classifyVenueReply(200, recordedBody('BYBIT', 'kline_60_BTCUSDT_ccxt.json')).kind).toBe('other');
    expect(classifyVenueReply(503, recordedBody('BINANCE', 'error_503_fapi_internal_error.json')).kind).toBe(
      'other',
    );
    expect(classifyVenueReply(400, recordedBody('BINANCE', 'error_-1121_invalid_symbol_gct.json')).kind).toBe(
      'other',
    );
  });
});

describe('withRetry under a ban', () => {
  const policy = { maxAttempts: 4, baseDelayMs: 100, maxDelayMs: 30_000 };
  function harness() {
    const time = { now: 1_000_000, sleeps: [] as number[] };
    const sleep = async (ms: number) => {
      time.sleeps.push(ms);
      time.now += ms;
    };
    const clock = () => time.now;
    return {
      time,
      sleep,
      gate: createRetryAfterGate({ clock, sleep }),
      status: createVenueStatusTracker(clock),
    };
  }

  it('sends nothing while a long ban lasts', async () => {
    const { time, sleep, gate, status } = harness();
    status.banned(time.now + 3_600_000, 'IP banned');
    let calls = 0;
    const attempt = async () => {
      calls += 1;
      return 'ok';
    };
    await expect(withRetry(attempt, policy, { gate, sleep, status })).rejects.toBeInstanceOf(
      VenueBannedError,
    );
    expect(calls).toBe(0);
    time.now += 3_600_000;
    await expect(withRetry(attempt, policy, { gate, sleep, status })).resolves.toBe('ok');
    expect(status.current().state).toBe('ok');
  });

  it('waits out a short ban, then retries', async () => {
    const { time, sleep, gate, status } = harness();
    let calls = 0;
    const attempt = async () => {
      calls += 1;
      if (calls === 1) {
        status.banned(time.now + 5_000, 'IP banned');
        throw new VenueBannedError('banned', time.now + 5_000);
      }
      return 'ok';
    };
    await expect(withRetry(attempt, policy, { gate, sleep, status, random: () => 0 })).resolves.toBe('ok');
    expect(time.sleeps.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(5_000);
  });

  it('never retries a region block; retries ccxt OperationFailed', async () => {
    const { sleep, gate, status } = harness();
    let calls = 0;
    const blocked = async () => {
      calls += 1;
      throw new RegionBlockedError('451');
    };
    await expect(withRetry(blocked, policy, { gate, sleep, status })).rejects.toBeInstanceOf(
      RegionBlockedError,
    );
    expect(calls).toBe(1);
    let n = 0;
    const flaky = async () => {
      n += 1;
      if (n === 1) throw new ccxt.OperationFailed('-1001 Internal error');
      return 'ok';
    };
    await expect(withRetry(flaky, policy, { gate, sleep, status })).resolves.toBe('ok');
  });
});
