import type { Candle } from '../candles/types.ts';
import type { BreakerZone, Fvg } from './types.ts';

function firstCloseBeyond(bars: readonly Candle[], from: number, below: number | null, above: number | null) {
  for (let k = from; k < bars.length; k++) {
    const close = (bars[k] as Candle).close;
    if ((below !== null && close < below) || (above !== null && close > above)) return bars[k] as Candle;
  }
  return undefined;
}

/**
 * Fair value gaps of a bar series (ANALYTICS.md §3; the engine passes the last 96 closed 5m bars).
 * Bars (i−1, i, i+1) form a bullish FVG `[high[i−1], low[i+1]]` when `high[i−1] < low[i+1]` and bar
 * i closed up (close > open), a bearish one `[high[i+1], low[i−1]]` when `low[i−1] > high[i+1]` and
 * bar i closed down; it is known at the close of bar i+1. It is mitigated at the first later bar
 * whose close passes its far edge (bullish: close < low; bearish: close > high), `mitigatedAt`
 * being that bar's open time. In order of the middle bar.
 */
export function findFairValueGaps(bars: readonly Candle[], barMs: number): Fvg[] {
  const out: Fvg[] = [];
  for (let i = 1; i + 1 < bars.length; i++) {
    const prev = bars[i - 1] as Candle;
    const mid = bars[i] as Candle;
    const next = bars[i + 1] as Candle;
    const knownAt = next.openTime + barMs;
    if (prev.high < next.low && mid.close > mid.open) {
      const hit = firstCloseBeyond(bars, i + 2, prev.high, null);
      out.push(fvg('bullish', mid.openTime, prev.high, next.low, knownAt, hit));
    } else if (prev.low > next.high && mid.close < mid.open) {
      const hit = firstCloseBeyond(bars, i + 2, null, prev.low);
      out.push(fvg('bearish', mid.openTime, next.high, prev.low, knownAt, hit));
    }
  }
  return out;
}

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
 * Breaker (inversion) zones (ANALYTICS.md §3): a mitigated FVG becomes a zone of the opposite
 * direction with the same bounds from its `mitigatedAt`. Choice where ANALYTICS.md is silent: the
 * zone ends (is dropped) at the first bar after the mitigating one whose close passes back through
 * the zone's far edge — a bearish breaker (from a bullish FVG, resistance from below) when a close
 * is above its high, a bullish breaker when a close is below its low. `bars` must be the series the
 * FVGs were found on; the zones still standing at its last bar, in order of `since` then `start`.
 */
export function breakerZones(fvgs: readonly Fvg[], bars: readonly Candle[]): BreakerZone[] {
  const out: BreakerZone[] = [];
  for (const gap of fvgs) {
    if (gap.mitigatedAt === null) continue;
    const direction = gap.direction === 'bullish' ? 'bearish' : 'bullish';
    let k = 0;
    while (k < bars.length && (bars[k] as Candle).openTime <= gap.mitigatedAt) k++;
    const ended =
      direction === 'bearish'
        ? firstCloseBeyond(bars, k, null, gap.high)
        : firstCloseBeyond(bars, k, gap.low, null);
    if (ended) continue;
    out.push({ direction, start: gap.start, low: gap.low, high: gap.high, since: gap.mitigatedAt });
  }
  return out.sort((a, b) => a.since - b.since || a.start - b.start);
}
