import { extendWithFiner } from '../candles/forming.ts';
import { bucketStart, nextBucketStart } from '../candles/timeframe.ts';
import type { Candle } from '../candles/types.ts';
import { cprForPeriod } from '../cpr/period-cpr.ts';
import { type CprTimeframe, cprTimeframes } from '../cpr/types.ts';
import { closedBars } from '../liquidity/ranges.ts';
import type { CprPeriodName, PeriodCprOverlay } from './types.ts';

export const cprPeriodNames: Record<CprTimeframe, CprPeriodName> = {
  '1d': 'daily',
  '1w': 'weekly',
  '1M': 'monthly',
};

/**
 * The daily series the CPRs are read from at `now`: the daily bars closed at `now`, then the days
 * after the last of them (today's forming day included) built from the 5m bars closed at `now`
 * (docs/analytics.md §1). Nothing that had not traded by `now` is read: no look-ahead.
 */
export function dailySeriesAt(daily: readonly Candle[], bars5m: readonly Candle[], now: number): Candle[] {
  const closedDaily = daily.filter((c) => nextBucketStart('1d', c.openTime) <= now);
  return extendWithFiner(closedDaily, closedBars(bars5m, now), '1d', now);
}

/** The CPR overlay of the `tf` period opening at `start`, or null when the period before it is not covered. */
export function periodCprOverlay(
  days: readonly Candle[],
  tf: CprTimeframe,
  start: number,
): PeriodCprOverlay | null {
  const found = cprForPeriod(days, tf, start);
  if (found === null) return null;
  const { top, pivot, bottom, widthPct } = found.cpr;
  return {
    period: cprPeriodNames[tf],
    timeframe: tf,
    start,
    end: nextBucketStart(tf, start),
    top,
    pivot,
    bottom,
    widthPct,
  };
}

/**
 * The daily, weekly and monthly CPRs (docs/analytics.md §2, core `cprForPeriod`: from the H, L, C of the
 * complete period before) in force during each period that overlaps the window `[from, to)` and has
 * begun by `now`, from `days` (see `dailySeriesAt`). A period whose previous period is not wholly
 * covered by the history has no CPR and is left out. Ordered by timeframe (daily, weekly, monthly),
 * then by start.
 */
export function cprsInWindow(
  days: readonly Candle[],
  from: number,
  to: number,
  now: number,
): PeriodCprOverlay[] {
  const out: PeriodCprOverlay[] = [];
  const until = Math.min(to, now + 1);
  for (const tf of cprTimeframes) {
    for (let start = bucketStart(tf, from); start < until; start = nextBucketStart(tf, start)) {
      const cpr = periodCprOverlay(days, tf, start);
      if (cpr !== null) out.push(cpr);
    }
  }
  return out;
}
