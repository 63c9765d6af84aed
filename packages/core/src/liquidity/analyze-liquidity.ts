import { extendWithFiner } from '../candles/forming.ts';
import { bucketStart, DAY_MS, timeframeMs } from '../candles/timeframe.ts';
import type { Candle } from '../candles/types.ts';
import { cprForPeriod } from '../cpr/period-cpr.ts';
import {
  previousSessionInstance,
  sessionInstancesOfDay,
  sessionOfUtcHour,
} from '../sessions/session-instances.ts';
import type { SessionId, SessionWindow } from '../sessions/session-windows.ts';
import { liquidityBias } from './bias.ts';
import { closedBars, firstBeyond, highLow, sessionRange } from './ranges.ts';
import { averageSessionRange, sessionBias } from './session-bias.ts';
import {
  type CprLevels,
  type HitEvent,
  type LevelState,
  type LiquidityAnalysis,
  type LiquidityLevelKey,
  liquidityLevelKeys,
  type SessionBiasValue,
  type SessionRange,
} from './types.ts';

/** What the liquidity row of one symbol is computed from at `now`. */
export interface LiquidityInput {
  /**
   * 5m bars, ascending, from at least yesterday 00:00 UTC (the previous day's high and low, and the
   * prior session of today's first session, which started yesterday); bars not closed at `now` are ignored.
   */
  bars5m: readonly Candle[];
  /** Stored daily bars (ascending); yesterday's, when stored, gives today's CPR, else the 5m bars do. */
  daily?: readonly Candle[];
  now: number;
  /**
   * The UTC day analysed (any time in it; `liquidityDay` decides it), default the day of `now` (live).
   * "Today" below is this day, "yesterday" the day before it. Nothing at or after the end of this day,
   * or after `now`, is read: an earlier day is analysed as it stood at its end.
   */
  day?: number;
  /** The session windows of the settings (core `sessionWindowsFromSettings`). */
  windows: readonly SessionWindow[];
  /** The last trade price and its market time, when newer than the last closed 5m bar (the forming bar). */
  last?: { price: number; time: number };
  /** Completed ranges of the earlier occurrences of the sessions (the 20 days before today). */
  history: readonly SessionRange[];
}

const STEP = timeframeMs('5m');

function level(
  bars: readonly Candle[],
  price: number | null,
  side: 'high' | 'low',
  from: number,
): LevelState {
  if (price === null) return { price: null, swept: false, hitAt: null };
  const hitAt = firstBeyond(bars, price, side, from);
  return { price, swept: hitAt !== null, hitAt };
}

/** Today's daily CPR (docs/analytics.md §2, core `cprForPeriod`) from yesterday's stored bar or its 5m bars. */
function dailyCpr(daily: readonly Candle[], closed: readonly Candle[], day: number): CprLevels | null {
  const series = extendWithFiner(daily, closed, '1d', day);
  const period = cprForPeriod(series, '1d', day);
  return period && { top: period.cpr.top, mid: period.cpr.pivot, bottom: period.cpr.bottom };
}

function sessionLabels(
  windows: readonly SessionWindow[],
  closed: readonly Candle[],
  ranges: readonly SessionRange[],
  history: readonly SessionRange[],
): Partial<Record<SessionId, SessionBiasValue>> {
  const out: Partial<Record<SessionId, SessionBiasValue>> = {};
  for (const range of ranges) {
    const priorSpan = previousSessionInstance(windows, range);
    const prior =
      priorSpan &&
      (sessionRange(closed, priorSpan) ??
        history.find((h) => h.session === priorSpan.session && h.start === priorSpan.start) ??
        null);
    out[range.session] = sessionBias(range, prior, averageSessionRange(history, range));
  }
  return out;
}

/**
 * One symbol's session-liquidity row of `day` at `now` (docs/analytics.md §5), from closed 5m bars only (no
 * look-ahead; an earlier `day` stands at its end):
 * - PDH/PDL: the previous UTC day's high/low (its 5m bars); swept by a bar opening any time today;
 * - Asia and London H/L: the range of the session instance starting today (`sessionInstancesOfDay`;
 *   a window wrapping midnight starts this evening), null until a bar of it closed; swept only by a
 *   bar opening at or after the session's end;
 * - `*.hitAt`: the open time of the first 5m bar that traded beyond the level (`firstBeyond`);
 * - `bias`/`biasReason` from the PDH/PDL sweeps and the last price (`liquidityBias`);
 * - `cpr`: today's daily CPR, the CPR module's `cprForPeriod` of yesterday's bar;
 * - `sessionBias`: `sessionBias` of each session of today that has a closed bar, against its prior
 *   session (`previousSessionInstance`) and its 20-day average range (`history`);
 * - `hitEvents`: the swept levels, oldest first, each in the session column of its UTC hour
 *   (`sessionOfUtcHour`; `unknown` in no window).
 * The price is `last` when given, else the close of the last closed bar.
 */
export function analyzeLiquidity(input: LiquidityInput): LiquidityAnalysis {
  const { windows } = input;
  const day = bucketStart('1d', input.day ?? input.now);
  // The analysis stands at the clock, or at the end of an earlier day analysed.
  const now = Math.min(input.now, day + DAY_MS);
  const closed = closedBars(input.bars5m, now);
  const lastBar = closed.at(-1);
  const useLast = input.last !== undefined && input.last.time <= now;
  const price = useLast ? (input.last?.price ?? null) : (lastBar?.close ?? null);
  const asOf = useLast ? (input.last?.time ?? null) : lastBar ? lastBar.openTime + STEP : null;

  const prev = highLow(closed, day - DAY_MS, day);
  const spans = sessionInstancesOfDay(windows, day).filter((s) => s.start < now);
  const ranges = spans.map((s) => sessionRange(closed, s)).filter((r): r is SessionRange => r !== null);
  const rangeOf = (session: SessionId) => ranges.find((r) => r.session === session) ?? null;
  const sessionLevel = (session: SessionId, side: 'high' | 'low') => {
    const r = rangeOf(session);
    return level(closed, r ? r[side] : null, side, r ? r.end : now);
  };
  const levels: Record<LiquidityLevelKey, LevelState> = {
    pdh: level(closed, prev?.high ?? null, 'high', day),
    pdl: level(closed, prev?.low ?? null, 'low', day),
    asiaHigh: sessionLevel('asia', 'high'),
    asiaLow: sessionLevel('asia', 'low'),
    londonHigh: sessionLevel('london', 'high'),
    londonLow: sessionLevel('london', 'low'),
  };
  const cpr = dailyCpr(input.daily ?? [], closed, day);
  const { bias, biasReason } = liquidityBias({ pdh: levels.pdh, pdl: levels.pdl, price, cpr });

  const hitEvents = liquidityLevelKeys
    .flatMap((key): HitEvent[] => {
      const s = levels[key];
      return s.hitAt === null || s.price === null
        ? []
        : [
            {
              level: key,
              price: s.price,
              hitAt: s.hitAt,
              session: sessionOfUtcHour(windows, s.hitAt) ?? 'unknown',
            },
          ];
    })
    .sort((a, b) => a.hitAt - b.hitAt);
  const sessions: Partial<Record<SessionId, SessionRange>> = {};
  for (const r of ranges) sessions[r.session] = r;
  return {
    day,
    asOf,
    price,
    levels,
    bias,
    biasReason,
    cpr,
    sessionBias: sessionLabels(windows, closed, ranges, input.history),
    sessions,
    hitEvents,
  };
}
