import { subcategoryIndex } from '../cpr/cpr-map.ts';
import type { CprMap, CprPosition, CprTimeframe, DailyBias } from '../cpr/types.ts';

/** Points for the first and second map entries per timeframe (docs/product.md §9). */
const TREND_POINTS: Record<CprTimeframe, readonly [number, number]> = {
  '1d': [2, 1],
  '1w': [2, 1],
  '1M': [1.5, 0.5],
};

/**
 * Trend points of one timeframe (docs/product.md §9): the first ("narrowest") subcategory of the admin map
 * scores daily 2, weekly 2, monthly 1.5; the second daily 1, weekly 1, monthly 0.5; others 0.
 */
export function trendPoints(tf: CprTimeframe, subcategory: string | null | undefined, map: CprMap): number {
  if (subcategory == null) return 0;
  const i = subcategoryIndex(subcategory, map);
  return i === 0 || i === 1 ? TREND_POINTS[tf][i] : 0;
}

/** Weekly position points (docs/product.md §9 bias score): Above +2, Within +1, Below or unknown 0. */
export function weeklyPositionPoints(position: CprPosition | null | undefined): number {
  return position === 'Above' ? 2 : position === 'Within' ? 1 : 0;
}

/** Daily position points (docs/product.md §9 bias score): Above +1.5, Within +0.5, Below −1, unknown 0. */
export function dailyPositionPoints(position: CprPosition | null | undefined): number {
  if (position === 'Above') return 1.5;
  if (position === 'Within') return 0.5;
  return position === 'Below' ? -1 : 0;
}

/** Monthly position points of `monthly_score` (docs/analytics.md §2): Above +1, Within +0.5, Below 0. */
export function monthlyPositionPoints(position: CprPosition | null | undefined): number {
  return position === 'Above' ? 1 : position === 'Within' ? 0.5 : 0;
}

/** Virgin CPR points (docs/product.md §9): +1 when virgin. */
export function virginPoints(isVirgin: boolean): number {
  return isVirgin ? 1 : 0;
}

/** Daily bias points (docs/product.md §9): Explosive +2, Trending +1, Neutral or unknown 0. */
export function dailyBiasPoints(bias: DailyBias | string | null | undefined): number {
  return bias === 'Explosive' ? 2 : bias === 'Trending' ? 1 : 0;
}
