import type { Candle } from './types.ts';

/** Answers "the first bar at or after index `from` whose close passes a level" in O(log n). */
export interface CloseSearch {
  /** Index of the first bar at or after `from` whose close is strictly above `level`, or −1. */
  firstCloseAbove(from: number, level: number): number;
  /** Index of the first bar at or after `from` whose close is strictly below `level`, or −1. */
  firstCloseBelow(from: number, level: number): number;
}

/** Closes per bucket: the tree's leaves are buckets of this many consecutive bars. */
const BUCKET = 16;

/**
 * A segment tree over buckets of 16 consecutive closes (highest and lowest close per node), built in
 * O(n). A query scans the rest of `from`'s bucket, then climbs past every subtree whose max (or min)
 * cannot pass and walks down to the leftmost bucket that does, and scans that one: O(log n), so
 * scanning F gaps against n bars costs O(n + F log n) instead of O(F · n). Same answers as a linear
 * scan from `from`; a NaN close never passes (docs/performance.md, structures).
 */
export function createCloseSearch(bars: readonly Candle[]): CloseSearch {
  const closes = new Float64Array(bars.length);
  for (let i = 0; i < bars.length; i++) closes[i] = (bars[i] as Candle).close;
  return closeSearchOver(closes);
}

/**
 * `createCloseSearch` for closes already copied out of the bars (`closes[i]` the close of bar i), for
 * a caller that reads every bar anyway. The search keeps `closes`: do not change it afterwards.
 */
export function closeSearchOver(closes: Float64Array): CloseSearch {
  const buckets = Math.ceil(closes.length / BUCKET);
  let size = 1;
  while (size < buckets) size *= 2;
  const max = new Float64Array(2 * size);
  const min = new Float64Array(2 * size);
  setLeaves(closes, size, max, min);
  setInnerNodes(size, max, min);
  return new CloseTree(size, closes, max, min);
}

/**
 * Sets leaf `size + b` to the highest (`max`) and lowest (`min`) close of bucket b, passing over NaN
 * closes; a bucket without a number, and the padding leaves after the last bucket, get −∞ and +∞,
 * so they never pass.
 */
function setLeaves(closes: Float64Array, size: number, max: Float64Array, min: Float64Array): void {
  const n = closes.length;
  max.fill(Number.NEGATIVE_INFINITY, size);
  min.fill(Number.POSITIVE_INFINITY, size);
  let leaf = size;
  for (let i = 0; i < n; leaf++) {
    const end = Math.min(n, i + BUCKET);
    let highest = Number.NEGATIVE_INFINITY;
    let lowest = Number.POSITIVE_INFINITY;
    for (; i < end; i++) {
      const close = closes[i] as number;
      if (close > highest) highest = close;
      if (close < lowest) lowest = close;
    }
    max[leaf] = highest;
    min[leaf] = lowest;
  }
}

/** Each inner node `i` (1 … size − 1) gets the max and min of its children `2i` and `2i + 1`. */
function setInnerNodes(size: number, max: Float64Array, min: Float64Array): void {
  for (let i = size - 1; i >= 1; i--) {
    max[i] = Math.max(max[2 * i] as number, max[2 * i + 1] as number);
    min[i] = Math.min(min[2 * i] as number, min[2 * i + 1] as number);
  }
}

/**
 * The tree's queries, two copies with the comparison written out (a shared predicate callback costs
 * a third of the time). Methods of one class, not closures made per tree, so a caller's optimised
 * code keeps calling the same functions from one tree to the next.
 */
class CloseTree implements CloseSearch {
  private readonly size: number;
  private readonly closes: Float64Array;
  private readonly max: Float64Array;
  private readonly min: Float64Array;

  constructor(size: number, closes: Float64Array, max: Float64Array, min: Float64Array) {
    this.size = size;
    this.closes = closes;
    this.max = max;
    this.min = min;
  }

  firstCloseAbove(from: number, level: number): number {
    const { closes, max, size } = this;
    const start = Math.max(0, from);
    if (start >= closes.length) return -1;
    // The rest of `from`'s bucket, then the first later bucket holding a passing close.
    const bucketEnd = Math.min(closes.length, ((start / BUCKET) | 0) * BUCKET + BUCKET);
    for (let k = start; k < bucketEnd; k++) if ((closes[k] as number) > level) return k;
    if (bucketEnd === closes.length) return -1;
    let i = size + bucketEnd / BUCKET;
    for (;;) {
      if ((max[i] as number) > level) {
        while (i < size) {
          i *= 2;
          if (!((max[i] as number) > level)) i++;
        }
        const end = Math.min(closes.length, (i - size + 1) * BUCKET);
        for (let k = (i - size) * BUCKET; k < end; k++) if ((closes[k] as number) > level) return k;
        return -1; // unreachable: the bucket's max passes
      }
      while (i & 1) i >>= 1;
      if (i === 0) return -1;
      i++;
    }
  }

  firstCloseBelow(from: number, level: number): number {
    const { closes, min, size } = this;
    const start = Math.max(0, from);
    if (start >= closes.length) return -1;
    const bucketEnd = Math.min(closes.length, ((start / BUCKET) | 0) * BUCKET + BUCKET);
    for (let k = start; k < bucketEnd; k++) if ((closes[k] as number) < level) return k;
    if (bucketEnd === closes.length) return -1;
    let i = size + bucketEnd / BUCKET;
    for (;;) {
      if ((min[i] as number) < level) {
        while (i < size) {
          i *= 2;
          if (!((min[i] as number) < level)) i++;
        }
        const end = Math.min(closes.length, (i - size + 1) * BUCKET);
        for (let k = (i - size) * BUCKET; k < end; k++) if ((closes[k] as number) < level) return k;
        return -1; // unreachable: the bucket's min passes
      }
      while (i & 1) i >>= 1;
      if (i === 0) return -1;
      i++;
    }
  }
}
