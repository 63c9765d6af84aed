/**
 * The one binary search over ascending values (docs/architecture.md: the candle search lives in core):
 * the index of the first value `≥ t` (`side` 'left') or `> t` (`side` 'right'), or `length` when none.
 * `at(i)` reads the i-th value, so bars are searched by open time without copying them. Logarithmic
 * in `length`.
 */
function search(length: number, at: (i: number) => number, t: number, side: 'left' | 'right'): number {
  let lo = 0;
  let hi = length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const v = at(mid);
    if (v < t || (side === 'right' && v === t)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Over ascending numbers (chart times, open times): the index of the first value `≥ t` ('left', the
 * default) or `> t` ('right'), or `values.length` when none; NumPy's `searchsorted`.
 */
export function searchSorted(values: readonly number[], t: number, side: 'left' | 'right' = 'left'): number {
  return search(values.length, (i) => values[i] as number, t, side);
}

/**
 * Over a series of bars sorted by open time (candles, volume bars): the index of the first bar with
 * `openTime ≥ t`, or the series' length when none.
 */
export function firstIndexAtOrAfter(bars: readonly { openTime: number }[], t: number): number {
  return search(bars.length, (i) => (bars[i] as { openTime: number }).openTime, t, 'left');
}

/** Index of the first bar whose open time is after `time` (bars sorted by open time), or `bars.length`. */
export function firstBarAfter(bars: readonly { openTime: number }[], time: number): number {
  return search(bars.length, (i) => (bars[i] as { openTime: number }).openTime, time, 'right');
}
