import type { OverlaysResponse } from '@app/contracts';
import { noTp1Forecast } from '@app/core';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createIctRepository } from '../../../../src/repositories/ict-repository.ts';
import { rowsOf } from '../../../../src/repositories/sql-results.ts';
import {
  type Bar,
  near,
  plainCpr,
  plainFvgs,
  plainPreviousPeriod,
  plainSessionDay,
  plainSwings,
} from '../../../reference/overlay-recompute.ts';
import { createRecordingQueue } from '../../../support/recording-queue.ts';
import { createSimFixture } from '../../../support/sim-market-fixture.ts';
import { useTestApp } from '../../../support/test-app.ts';

/** Wednesday 2026-03-11 13:47:30 UTC. */
const NOW = Date.UTC(2026, 2, 11, 13, 47, 30);
const M5 = 300_000;
const H1 = 3_600_000;
const DAY = 86_400_000;
const t = useTestApp({
  market: { source: 'simulated', marketNow: () => NOW, queue: createRecordingQueue() },
});

const overlays = (query: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url: `/api/v1/market/overlays/${query}`, headers });

async function seed() {
  const fixture = createSimFixture(t.database.db, NOW);
  await fixture.ingest.syncSymbols();
  await fixture.ingest.catchUp();
}

/** The stored bars, read with plain SQL (not through the services under test). */
async function stored(symbol: string, timeframe: string): Promise<Bar[]> {
  const result = await t.database.db.execute(sql`
    select open_time, open, high, low, close from candles
    where source = 'simulated' and symbol = ${symbol} and timeframe = ${timeframe} order by open_time`);
  return rowsOf<Record<string, number | string>>(result).map(
    (r) => [Number(r.open_time), Number(r.open), Number(r.high), Number(r.low), Number(r.close)] as const,
  );
}

/** Stored daily bars, then the days after the last of them aggregated from stored 5m bars. */
function dailyBars(daily: readonly Bar[], fives: readonly Bar[]): Bar[] {
  const out = [...daily];
  const after = (daily.at(-1)?.[0] ?? 0) + DAY;
  for (let day = after; day < NOW; day += DAY) {
    const inDay = fives.filter((b) => b[0] >= day && b[0] < day + DAY && b[0] + M5 <= NOW);
    const first = inDay[0];
    const last = inDay.at(-1);
    if (!first || !last) continue;
    out.push([
      day,
      first[1],
      Math.max(...inDay.map((b) => b[2])),
      Math.min(...inDay.map((b) => b[3])),
      last[4],
    ]);
  }
  return out;
}

