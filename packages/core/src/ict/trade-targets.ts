import type { IctDirection } from './types.ts';

/**
 * The stops and targets a trader would place (docs/analytics.md §3.9 "Stops and targets"). Pure
 * functions of the plan's prices, so the plan builder, the tests and any report use the same rules.
 */

/** The stop: beyond the structural stop, and never closer to the fill than `minAtr`·ATR(5m). */
export function placedStop(
  direction: IctDirection,
  fill: number,
  structuralStop: number,
  atr: number,
  minAtr: number,
): number {
  const least = minAtr * atr;
  return direction === 'Bullish'
    ? Math.min(structuralStop, fill - least)
    : Math.max(structuralStop, fill + least);
}

/**
 * TP2: the nearest opposing liquidity level strictly beyond TP1 whose distance from the fill is at
 * most `maxR` times the risk (|fill − stop|); without one, the cap itself (fill ± `maxR`·risk). Null
 * when TP1 is already at or beyond the cap (no target beyond TP1 fits: the plan makes no trade).
 * `levels` are the liquidity prices the engine knows on the trade's side (highs for Bullish, lows for
 * Bearish); any other price in it is ignored by the "beyond TP1" test or the cap.
 */
export function cappedTp2(
  direction: IctDirection,
  fill: number,
  stop: number,
  tp1: number,
  levels: readonly number[],
  maxR: number,
): number | null {
  const risk = Math.abs(fill - stop);
  const bull = direction === 'Bullish';
  const cap = bull ? fill + maxR * risk : fill - maxR * risk;
  if (!(risk > 0) || (bull ? tp1 >= cap : tp1 <= cap)) return null;
  let best = cap;
  for (const level of levels) {
    if (!Number.isFinite(level)) continue;
    if (bull ? level > tp1 && level < best : level < tp1 && level > best) best = level;
  }
  return best;
}
