import type { Timeframe } from './types.ts';

/** Durations in milliseconds. */
export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
export const WEEK_MS = 7 * DAY_MS;

/** Fixed durations of the timeframes that have one; `1M` (calendar month) is variable. */
const fixedMs: Partial<Record<Timeframe, number>> = {
  '5m': 5 * MINUTE_MS,
  '1h': HOUR_MS,
  '4h': 4 * HOUR_MS,
  '1d': DAY_MS,
  '1w': WEEK_MS,
};

/** 1970-01-05 00:00 UTC, the first Monday after the epoch: weeks start Monday 00:00 UTC. */
const FIRST_MONDAY_MS = 4 * DAY_MS;

/**
 * Nominal duration of a timeframe in ms. For `1M` it returns 30 days, which is only an order of
 * magnitude; use `nextBucketStart` for exact month boundaries.
 */
export function timeframeMs(tf: Timeframe): number {
  return fixedMs[tf] ?? 30 * DAY_MS;
}

function floorTo(t: number, size: number, origin = 0): number {
  return Math.floor((t - origin) / size) * size + origin;
}

/**
 * Open time (epoch ms, UTC) of the bucket of timeframe `tf` that contains instant `t`.
 * Exchange conventions: 5m/1h/4h/1d buckets are aligned on the UTC epoch (4h buckets start at
 * 00:00, 04:00, … UTC), weeks start Monday 00:00 UTC (docs/analytics.md §1) and `1M` is the calendar month.
 */
export function bucketStart(tf: Timeframe, t: number): number {
  if (tf === '1M') {
    const d = new Date(t);
    return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
  }
  if (tf === '1w') return floorTo(t, WEEK_MS, FIRST_MONDAY_MS);
  return floorTo(t, timeframeMs(tf));
}

/**
 * Open time of the bucket after the one containing `t`; this is also the close time of the
 * bucket containing `t` (a bar covers [openTime, nextBucketStart)).
 */
export function nextBucketStart(tf: Timeframe, t: number): number {
  if (tf === '1M') {
    const d = new Date(t);
    return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
  }
  return bucketStart(tf, t) + timeframeMs(tf);
}

/** Open time of the bucket before the one containing `t`. */
export function previousBucketStart(tf: Timeframe, t: number): number {
  return bucketStart(tf, bucketStart(tf, t) - 1);
}
