import type { Candle } from '../../src/candles/types.ts';
import type { BreakerZone, Fvg } from '../../src/ict/types.ts';

// Test reference: the first definitions of FVGs and breaker zones, written as plain linear scans
// (O(F · n)). The shipped ones answer the same questions through a segment tree; the tests compare
// the two on random and simulated bars.

function firstCloseBeyond(bars: readonly Candle[], from: number, below: number | null, above: number | null) {
  for (let k = from; k < bars.length; k++) {
    const close = (bars[k] as Candle).close;
    if ((below !== null && close < below) || (above !== null && close > above)) return bars[k] as Candle;
  }
  return undefined;
}

export function referenceFairValueGaps(bars: readonly Candle[], barMs: number): Fvg[] {
  const out: Fvg[] = [];
  for (let i = 1; i + 1 < bars.length; i++) {
    const prev = bars[i - 1] as Candle;
    const mid = bars[i] as Candle;
    const next = bars[i + 1] as Candle;
    const knownAt = next.openTime + barMs;
    const make = (direction: Fvg['direction'], low: number, high: number, hit: Candle | undefined): Fvg => ({
      direction,
      start: mid.openTime,
      low,
      high,
      knownAt,
      state: hit ? 'mitigated' : 'open',
      mitigatedAt: hit ? hit.openTime : null,
    });
    if (prev.high < next.low && mid.close > mid.open) {
      out.push(make('bullish', prev.high, next.low, firstCloseBeyond(bars, i + 2, prev.high, null)));
    } else if (prev.low > next.high && mid.close < mid.open) {
      out.push(make('bearish', next.high, prev.low, firstCloseBeyond(bars, i + 2, null, prev.low)));
    }
  }
  return out;
}

export function referenceBreakerZones(fvgs: readonly Fvg[], bars: readonly Candle[]): BreakerZone[] {
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
