import { aggregateCandles } from '../candles/aggregate.ts';
import { firstIndexAtOrAfter } from '../candles/bar-search.ts';
import { bucketStart, timeframeMs } from '../candles/timeframe.ts';
import type { Candle } from '../candles/types.ts';

/**
 * The closed 5m bars the engine reads at `now` (docs/analytics.md §1: a bar is closed once
 * `openTime + 5m ≤ now`; later bars are ignored, so there is no look-ahead): at least the last
 * `minCount` closed bars and every closed bar opening at or after `since`. A binary search, so
 * the cost does not grow with the length of the history passed in.
 */
export function closed5mTail(
  bars5m: readonly Candle[],
  now: number,
  minCount: number,
  since: number,
): Candle[] {
  const end = firstIndexAtOrAfter(bars5m, now - timeframeMs('5m') + 1);
  const start = Math.min(Math.max(0, end - minCount), firstIndexAtOrAfter(bars5m, since));
  return bars5m.slice(Math.min(start, end), end);
}

/**
 * The last `count` 4h bars closed at `now`, aggregated from the closed 1h bars: a 4h bar counts
 * only when all its time is closed (`openTime + 4h ≤ now`); a 4h bucket missing some 1h bars still
 * aggregates those that exist (exchange gaps). Reads the 1h series backwards from `now`.
 */
export function closed4hBars(bars1h: readonly Candle[], now: number, count: number): Candle[] {
  const span = timeframeMs('4h');
  const lastBucketEnd = bucketStart('4h', now);
  const end = firstIndexAtOrAfter(bars1h, lastBucketEnd);
  let start = end;
  let buckets = 0;
  let current = Number.NaN;
  while (start > 0) {
    const b = bucketStart('4h', (bars1h[start - 1] as Candle).openTime);
    if (b !== current) {
      if (buckets === count) break;
      buckets += 1;
      current = b;
    }
    start -= 1;
  }
  const bars = aggregateCandles(bars1h.slice(start, end), '4h');
  return bars.filter((c) => c.openTime + span <= now);
}
