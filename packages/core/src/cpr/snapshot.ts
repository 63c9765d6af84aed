import { aggregateCandles } from '../candles/aggregate.ts';
import { extendWithFiner, formingBar } from '../candles/forming.ts';
import { bucketStart } from '../candles/timeframe.ts';
import type { Candle } from '../candles/types.ts';
import { dailyBias } from './bias.ts';
import { defaultCprMaps, subcategoryFor } from './cpr-map.ts';
import { cprsAt } from './period-cpr.ts';
import { isInsideCpr, isVirginCpr, positionOf } from './position.ts';
import type { Cpr, CprMaps, CprPosition, CprTimeframe, DailyBias } from './types.ts';

export interface CprSnapshotInput {
  /** Stored daily bars of the symbol (sorted or not); bars not closed by `now` are not used for CPRs. */
  daily: readonly Candle[];
  /** 5m bars (at least today's); the newest may be the forming one and is taken as given. */
  intraday?: readonly Candle[];
  /** Today's high/low so far and the last price; overrides what `intraday`/`daily` would give. */
  current?: { high: number; low: number; price: number };
  now: number;
  maps?: CprMaps;
}

/** The CPR of one timeframe with everything the CPR row, insight and volatility record read. */
export interface TimeframeCprState {
  timeframe: CprTimeframe;
  periodOpenTime: number;
  cpr: Cpr;
  subcategory: string;
  position: CprPosition | null;
  /** CPR of the previous period (null when history is too short), and whether the current lies inside it. */
  previous: Cpr | null;
  isInside: boolean;
}

export interface CprSnapshot {
  now: number;
  price: number | null;
  todayHigh: number | null;
  todayLow: number | null;
  daily: TimeframeCprState | null;
  weekly: TimeframeCprState | null;
  monthly: TimeframeCprState | null;
  isVirgin: boolean;
  dailyBias: DailyBias;
}

function timeframeState(
  daily: readonly Candle[],
  tf: CprTimeframe,
  now: number,
  price: number | null,
  maps: CprMaps,
) {
  const { current, previous } = cprsAt(daily, tf, now);
  if (current === null) return null;
  const state: TimeframeCprState = {
    timeframe: tf,
    periodOpenTime: current.periodOpenTime,
    cpr: current.cpr,
    subcategory: subcategoryFor(current.cpr.widthPct, maps[tf]),
    position: price === null ? null : positionOf(price, current.cpr),
    previous: previous?.cpr ?? null,
    isInside: previous !== null && isInsideCpr(current.cpr, previous.cpr),
  };
  return state;
}

function todayState(input: CprSnapshotInput, daily: readonly Candle[]) {
  const { now, intraday, current } = input;
  if (current !== undefined) return { high: current.high, low: current.low, price: current.price };
  const dayStart = bucketStart('1d', now);
  // With intraday bars they alone say what traded today (a stored daily bar may hold the future).
  const today =
    intraday === undefined ? daily.find((c) => c.openTime === dayStart) : formingBar(intraday, '1d', now);
  if (today !== undefined) return { high: today.high, low: today.low, price: today.close };
  const last = daily.filter((c) => c.openTime < dayStart).at(-1);
  return { high: null, low: null, price: last?.close ?? null };
}

/**
 * Everything the CPR scan stores for one symbol at `now` (docs/product.md §3 CPR row, CPR insight, symbol
 * volatility record; docs/analytics.md §2), except scores (see scoring/) and the trend probability.
 * For T ∈ {1d, 1w, 1M} the CPR comes from the H, L, C of the last complete period (weekly and monthly
 * bars aggregated from daily bars, daily bars missing at the end built from `intraday`); a period
 * that is not fully covered by the history gives a null timeframe. "Price" is the close of the
 * newest 5m bar opened before `now` (else of today's daily bar, else the last close). Choices where the
 * docs are silent: with no trade yet today the CPR is not virgin; positions are null without a price.
 * No look-ahead: bars opening at or after `now` and daily bars not closed by `now` are ignored.
 */
export function cprSnapshot(input: CprSnapshotInput): CprSnapshot {
  const { now } = input;
  const maps = input.maps ?? defaultCprMaps;
  const stored = aggregateCandles(input.daily, '1d');
  const daily = input.intraday === undefined ? stored : extendWithFiner(stored, input.intraday, '1d', now);
  const today = todayState(input, daily);
  const d = timeframeState(daily, '1d', now, today.price, maps);
  const w = timeframeState(daily, '1w', now, today.price, maps);
  const m = timeframeState(daily, '1M', now, today.price, maps);
  const isVirgin =
    d !== null && today.high !== null && today.low !== null && isVirginCpr(today.high, today.low, d.cpr);
  return {
    now,
    price: today.price,
    todayHigh: today.high,
    todayLow: today.low,
    daily: d,
    weekly: w,
    monthly: m,
    isVirgin,
    dailyBias: dailyBias({
      dailySubcategory: d?.subcategory ?? null,
      dailyPosition: d?.position ?? null,
      weeklyPosition: w?.position ?? null,
      isVirgin,
      dailyMap: maps['1d'],
    }),
  };
}
