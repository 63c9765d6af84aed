import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/test-app.ts';

// Small limits so a flood is a few dozen requests; the counters are in memory (PGlite's setting).
const t = useTestApp({
  limits: {
    requests: {
      user: { points: 20, durationSeconds: 60 },
      guest: { points: 10, durationSeconds: 60 },
      address: { points: 1000, durationSeconds: 60 },
      // Out of the way: the cap on requests in progress is tested over slow routes in
      // request-limits.test.ts. On PostgreSQL the flood's requests overlap (on PGlite they do not), and a
      // request refused by that cap spends no points, which this file's counts would then miss.
      inFlight: 1000,
    },
  },
});

const get = (url: string, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  t.app.inject({ url: `/api/v1/${url}`, headers, remoteAddress });

describe('request limits', () => {
  it("refuses one user's flood with 429 and Retry-After while another user's read is answered", async () => {
    const flooder = await t.signIn('free');
    const other = await t.signIn('free');
    const flood = await Promise.all(Array.from({ length: 60 }, () => get('watchlist/', flooder.headers)));
    const refused = flood.filter((res) => res.statusCode === 429);
    expect(flood.filter((res) => res.statusCode === 200).length).toBeLessThanOrEqual(20);
    expect(refused.length).toBeGreaterThanOrEqual(40);
    for (const res of refused) {
      expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect(res.json().detail).toMatch(/^Too many requests/);
    }
    // The flooder stays refused; the other user (same address) is answered.
    const again = await get('watchlist/', flooder.headers);
    expect(again.statusCode).toBe(429);
    expect(again.json().detail).toMatch(/^Too many requests\. Try again in \d+ seconds?\.$/);
    expect((await get('watchlist/', other.headers)).statusCode).toBe(200);
  });

  it('charges heavy reads more: a candle window costs 5 of the 20 points', async () => {
    const user = await t.signIn('free');
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push((await get('market/candles/?symbol=NOPEUSDT&tf=1h', user.headers)).statusCode);
    }
    expect(statuses.slice(0, 4).every((status) => status !== 429)).toBe(true);
    expect(statuses[4]).toBe(429);
  });

  it('keys guests by address, and leaves health/ out of the count', async () => {
    for (let i = 0; i < 10; i++) expect((await get('cpr/symbol-meta/', {}, '10.2.0.1')).statusCode).toBe(200);
    expect((await get('cpr/symbol-meta/', {}, '10.2.0.1')).statusCode).toBe(429);
    expect((await get('cpr/symbol-meta/', {}, '10.2.0.2')).statusCode).toBe(200);
    for (let i = 0; i < 15; i++) expect((await get('health/', {}, '10.2.0.1')).statusCode).toBe(200);
  });
});