describe('GET market/overlays/ against an independent recompute from the stored bars', () => {
  it('5m: FVG edges, times and mitigation, swing times, session levels and CPR levels agree', async () => {
    await seed();
    const user = await t.signIn('free');
    const res = await overlays('?symbol=BTCUSDT&tf=5m', user.headers);
    expect(res.statusCode).toBe(200);
    const body: OverlaysResponse = res.json();
    expect(Object.keys(body)).toEqual(
      expect.arrayContaining([
        'symbol',
        'tf',
        'as_of',
        'cprs',
        'virgin_cprs',
        'sessions',
        'fvgs',
        'swings',
        'leg',
        'ote',
        'dealing_range',
        'trades',
      ]),
    );
    const fives = await stored('BTCUSDT', '5m');
    // Default window: the last 500 bars of 5m, the forming one the 500th.
    const formingOpen = NOW - (NOW % M5);
    expect(body.from).toBe(formingOpen - 499 * M5);
    const window = fives.filter((b) => b[0] >= body.from && b[0] + M5 <= NOW);
    expect(window.length).toBe(499);

    const fvgs = plainFvgs(window);
    expect(fvgs.length).toBeGreaterThan(5);
    expect(
      body.fvgs.map(({ start, direction, top, bottom, mitigated_at }) => ({
        start,
        direction,
        top,
        bottom,
        mitigated_at,
      })),
    ).toEqual(fvgs);
    for (const f of body.fvgs) expect(f.state === 'open').toBe(f.mitigated_at === null);

    const swings = plainSwings(window, 5);
    expect(swings.length).toBeGreaterThan(10);
    expect(body.swings.map(({ time, kind, price }) => ({ time, kind, price }))).toEqual(swings);

    const closed = fives.filter((b) => b[0] + M5 <= NOW);
    expect(body.sessions.map((s) => s.day)).toEqual([
      NOW - (NOW % DAY) - 2 * DAY,
      NOW - (NOW % DAY) - DAY,
      NOW - (NOW % DAY),
    ]);
    for (const s of body.sessions) {
      const plain = plainSessionDay(closed, s.day);
      for (const key of Object.keys(plain) as (keyof typeof plain)[])
        expect(s[key], `${s.day} ${key}`).toBe(plain[key]);
    }

    const days = dailyBars(await stored('BTCUSDT', '1d'), fives);
    expect(new Set(body.cprs.map((c) => c.period))).toEqual(new Set(['daily', 'weekly', 'monthly']));
    for (const c of body.cprs) {
      const plain = plainCpr(days, plainPreviousPeriod(c.period, c.start), c.start);
      expect(plain, `${c.period} ${c.start}`).not.toBeNull();
      for (const key of ['top', 'pivot', 'bottom'] as const)
        expect(near(c[key], plain?.[key] ?? null), `${c.period} ${c.start} ${key}`).toBe(true);
    }
    // Every virgin CPR is untouched by each day's range since its period began.
    for (const v of body.virgin_cprs) {
      for (const d of days.filter((b) => b[0] >= v.start)) expect(d[2] < v.bottom || d[3] > v.top).toBe(true);
    }
    expect(body.ote && body.leg && body.dealing_range).toBeTruthy();
  });

  it('1h over a given window: FVGs and swings (n = 3) of the stored hourly bars', async () => {
    await seed();
    const user = await t.signIn('free');
    const to = NOW - (NOW % H1) - 24 * H1;
    const from = to - 200 * H1;
    const body: OverlaysResponse = (
      await overlays(`?symbol=ETHUSDT&tf=1h&from=${from}&to=${to}`, user.headers)
    ).json();
    const window = (await stored('ETHUSDT', '1h')).filter((b) => b[0] >= from && b[0] < to);
    expect(window).toHaveLength(200);
    expect(
      body.fvgs.map(({ start, direction, top, bottom, mitigated_at }) => ({
        start,
        direction,
        top,
        bottom,
        mitigated_at,
      })),
    ).toEqual(plainFvgs(window));
    expect(body.swings.map(({ time, kind, price }) => ({ time, kind, price }))).toEqual(
      plainSwings(window, 3),
    );
    expect(body.cprs.every((c) => c.end > from && c.start < to)).toBe(true);
  });

  it("serves the symbol's trades with levels and status, times in ms", async () => {
    await seed();
    const created = NOW - 2 * H1;
    await createIctRepository(t.database.db).writeScan(
      'simulated',
      [],
      [],
      [
        {
          symbol: 'BTCUSDT',
          bias: 'Bullish',
          entryLow: 99,
          entryHigh: 100,
          stopLoss: 98,
          takeProfit1: 103,
          takeProfit2: 106,
          currentPrice: 101,
          reasons: ['LTF OTE Zone'],
          score: 8,
          label: 'Strong Bullish',
          legFromTime: created - H1,
          legToTime: created - 10 * M5,
          createdAt: created,
          tp1Features: [],
          tp1Forecast: noTp1Forecast,
        },
      ],
      new Date(NOW),
    );
    const user = await t.signIn('free');
    const body: OverlaysResponse = (await overlays('?symbol=BTCUSDT&tf=1h', user.headers)).json();
    expect(body.trades).toEqual([
      expect.objectContaining({
        bias: 'Bullish',
        entry_low: 99,
        stop_loss: 98,
        take_profit_2: 106,
        status: 'open',
        created_at: created,
      }),
    ]);
    const other: OverlaysResponse = (await overlays('?symbol=ETHUSDT&tf=1h', user.headers)).json();
    expect(other.trades).toEqual([]);
  });
});

describe('GET market/overlays/ errors', () => {
  it('answers 401 to a guest, 404 to an unknown symbol, 400 with a detail to a bad tf or range', async () => {
    await seed();
    expect((await overlays('?symbol=BTCUSDT&tf=5m')).statusCode).toBe(401);
    const user = await t.signIn('free');
    const unknown = await overlays('?symbol=NOPEUSDT&tf=5m', user.headers);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'Unknown symbol NOPEUSDT.' });
    for (const query of [
      '?symbol=BTCUSDT&tf=1M',
      '?symbol=BTCUSDT&tf=2h',
      '?symbol=BTCUSDT',
      `?symbol=BTCUSDT&tf=5m&from=${NOW}&to=${NOW - M5}`,
      `?symbol=BTCUSDT&tf=5m&from=${NOW - 2000 * M5}`,
      `?symbol=BTCUSDT&tf=5m&from=${NOW + DAY}&to=${NOW + 2 * DAY}`,
      '?symbol=BTCUSDT&tf=5m&from=abc',
      '?symbol=BTCUSDT&tf=5m&to=-5',
    ]) {
      const res = await overlays(query, user.headers);
      expect(res.statusCode, query).toBe(400);
      expect(typeof res.json().detail, query).toBe('string');
    }
  });
});
