import { nextBucketStart, timeframeMs } from '../candles/timeframe.ts';
import type { Candle } from '../candles/types.ts';
import { SWING_N_4H, SWING_N_5M } from '../ict/analyze-ict.ts';
import { breakerZones, findFairValueGaps } from '../ict/fair-value-gaps.ts';
import { findSwings } from '../ict/swings.ts';
import type { FvgOverlay, OverlayTimeframe, SwingOverlay } from './types.ts';

/** Swing strength n per timeframe: docs/analytics.md §3's n = 5 on 5m and n = 3 on 4h; 1h, 1d and 1w take 3 too. */
export function swingStrength(tf: OverlayTimeframe): number {
  return tf === '5m' ? SWING_N_5M : SWING_N_4H;
}

/** The `tf` bars of an ascending series opening in `[from, to)` and closed at `now` (no look-ahead). */
export function closedWindowBars(
  bars: readonly Candle[],
  tf: OverlayTimeframe,
  from: number,
  to: number,
  now: number,
): Candle[] {
  return bars.filter((b) => b.openTime >= from && b.openTime < to && nextBucketStart(tf, b.openTime) <= now);
}

/**
 * FVGs of the window's closed `tf` bars (docs/analytics.md §3 on any timeframe, core
 * `findFairValueGaps`), each with its state at the window's last bar: `mitigated` once a later close
 * passed its far edge, `breaker` when that mitigated gap still stands as an inversion zone (core
 * `breakerZones`), else `open`. `top`/`bottom` are the gap's edges.
 */
export function fvgOverlays(bars: readonly Candle[], tf: OverlayTimeframe): FvgOverlay[] {
  const fvgs = findFairValueGaps(bars, timeframeMs(tf));
  const standing = new Set(breakerZones(fvgs, bars).map((z) => z.start));
  return fvgs.map((g) => ({
    start: g.start,
    direction: g.direction,
    top: g.high,
    bottom: g.low,
    state: g.state === 'open' ? 'open' : standing.has(g.start) ? 'breaker' : 'mitigated',
    mitigatedAt: g.mitigatedAt,
    knownAt: g.knownAt,
  }));
}

/** Confirmed swings of the window's closed `tf` bars (core `findSwings`, n from `swingStrength`). */
export function swingOverlays(bars: readonly Candle[], tf: OverlayTimeframe): SwingOverlay[] {
  return findSwings(bars, swingStrength(tf), timeframeMs(tf)).map((s) => ({
    time: s.time,
    kind: s.kind,
    price: s.price,
    confirmedAt: s.confirmedAt,
  }));
}
