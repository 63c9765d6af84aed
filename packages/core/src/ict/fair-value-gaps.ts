import { type CloseSearch, createCloseSearch, firstBarAfter } from '../candles/close-search.ts';
import type { Candle } from '../candles/types.ts';
import type { BreakerZone, Fvg } from './types.ts';

/**
 * Fair value gaps of a bar series (docs/analytics.md §3; the engine passes the last 96 closed 5m bars).
 * Bars (i−1, i, i+1) form a bullish FVG `[high[i−1], low[i+1]]` when `high[i−1] < low[i+1]` and bar
 * i closed up (close > open), a bearish one `[high[i+1], low[i−1]]` when `low[i−1] > high[i+1]` and
 * bar i closed down; it is known at the close of bar i+1. It is mitigated at the first later bar
 * whose close passes its far edge (bullish: close < low; bearish: close > high), `mitigatedAt`
 * being that bar's open time. In order of the middle bar. `search` may be passed when the caller
 * already built one over the same bars (`breakerZones` can share it).
 */
export function findFairValueGaps(bars: readonly Candle[], barMs: number, search?: CloseSearch): Fvg[] {
  const closes = search ?? createCloseSearch(bars);
  const out: Fvg[] = [];
  for (let i = 1; i + 1 < bars.length; i++) {
    const prev = bars[i - 1] as Candle;
    const mid = bars[i] as Candle;
    const next = bars[i + 1] as Candle;
    const knownAt = next.openTime + barMs;
    if (prev.high < next.low && mid.close > mid.open) {
      const hit = barAt(bars, closes.firstCloseBelow(i + 2, prev.high));
      out.push(fvg('bullish', mid.openTime, prev.high, next.low, knownAt, hit));
    } else if (prev.low > next.high && mid.close < mid.open) {
      const hit = barAt(bars, closes.firstCloseAbove(i + 2, prev.low));
      out.push(fvg('bearish', mid.openTime, next.high, prev.low, knownAt, hit));
    }
  }
  return out;
}

function barAt(bars: readonly Candle[], index: number): Candle | undefined {
  return index === -1 ? undefined : bars[index];
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
 * Breaker (inversion) zones (docs/analytics.md §3): a mitigated FVG becomes a zone of the opposite
 * direction with the same bounds from its `mitigatedAt`. Choice where docs/analytics.md is silent: the
 * zone ends (is dropped) at the first bar after the mitigating one whose close passes back through
 * the zone's far edge — a bearish breaker (from a bullish FVG, resistance from below) when a close
 * is above its high, a bullish breaker when a close is below its low. `bars` must be the series the
 * FVGs were found on; the zones still standing at its last bar, in order of `since` then `start`.
 */
export function breakerZones(
  fvgs: readonly Fvg[],
  bars: readonly Candle[],
  search?: CloseSearch,
): BreakerZone[] {
  const closes = search ?? createCloseSearch(bars);
  const out: BreakerZone[] = [];
  for (const gap of fvgs) {
    if (gap.mitigatedAt === null) continue;
    const direction = gap.direction === 'bullish' ? 'bearish' : 'bullish';
    const k = firstBarAfter(bars, gap.mitigatedAt);
    const ended =
      direction === 'bearish' ? closes.firstCloseAbove(k, gap.high) : closes.firstCloseBelow(k, gap.low);
    if (ended !== -1) continue;
    out.push({ direction, start: gap.start, low: gap.low, high: gap.high, since: gap.mitigatedAt });
  }
  return out.sort((a, b) => a.since - b.since || a.start - b.start);
}
