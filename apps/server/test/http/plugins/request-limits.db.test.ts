import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD, useTestApp } from '../../support/test-app.ts';

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

  it('keys guests by address, health/ included', async () => {
    for (let i = 0; i < 10; i++) expect((await get('cpr/symbol-meta/', {}, '10.2.0.1')).statusCode).toBe(200);
    expect((await get('cpr/symbol-meta/', {}, '10.2.0.1')).statusCode).toBe(429);
    expect((await get('cpr/symbol-meta/', {}, '10.2.0.2')).statusCode).toBe(200);
    for (let i = 0; i < 10; i++) expect((await get('health/', {}, '10.2.0.3')).statusCode).toBe(200);
    const refused = await get('health/', {}, '10.2.0.3');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect((await get('health/', {}, '10.2.0.4')).statusCode).toBe(200);
  });

  it('keys IPv6 guests on their /64 and IPv4-mapped ones as IPv4', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await get('health/', {}, `2001:db8:5:6::${(i + 1).toString(16)}`)).statusCode).toBe(200);
    }
    expect((await get('health/', {}, '2001:db8:5:6:ffff::1')).statusCode).toBe(429);
    expect((await get('health/', {}, '2001:db8:5:7::1')).statusCode).toBe(200);
    for (let i = 0; i < 10; i++) expect((await get('health/', {}, '10.2.0.5')).statusCode).toBe(200);
    expect((await get('health/', {}, '::ffff:10.2.0.5')).statusCode).toBe(429);
  });

  it('keeps the logins of others behind a flooding address working: a login counts on its username', async () => {
    const other = await t.createUser();
    // A guest flood uses up the address's guest points…
    for (let i = 0; i < 12; i++) await get('cpr/symbol-meta/', {}, '10.3.0.1');
    expect((await get('cpr/symbol-meta/', {}, '10.3.0.1')).statusCode).toBe(429);
    const login = (username: string, password = TEST_PASSWORD) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login/',
        payload: { username, password },
        remoteAddress: '10.3.0.1',
      });
    // …and another user behind the same address still signs in.
    expect((await login(other.username)).statusCode).toBe(200);
    // A flood of logins of one username is refused on that username, not on the address.
    const flooded = await t.createUser();
    for (let i = 0; i < 10; i++) await login(flooded.username);
    const refused = await login(flooded.username);
    expect(refused.statusCode).toBe(429);
    expect((await login(other.username)).statusCode).toBe(200);
  });
});
