import type { BreakerZone, Fvg, FvgType, HtfBias, IctZone } from './types.ts';

/** Distance (in ATR multiples) within which an open FVG still counts as `One Sided FVG`. */
const ONE_SIDED_ATR_REACH = 0.25;

export interface FvgMatch {
  fvgType: FvgType;
  zone: IctZone | null;
}

const inside = (price: number, low: number, high: number) => price >= low && price <= high;

/**
 * Balanced price ranges: the overlap `[max(lows), min(highs)]` of each open bullish FVG with each
 * open bearish FVG that overlaps it (a single point counts), `start` being the newer FVG's start.
 * Newest first (by that start, then by the older FVG's start).
 */
export function balancedPriceRanges(fvgs: readonly Fvg[]): (IctZone & { olderStart: number })[] {
  const open = fvgs.filter((f) => f.state === 'open');
  const out: (IctZone & { olderStart: number })[] = [];
  for (const bull of open.filter((f) => f.direction === 'bullish')) {
    for (const bear of open.filter((f) => f.direction === 'bearish')) {
      const low = Math.max(bull.low, bear.low);
      const high = Math.min(bull.high, bear.high);
      if (low > high) continue;
      const start = Math.max(bull.start, bear.start);
      const olderStart = Math.min(bull.start, bear.start);
      out.push({ kind: 'bpr', direction: null, low, high, start, olderStart });
    }
  }
  return out.sort((a, b) => b.start - a.start || b.olderStart - a.olderStart);
}

/**
 * `fvg_type` at `price` (docs/analytics.md §3), first match wins: `Two Sided FVG` when price is inside
 * the overlap of an open bullish and an open bearish FVG (a BPR); `Breaker FVG` when it is inside a
 * breaker zone; `One Sided FVG` when it is inside or within 0.25·ATR of an open FVG agreeing with
 * the HTF bias (either direction when Neutral; with no ATR only inside counts); else `None`.
 * `zone` is the matched zone; when several match, the BPR whose newer FVG is the most recent, the
 * breaker that became one last, and for a one-sided FVG the nearest (then the most recent).
 */
export function classifyFvg(
  price: number | null,
  fvgs: readonly Fvg[],
  breakers: readonly BreakerZone[],
  bias: HtfBias,
  atr: number | null,
): FvgMatch {
  if (price === null) return { fvgType: 'None', zone: null };
  const bpr = balancedPriceRanges(fvgs).find((z) => inside(price, z.low, z.high));
  if (bpr) {
    return {
      fvgType: 'Two Sided FVG',
      zone: { kind: 'bpr', direction: null, low: bpr.low, high: bpr.high, start: bpr.start },
    };
  }
  const breaker = breakers
    .filter((b) => inside(price, b.low, b.high))
    .sort((a, b) => b.since - a.since || b.start - a.start)[0];
  if (breaker) {
    const { direction, low, high, start } = breaker;
    return { fvgType: 'Breaker FVG', zone: { kind: 'breaker', direction, low, high, start } };
  }
  const want = bias === 'Bullish' ? 'bullish' : bias === 'Bearish' ? 'bearish' : null;
  const reach = atr === null ? 0 : ONE_SIDED_ATR_REACH * atr;
  let best: { gap: Fvg; distance: number } | null = null;
  for (const gap of fvgs) {
    if (gap.state !== 'open' || (want !== null && gap.direction !== want)) continue;
    const distance = price < gap.low ? gap.low - price : price > gap.high ? price - gap.high : 0;
    if (distance > reach) continue;
    if (
      best === null ||
      distance < best.distance ||
      (distance === best.distance && gap.start >= best.gap.start)
    ) {
      best = { gap, distance };
    }
  }
  if (best) {
    const { direction, low, high, start } = best.gap;
    return { fvgType: 'One Sided FVG', zone: { kind: 'fvg', direction, low, high, start } };
  }
  return { fvgType: 'None', zone: null };
}
