import { aggregateCandles } from './aggregate.ts';
import { nextBucketStart } from './timeframe.ts';
import type { Candle, Timeframe } from './types.ts';

/** Close time of the `tf` bar opening at `openTime` (the next bucket's open time). */
export function periodCloseTime(tf: Timeframe, openTime: number): number {
  return nextBucketStart(tf, openTime);
}

/**
 * Whether the `tf` period opening at `openTime` is complete at `now`: docs/analytics.md §1 "a period is
 * complete once its close time has passed"; a close time equal to `now` counts as passed (the bar
 * closing at 00:00 is complete at 00:00).
 */
export function isComplete(tf: Timeframe, openTime: number, now: number): boolean {
  return periodCloseTime(tf, openTime) <= now;
}

/** The bars of `candles` (aggregated to `tf`) that are complete at `now`, in time order. */
export function completeCandles(candles: readonly Candle[], tf: Timeframe, now: number): Candle[] {
  return aggregateCandles(candles, tf).filter((c) => isComplete(tf, c.openTime, now));
}

/**
 * The last `tf` period that is complete at `now`, aggregated from `candles` (any timeframe that
 * divides `tf`, e.g. daily bars for `1w`/`1M`), or `undefined` when there is none. Source bars newer
 * than `now` are ignored, so passing the full history gives no look-ahead. Only the period's own
 * bars are used; callers that need full coverage check it (see `cpr/period-cpr.ts`).
 */
export function lastCompletePeriod(
  candles: readonly Candle[],
  tf: Timeframe,
  now: number,
): Candle | undefined {
  const bars = aggregateCandles(candles, tf);
  for (let i = bars.length - 1; i >= 0; i--) {
    const bar = bars[i] as Candle;
    if (isComplete(tf, bar.openTime, now)) return bar;
  }
  return undefined;
}
