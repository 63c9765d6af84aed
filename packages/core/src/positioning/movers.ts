/** The four readings of an OI change beside a price change (docs/positioning.md §2 "Movers"). */
export const positioningMoves = [
  'longs building',
  'shorts building',
  'long liquidation',
  'short covering',
] as const;
export type PositioningMove = (typeof positioningMoves)[number];

/** Changes smaller than this (percent, absolute) count as flat and give no label. */
const MOVE_DEAD_BAND_PCT = 0.1;

/**
 * Classifies an OI change with the price change over the same window (docs/positioning.md §2): OI up and
 * price up, longs building; OI up and price down, shorts building; OI down and price down, long
 * liquidation; OI down and price up, short covering. Null when either is missing or within the dead band.
 */
export function classifyMove(
  oiChangePct: number | null,
  priceChangePct: number | null,
  deadBandPct = MOVE_DEAD_BAND_PCT,
): PositioningMove | null {
  if (oiChangePct === null || priceChangePct === null) return null;
  if (!Number.isFinite(oiChangePct) || !Number.isFinite(priceChangePct)) return null;
  if (Math.abs(oiChangePct) < deadBandPct || Math.abs(priceChangePct) < deadBandPct) return null;
  if (oiChangePct > 0) return priceChangePct > 0 ? 'longs building' : 'shorts building';
  return priceChangePct < 0 ? 'long liquidation' : 'short covering';
}
