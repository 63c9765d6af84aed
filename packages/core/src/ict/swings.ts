import type { Candle } from '../candles/types.ts';
import type { Swing } from './types.ts';

// Swing highs and lows are found by two mirrored scans, written out per side: one scan serving both
// would mix the two sides' type feedback in one optimised loop.

/**
 * True when bar i is a swing high by the definition itself: no bar within n of it on either side has
 * a high ≥ `high[i]`.
 */
function isSwingHigh(bars: readonly Candle[], i: number, n: number): boolean {
  const v = (bars[i] as Candle).high;
  for (let k = i - n; k <= i + n; k++) {
    if (k !== i && (bars[k] as Candle).high >= v) return false;
  }
  return true;
}

/** True when bar i is a swing low by the definition itself: no bar within n of it has a low ≤ `low[i]`. */
function isSwingLow(bars: readonly Candle[], i: number, n: number): boolean {
  const v = (bars[i] as Candle).low;
  for (let k = i - n; k <= i + n; k++) {
    if (k !== i && (bars[k] as Candle).low <= v) return false;
  }
  return true;
}

/**
 * Indices of the swing highs, ascending: the i in [n, length − n) where `isSwingHigh` holds. One
 * left-to-right pass that skips bars which cannot qualify: with d the first offset 1 … n to the right
 * whose high is not strictly below `high[i]`, bars i+1 … i+d−1 are strictly below bar i, which lies
 * within n of each of them, so none is a swing high and the scan goes on at i+d; with no such d, bars
 * i+1 … i+n are skipped likewise and bar i is a swing high unless a bar on its left has a high ≥ it.
 * About one comparison per bar instead of up to 2n.
 */
function swingHighIndices(bars: readonly Candle[], n: number): number[] {
  const found: number[] = [];
  let i = n;
  while (i + n < bars.length) {
    const v = (bars[i] as Candle).high;
    let d = 1;
    while (d <= n && (bars[i + d] as Candle).high < v) d++;
    if (d > n) {
      let k = i - n;
      while (k < i && !((bars[k] as Candle).high >= v)) k++;
      if (k === i) found.push(i);
      i += n + 1;
    } else {
      // Bar i+d reaches bar i's high, so bar i is no swing, unless a NaN made the comparison false
      // both ways; then the definition decides.
      if (!((bars[i + d] as Candle).high >= v) && isSwingHigh(bars, i, n)) found.push(i);
      i += d;
    }
  }
  return found;
}

/** Indices of the swing lows, ascending: `swingHighIndices` mirrored (lows, strictly above). */
function swingLowIndices(bars: readonly Candle[], n: number): number[] {
  const found: number[] = [];
  let i = n;
  while (i + n < bars.length) {
    const v = (bars[i] as Candle).low;
    let d = 1;
    while (d <= n && (bars[i + d] as Candle).low > v) d++;
    if (d > n) {
      let k = i - n;
      while (k < i && !((bars[k] as Candle).low <= v)) k++;
      if (k === i) found.push(i);
      i += n + 1;
    } else {
      if (!((bars[i + d] as Candle).low <= v) && isSwingLow(bars, i, n)) found.push(i);
      i += d;
    }
  }
  return found;
}

/**
 * Swing points (docs/analytics.md §3): a swing high at bar i when `high[i]` is strictly the highest of
 * bars i−n … i+n (a swing low likewise with the lows), counted by position in the series (a gap in
 * the data is not filled). A swing is confirmed at the close of bar i+n (`confirmedAt`), so bars
 * within n of either end of the series never qualify. Result in time order; a bar that is both
 * (an outside bar) gives the high first.
 */
export function findSwings(bars: readonly Candle[], n: number, barMs: number): Swing[] {
  const highs = swingHighIndices(bars, n);
  const lows = swingLowIndices(bars, n);
  const out: Swing[] = [];
  const none = bars.length; // past every index, for a list that is used up
  const total = highs.length + lows.length;
  let h = 0;
  let l = 0;
  while (h + l < total) {
    const hi = h < highs.length ? (highs[h] as number) : none;
    const lo = l < lows.length ? (lows[l] as number) : none;
    const i = Math.min(hi, lo);
    const bar = bars[i] as Candle;
    const confirmedAt = (bars[i + n] as Candle).openTime + barMs;
    if (hi === i) {
      out.push({ kind: 'high', time: bar.openTime, price: bar.high, confirmedAt });
      h++;
    }
    if (lo === i) {
      out.push({ kind: 'low', time: bar.openTime, price: bar.low, confirmedAt });
      l++;
    }
  }
  return out;
}
