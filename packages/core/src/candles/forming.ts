import { aggregateCandles } from './aggregate.ts';
import { bucketStart } from './timeframe.ts';
import type { Candle, Timeframe } from './types.ts';

/**
 * The current, still-forming `tf` bar at `now`, built from the finer bars that opened inside the
 * bucket containing `now` and before `now` (docs/analytics.md §1: "today's forming daily bar from today's
 * 5m bars"). The newest finer bar may itself be forming; it is taken as given. `undefined` when no
 * finer bar has opened in the bucket yet.
 */
export function formingBar(finer: readonly Candle[], tf: Timeframe, now: number): Candle | undefined {
  const start = bucketStart(tf, now);
  const inBucket = finer.filter((c) => c.openTime >= start && c.openTime < now);
  return aggregateCandles(inBucket, tf)[0];
}

/**
 * A `tf` series extended with bars built from `finer` for every bucket newer than the last `coarse`
 * bar (docs/analytics.md §1: "bars of a coarser timeframe newer than its last stored bar are built from
 * the finer one"). Finer bars opening at or after `now` are ignored; the result may end with a
 * forming bar. Stored coarse bars win over finer data for the buckets they cover.
 */
export function extendWithFiner(
  coarse: readonly Candle[],
  finer: readonly Candle[],
  tf: Timeframe,
  now: number,
): Candle[] {
  const known = coarse.filter((c) => c.openTime < now);
  const last = known.length > 0 ? (known[known.length - 1] as Candle).openTime : Number.NEGATIVE_INFINITY;
  const newer = finer.filter((c) => c.openTime < now && bucketStart(tf, c.openTime) > last);
  return [...known, ...aggregateCandles(newer, tf)];
}
