import type { Candle } from './types.ts';

/** Answers "the first bar at or after index `from` whose close passes a level" in O(log n). */
export interface CloseSearch {
  /** Index of the first bar at or after `from` whose close is strictly above `level`, or −1. */
  firstCloseAbove(from: number, level: number): number;
  /** Index of the first bar at or after `from` whose close is strictly below `level`, or −1. */
  firstCloseBelow(from: number, level: number): number;
}

/**
 * A segment tree of the bars' closes (max and min per node), built in O(n). Each query climbs from
 * `from` past every subtree whose max (or min) cannot pass, then walks down to the leftmost leaf that
 * does: O(log n),
 * so scanning F gaps against n bars costs O((n + F) log n) instead of O(F · n). Same answers as a
 * linear scan from `from` (docs/performance.md, structures).
 */
export function createCloseSearch(bars: readonly Candle[]): CloseSearch {
  const n = bars.length;
  let size = 1;
  while (size < n) size *= 2;
  const max = new Float64Array(2 * size).fill(Number.NEGATIVE_INFINITY);
  const min = new Float64Array(2 * size).fill(Number.POSITIVE_INFINITY);
  for (let i = 0; i < n; i++) {
    const close = (bars[i] as Candle).close;
    max[size + i] = close;
    min[size + i] = close;
  }
  for (let i = size - 1; i >= 1; i--) {
    max[i] = Math.max(max[2 * i] as number, max[2 * i + 1] as number);
    min[i] = Math.min(min[2 * i] as number, min[2 * i + 1] as number);
  }

  // From leaf `from`, climb to the next subtree to the right until one holds a passing close, then
  // walk down to its leftmost passing leaf. Padding leaves (±∞) never pass. Two copies with the
  // comparison written out: a shared predicate callback costs a third of the time.
  function firstAbove(from: number, level: number): number {
    if (from >= n) return -1;
    let i = Math.max(0, from) + size;
    for (;;) {
      if ((max[i] as number) > level) {
        while (i < size) {
          i *= 2;
          if (!((max[i] as number) > level)) i++;
        }
        return i - size;
      }
      while (i & 1) i >>= 1;
      if (i === 0) return -1;
      i++;
    }
  }

  function firstBelow(from: number, level: number): number {
    if (from >= n) return -1;
    let i = Math.max(0, from) + size;
    for (;;) {
      if ((min[i] as number) < level) {
        while (i < size) {
          i *= 2;
          if (!((min[i] as number) < level)) i++;
        }
        return i - size;
      }
      while (i & 1) i >>= 1;
      if (i === 0) return -1;
      i++;
    }
  }

  return { firstCloseAbove: firstAbove, firstCloseBelow: firstBelow };
}

/** Index of the first bar whose open time is after `time` (bars sorted by open time), or `bars.length`. */
export function firstBarAfter(bars: readonly Candle[], time: number): number {
  let lo = 0;
  let hi = bars.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((bars[mid] as Candle).openTime <= time) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
