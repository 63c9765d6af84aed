import { type Candle, DAY_MS } from '@app/core';
import type { Db } from '../../src/db/database.ts';
import { createCandleRepository } from '../../src/repositories/candle-repository.ts';
import { createFormingCandleRepository } from '../../src/repositories/forming-candle-repository.ts';
import { createMarketSymbolRepository } from '../../src/repositories/market-symbol-repository.ts';

/**
 * A hand-made market for CPR known-answer tests, at Wednesday 2026-03-11 13:47:30 UTC.
 *
 * Every daily bar is O 100, H 110, L 90, C 104 unless set otherwise: pivot 101.333…, bc 100,
 * tc 102.666…, width 2.666…/101.333… = 0.02632 (daily wide, weekly wide, monthly normal), and two such
 * periods in a row are equal, so each lies inside the previous one.
 *
 * - AAAUSDT (from 2026-01-01): yesterday H 102, L 98, C 100.3 → pivot 100.1, bc 100, tc 100.2, width
 *   0.001998 (daily narrow). Today's closed 5m bars O 102 H 103 L 101 C 102.5 and a forming bar
 *   O 102.5 H 103.5 L 102.4 C 102.6 (as of 13:47:28): price 102.6 → daily Above, weekly and monthly
 *   Within; low 101 > top 100.2 → virgin; narrow + Above + virgin → Explosive.
 * - BBBUSDT (from 2026-01-01): today's 5m bars O 100 H 101 L 95 C 99 → Below all three, touched
 *   (not virgin), daily = weekly = Below → Trending.
 * - CCCUSDT (listed 2026-03-01): today O 103.5 H 104 L 103 C 103.5 → Above, virgin, Trending; no
 *   monthly CPR (February not covered), weekly not inside (previous week not covered).
 * - DDDUSDT (from 2026-01-01): no 5m bar today: price = yesterday's close 104, not virgin.
 * - EEEUSDT (from 2026-01-01): yesterday has no daily bar, only 5m bars O 100 H 102 L 98 C 100.3:
 *   the daily CPR is built from them (as AAA's). No bar today: price 100.3 → Above.
 */
export const KNOWN_NOW = Date.UTC(2026, 2, 11, 13, 47, 30);
export const KNOWN_FORMING_AS_OF = Date.UTC(2026, 2, 11, 13, 47, 28);
const TODAY = Date.UTC(2026, 2, 11);
const YESTERDAY = TODAY - DAY_MS;
const FIVE_MIN = 300_000;

const bar = (openTime: number, o: number, h: number, l: number, c: number): Candle => ({
  openTime,
  open: o,
  high: h,
  low: l,
  close: c,
  volume: 1000,
});

function days(from: number, to: number, override: Record<number, Candle> = {}): Candle[] {
  const out: Candle[] = [];
  for (let t = from; t < to; t += DAY_MS) out.push(override[t] ?? bar(t, 100, 110, 90, 104));
  return out;
}

function fiveMinute(from: number, to: number, o: number, h: number, l: number, c: number): Candle[] {
  const out: Candle[] = [];
  for (let t = from; t < to; t += FIVE_MIN) out.push(bar(t, o, h, l, c));
  return out;
}

const knownSymbols = [
  { symbol: 'AAAUSDT', base: 'AAA', marketCap: 2e10 },
  { symbol: 'BBBUSDT', base: 'BBB', marketCap: 5e8 },
  { symbol: 'CCCUSDT', base: 'CCC', marketCap: null },
  { symbol: 'DDDUSDT', base: 'DDD', marketCap: 5e6 },
  { symbol: 'EEEUSDT', base: 'EEE', marketCap: 2e9 },
];

/** Stores the known market (symbols, daily and 5m bars, AAA's forming bar) under source 'simulated'. */
export async function seedKnownMarket(db: Db, source = 'simulated'): Promise<void> {
  const jan1 = Date.UTC(2026, 0, 1);
  const closedEnd = TODAY + 13 * 3_600_000 + 45 * 60_000; // the 13:40 bar closed at 13:45
  const daily: Record<string, Candle[]> = {
    AAAUSDT: days(jan1, TODAY, { [YESTERDAY]: bar(YESTERDAY, 100, 102, 98, 100.3) }),
    BBBUSDT: days(jan1, TODAY),
    CCCUSDT: days(Date.UTC(2026, 2, 1), TODAY),
    DDDUSDT: days(jan1, TODAY),
    EEEUSDT: days(jan1, YESTERDAY),
  };
  const intraday: Record<string, Candle[]> = {
    AAAUSDT: fiveMinute(TODAY, closedEnd, 102, 103, 101, 102.5),
    BBBUSDT: fiveMinute(TODAY, closedEnd, 100, 101, 95, 99),
    CCCUSDT: fiveMinute(TODAY, closedEnd, 103.5, 104, 103, 103.5),
    EEEUSDT: fiveMinute(YESTERDAY, TODAY, 100, 102, 98, 100.3),
  };
  await createMarketSymbolRepository(db).sync(source, knownSymbols);
  const candles = createCandleRepository(db);
  const rows = (map: Record<string, Candle[]>) =>
    Object.entries(map).flatMap(([symbol, list]) => list.map((candle) => ({ symbol, candle })));
  await candles.upsert(source, '1d', rows(daily));
  await candles.upsert(source, '5m', rows(intraday));
  await createFormingCandleRepository(db).replace(source, [
    {
      symbol: 'AAAUSDT',
      timeframe: '5m',
      candle: bar(closedEnd, 102.5, 103.5, 102.4, 102.6),
      asOf: KNOWN_FORMING_AS_OF,
    },
  ]);
}
