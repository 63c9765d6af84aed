import type { Candle } from '../candles/types.ts';
import type { DealingRange, IctParams, PdArray } from './types.ts';

/** Number of closed 4h bars in the dealing range. */
const DEALING_RANGE_BARS = 30;

/**
 * The HTF dealing range (docs/analytics.md §3): highest high and lowest low of the last 30 closed 4h
 * bars, and where `price` sits in it, `p = (price − low)/(high − low)` (null when the range is zero
 * or there is no price). Null with fewer than 30 bars.
 */
export function dealingRange(bars4h: readonly Candle[], price: number | null): DealingRange | null {
  if (bars4h.length < DEALING_RANGE_BARS) return null;
  let high = Number.NEGATIVE_INFINITY;
  let low = Number.POSITIVE_INFINITY;
  for (const bar of bars4h.slice(-DEALING_RANGE_BARS)) {
    if (bar.high > high) high = bar.high;
    if (bar.low < low) low = bar.low;
  }
  const position = price === null || high <= low ? null : (price - low) / (high - low);
  return { high, low, position };
}

/**
 * `htf_pd_array` (docs/analytics.md §3): `Premium` when p ≥ `premium_zone_level`, `Discount` when
 * p ≤ `discount_zone_level`, else `Equilibrium`; `Unknown` without a range or a position.
 * Premium is tested first, so overlapping settings resolve to Premium.
 */
export function pdArray(range: DealingRange | null, params: IctParams): PdArray {
  const p = range?.position;
  if (p === null || p === undefined) return 'Unknown';
  if (p >= params.premiumZoneLevel) return 'Premium';
  if (p <= params.discountZoneLevel) return 'Discount';
  return 'Equilibrium';
}
