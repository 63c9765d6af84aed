/**
 * The one binary search over a series of bars sorted by open time (candles, volume bars; open times
 * are whole epoch milliseconds): the index of the first bar with `openTime ≥ t`, or the series'
 * length when none. Logarithmic in the series' length.
 */
export function firstIndexAtOrAfter(bars: readonly { openTime: number }[], t: number): number {
  let lo = 0;
  let hi = bars.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((bars[mid] as { openTime: number }).openTime < t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Index of the first bar whose open time is after `time` (bars sorted by open time), or `bars.length`. */
export function firstBarAfter(bars: readonly { openTime: number }[], time: number): number {
  // Open times are whole milliseconds: after `time` is at or after the next whole millisecond.
  return firstIndexAtOrAfter(bars, Math.floor(time) + 1);
}
