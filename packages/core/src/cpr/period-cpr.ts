import { bucketStart, nextBucketStart, previousBucketStart } from '../candles/timeframe.ts';
import type { Candle } from '../candles/types.ts';
import { computeCpr } from './levels.ts';
import type { Cpr, CprTimeframe } from './types.ts';

/** A CPR with the period (open time and H/L/C bar) it was computed from. */
export interface PeriodCpr {
  /** Open time of the complete period whose H, L, C built the CPR. */
  periodOpenTime: number;
  bar: Candle;
  cpr: Cpr;
}

/**
 * The `tf` bar opening at `start`, aggregated from daily bars, or null when the history does not
 * cover the whole period (no bar in it, or the first daily bar opens after `start`: a symbol listed
 * mid-month has no CPR from that month). Daily bars must be sorted by open time.
 */
function periodBar(daily: readonly Candle[], tf: CprTimeframe, start: number): Candle | null {
  const first = daily[0];
  if (first === undefined || first.openTime > start) return null;
  const end = nextBucketStart(tf, start);
  let bar: Candle | null = null;
  for (const c of daily) {
    if (c.openTime < start) continue;
    if (c.openTime >= end) break;
    if (bar === null) bar = { ...c, openTime: start };
    else {
      bar.high = Math.max(bar.high, c.high);
      bar.low = Math.min(bar.low, c.low);
      bar.close = c.close;
      bar.volume += c.volume;
    }
  }
  return bar;
}

/**
 * The CPR of timeframe `tf` in force during the period that opens at `currentStart`: computed from
 * the H, L, C of the period immediately before it (docs/analytics.md §2, "the last complete period").
 * When that period is missing or not fully covered the CPR is null rather than taken from an older
 * period, because a stale CPR would mislabel today.
 */
export function cprForPeriod(
  daily: readonly Candle[],
  tf: CprTimeframe,
  currentStart: number,
): PeriodCpr | null {
  const prevStart = previousBucketStart(tf, currentStart);
  const bar = periodBar(daily, tf, prevStart);
  return bar === null ? null : { periodOpenTime: prevStart, bar, cpr: computeCpr(bar) };
}

/**
 * The CPR in force at `now` for `tf` (from the last complete period) and the one in force during the
 * previous period (for `is_inside_*`). Only daily bars that closed by `now` are read, so passing
 * future bars gives no look-ahead.
 */
export function cprsAt(
  daily: readonly Candle[],
  tf: CprTimeframe,
  now: number,
): { current: PeriodCpr | null; previous: PeriodCpr | null } {
  const closed = daily.filter((c) => nextBucketStart('1d', c.openTime) <= now);
  const start = bucketStart(tf, now);
  return {
    current: cprForPeriod(closed, tf, start),
    previous: cprForPeriod(closed, tf, previousBucketStart(tf, start)),
  };
}
