import type { CandleTuple } from '@app/contracts';
import { type Candle, type Timeframe, timeframes } from '@app/core';
import { describe, expect, it } from 'vitest';
import { createRecordingQueue } from '../../../support/recording-queue.ts';
import { createSimFixture } from '../../../support/sim-market-fixture.ts';
import { useTestApp } from '../../../support/test-app.ts';

/** Wednesday 2026-03-11 13:47:30 UTC: inside a 5m, 1h, 4h, day, week and month bar. */
const NOW = Date.UTC(2026, 2, 11, 13, 47, 30);
const marketNow = NOW;
const t = useTestApp({
  market: { source: 'simulated', marketNow: () => marketNow, queue: createRecordingQueue() },
});

const candles = (query: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url: `/api/v1/market/candles/${query}`, headers });
const tuple = (c: Candle): CandleTuple => [c.openTime, c.open, c.high, c.low, c.close, c.volume];

async function seed() {
  const fixture = createSimFixture(t.database.db, NOW);
  await fixture.ingest.syncSymbols();
  await fixture.ingest.catchUp();
  return fixture;
}

describe('GET market/candles/', () => {
  it('serves every timeframe ending with the forming bar, equal to the simulated market', async () => {
    const { market } = await seed();
    const user = await t.signIn('free');
    for (const tf of timeframes) {
      const res = await candles(`?symbol=ethusdt&tf=${tf}&limit=3`, user.headers);
      expect(res.statusCode, tf).toBe(200);
      const bars: CandleTuple[] = res.json();
      expect(bars, tf).toHaveLength(3);
      const forming = market.simFormingBar('ETHUSDT', tf as Timeframe, NOW) as Candle;
      const last = bars[2] as CandleTuple;
      expect(last[0], tf).toBe(forming.openTime);
      expect(last.slice(1, 5), tf).toEqual(tuple(forming).slice(1, 5));
      expect(last[5], tf).toBeCloseTo(forming.volume, 0);
      const closed = market.simCandles('ETHUSDT', tf as Timeframe, 0, forming.openTime).slice(-2);
      expect(
        bars.slice(0, 2).map((b) => b.slice(0, 5)),
        tf,
      ).toEqual(closed.map((c) => tuple(c).slice(0, 5)));
    }
  });

  it('defaults to 500 bars, ascending', async () => {
    await seed();
    const user = await t.signIn('free');
    const bars: CandleTuple[] = (await candles('?symbol=BTCUSDT&tf=5m', user.headers)).json();
    expect(bars).toHaveLength(500);
    expect(bars.every((b, i) => i === 0 || b[0] - (bars[i - 1] as CandleTuple)[0] === 300_000)).toBe(true);
    expect((await candles('?symbol=BTCUSDT&tf=1M&limit=1500', user.headers)).json().length).toBeGreaterThan(
      12,
    );
  });

  it('answers 404 to an unknown symbol and 400 to a bad tf, symbol or limit', async () => {
    await seed();
    const user = await t.signIn('free');
    const unknown = await candles('?symbol=NOPEUSDT&tf=1h', user.headers);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'Unknown symbol NOPEUSDT.' });
    for (const [query, field] of [
      ['?symbol=BTCUSDT&tf=2h', 'tf'],
      ['?symbol=BTCUSDT', 'tf'],
      ['?tf=1h', 'symbol'],
      ['?symbol=BTC%20USDT&tf=1h', 'symbol'],
      ['?symbol=BTCUSDT&tf=1h&limit=0', 'limit'],
      ['?symbol=BTCUSDT&tf=1h&limit=1501', 'limit'],
      ['?symbol=BTCUSDT&tf=1h&limit=abc', 'limit'],
      ['?symbol=BTCUSDT&tf=1h&limit=2.5', 'limit'],
    ] as const) {
      const res = await candles(query, user.headers);
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json().errors), query).toContain(field);
    }
  });

  it('answers 401 to a guest and to a bad token (no role is below free, so no 403)', async () => {
    expect((await candles('?symbol=BTCUSDT&tf=1h')).statusCode).toBe(401);
    const bad = await candles('?symbol=BTCUSDT&tf=1h', { authorization: 'Bearer nope' });
    expect(bad.statusCode).toBe(401);
  });
});

describe('health data_as_of', () => {
  it('is the close time of the newest stored 5m bar', async () => {
    expect(await t.services.scope().candles.dataAsOf()).toBeNull();
    await seed();
    expect((await t.services.scope().candles.dataAsOf())?.toISOString()).toBe('2026-03-11T13:45:00.000Z');
  });
});
