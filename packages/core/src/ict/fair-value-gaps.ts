import { firstBarAfter } from '../candles/bar-search.ts';
import { type CloseSearch, closeSearchOver } from '../candles/close-search.ts';
import type { Candle } from '../candles/types.ts';
import type { BreakerZone, Fvg } from './types.ts';

/**
 * Fair value gaps of a bar series (docs/analytics.md §3; the engine passes the last 96 closed 5m bars).
 * Bars (i−1, i, i+1) form a bullish FVG `[high[i−1], low[i+1]]` when `high[i−1] < low[i+1]` and bar
 * i closed up (close > open), a bearish one `[high[i+1], low[i−1]]` when `low[i−1] > high[i+1]` and
 * bar i closed down; it is known at the close of bar i+1. It is mitigated at the first later bar
 * whose close passes its far edge (bullish: close < low; bearish: close > high), `mitigatedAt`
 * being that bar's open time. In order of the middle bar.
 */
export function findFairValueGaps(bars: readonly Candle[], barMs: number): Fvg[] {
  if (bars.length < 3) return [];
  const closes = new Float64Array(bars.length);
  const middles = gapMiddles(bars, closes);
  return gapsAt(bars, barMs, middles, closeSearchOver(closes)).reverse();
}

/**
 * The FVGs whose middle bars `gapMiddles` found, each with its mitigation looked up in `tree`, newest
 * first. Built from the newest back because the newest gaps are the ones still open: the result
 * objects meet both kinds of `mitigatedAt` (a time, null) at the start of the loop rather than
 * midway, where V8 would drop the loop's optimised code.
 */
function gapsAt(
  bars: readonly Candle[],
  barMs: number,
  middles: readonly number[],
  tree: CloseSearch,
): Fvg[] {
  const out: Fvg[] = [];
  for (let m = middles.length - 1; m >= 0; m--) {
    const g = middles[m] as number;
    const i = Math.abs(g);
    const prev = bars[i - 1] as Candle;
    const mid = bars[i] as Candle;
    const next = bars[i + 1] as Candle;
    const knownAt = next.openTime + barMs;
    if (g > 0) {
      const hit = barAt(bars, tree.firstCloseBelow(i + 2, prev.high));
      out.push(fvg('bullish', mid.openTime, prev.high, next.low, knownAt, hit));
    } else {
      const hit = barAt(bars, tree.firstCloseAbove(i + 2, prev.low));
      out.push(fvg('bearish', mid.openTime, next.high, prev.low, knownAt, hit));
    }
  }
  return out;
}

/**
 * The middle bars of the FVGs (see `findFairValueGaps`) in order: i for a bullish gap, −i for a
 * bearish one (i ≥ 1). Copies every close to `closes` on the way, so the bars are read in one pass.
 */
function gapMiddles(bars: readonly Candle[], closes: Float64Array): number[] {
  const middles: number[] = [];
  let prev = bars[0] as Candle;
  let mid = bars[1] as Candle;
  closes[0] = prev.close;
  closes[1] = mid.close;
  for (let i = 1; i + 1 < bars.length; i++) {
    const next = bars[i + 1] as Candle;
    closes[i + 1] = next.close;
    if (prev.high < next.low && mid.close > mid.open) middles.push(i);
    else if (prev.low > next.high && mid.close < mid.open) middles.push(-i);
    prev = mid;
    mid = next;
  }
  return middles;
}

/** The bar at `index`, or undefined for −1 (no bar: a search that found nothing). */
function barAt(bars: readonly Candle[], index: number): Candle | undefined {
  return index === -1 ? undefined : bars[index];
}

/** One FVG record: mitigated at the open of `hit`, or open without one. */
function fvg(
  direction: Fvg['direction'],
  start: number,
  low: number,
  high: number,
  knownAt: number,
  hit: Candle | undefined,
): Fvg {
  return {
    direction,
    start,
    low,
    high,
    knownAt,
    state: hit ? 'mitigated' : 'open',
    mitigatedAt: hit ? hit.openTime : null,
  };
}

/**
 * Breaker (inversion) zones (docs/analytics.md §3): a mitigated FVG becomes a zone of the opposite
 * direction with the same bounds from its `mitigatedAt`. Choice where docs/analytics.md is silent: the
 * zone ends (is dropped) at the first bar after the mitigating one whose close passes back through
 * the zone's far edge — a bearish breaker (from a bullish FVG, resistance from below) when a close
 * is above its high, a bullish breaker when a close is below its low. `bars` must be the series the
 * FVGs were found on; the zones still standing at its last bar, in order of `since` then `start`.
 * Only whether such a close exists matters, so each zone is one look-up in the highest and lowest
 * close from each bar on (docs/performance.md, structures).
 */
export function breakerZones(fvgs: readonly Fvg[], bars: readonly Candle[]): BreakerZone[] {
  const standing = new Int32Array(fvgs.length);
  const count = setStandingBreakers(fvgs, bars, standing);
  const out: BreakerZone[] = [];
  for (let s = 0; s < count; s++) {
    const gap = fvgs[standing[s] as number] as Fvg;
    out.push({
      direction: gap.direction === 'bullish' ? 'bearish' : 'bullish',
      start: gap.start,
      low: gap.low,
      high: gap.high,
      since: gap.mitigatedAt as number,
    });
  }
  return out.sort((a, b) => a.since - b.since || a.start - b.start);
}

/**
 * Writes to the front of `standing` the indices in `fvgs` of the mitigated gaps whose breaker still
 * stands at the last bar (no close after the mitigating bar above the gap's high for a bullish gap,
 * so a bearish breaker; below its low for a bearish one), ascending, and returns their count. Every
 * gap writes its index and only a standing one advances the count, so the loop has no branch taken
 * only for the few (mostly recent) standing gaps.
 */
function setStandingBreakers(fvgs: readonly Fvg[], bars: readonly Candle[], standing: Int32Array): number {
  const n = bars.length;
  const highest = new Float64Array(n + 1);
  const lowest = new Float64Array(n + 1);
  setCloseExtremesFrom(bars, highest, lowest);
  const first = n > 0 ? (bars[0] as Candle).openTime : 0;
  const spacing = n > 1 ? ((bars[n - 1] as Candle).openTime - first) / (n - 1) : 0;
  let count = 0;
  for (let j = 0; j < fvgs.length; j++) {
    const gap = fvgs[j] as Fvg;
    let stands = false;
    if (gap.mitigatedAt !== null) {
      const k = barIndexAfter(bars, gap.mitigatedAt, first, spacing);
      const ended =
        gap.direction === 'bullish' ? (highest[k] as number) > gap.high : (lowest[k] as number) < gap.low;
      stands = !ended;
    }
    standing[count] = j;
    count += stands ? 1 : 0;
  }
  return count;
}

/**
 * Fills `highest[k]` and `lowest[k]` with the highest and lowest close of the bars from index k to
 * the end, for k = 0 … n (−∞ and +∞ at n, where there is no bar). One backward pass; a NaN close is
 * passed over, as a linear scan comparing closes would.
 */
function setCloseExtremesFrom(bars: readonly Candle[], highest: Float64Array, lowest: Float64Array): void {
  let hi = Number.NEGATIVE_INFINITY;
  let lo = Number.POSITIVE_INFINITY;
  highest[bars.length] = hi;
  lowest[bars.length] = lo;
  for (let k = bars.length - 1; k >= 0; k--) {
    const close = (bars[k] as Candle).close;
    if (close > hi) hi = close;
    if (close < lo) lo = close;
    highest[k] = hi;
    lowest[k] = lo;
  }
}

/**
 * `firstBarAfter(bars, time)`, first guessing the index from the series' first open time and mean
 * bar spacing (right for a series without holes) and keeping the guess when its bar and the next
 * confirm it; otherwise the binary search.
 */
function barIndexAfter(bars: readonly Candle[], time: number, first: number, spacing: number): number {
  const g = spacing > 0 ? Math.floor((time - first) / spacing) : -1;
  if (g >= 0 && g < bars.length && (bars[g] as Candle).openTime <= time) {
    if (g + 1 === bars.length || (bars[g + 1] as Candle).openTime > time) return g + 1;
  }
  return firstBarAfter(bars, time);
}
