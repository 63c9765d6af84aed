import type { Cpr, CprPosition } from './types.ts';

type Band = Pick<Cpr, 'top' | 'bottom'>;

/**
 * `{T}_position` (docs/analytics.md §2): `Above` if price > top, `Below` if price < bottom, else `Within`
 * (a price on an edge is Within).
 */
export function positionOf(price: number, cpr: Band): CprPosition {
  if (price > cpr.top) return 'Above';
  if (price < cpr.bottom) return 'Below';
  return 'Within';
}

/**
 * `is_virgin_cpr` (docs/analytics.md §2): the current day's range has not overlapped today's daily CPR,
 * i.e. today's low > top or today's high < bottom. Touching an edge counts as an overlap, and a day
 * trading wholly inside a wide CPR touched it.
 */
export function isVirginCpr(todayHigh: number, todayLow: number, cpr: Band): boolean {
  return todayLow > cpr.top || todayHigh < cpr.bottom;
}

/**
 * `is_inside_{daily,weekly,monthly}` (docs/analytics.md §2): the current period's CPR lies entirely inside
 * the previous period's CPR (top ≤ previous top and bottom ≥ previous bottom; equal edges count).
 */
export function isInsideCpr(current: Band, previous: Band): boolean {
  return current.top <= previous.top && current.bottom >= previous.bottom;
}

/** Today's CPR relative to yesterday's, a trend-model feature (docs/analytics.md §2). */
export const cprRelations = ['higher', 'lower', 'inside', 'overlapping'] as const;
export type CprRelation = (typeof cprRelations)[number];

/**
 * Relation of the current CPR to the previous one, as CPR traders read two-day relationships:
 * `higher` when it lies wholly above (bottom > previous top), `lower` when wholly below
 * (top < previous bottom), `inside` per `isInsideCpr`, else `overlapping` (including an outside CPR
 * that engulfs the previous one).
 */
export function cprRelation(current: Band, previous: Band): CprRelation {
  if (current.bottom > previous.top) return 'higher';
  if (current.top < previous.bottom) return 'lower';
  if (isInsideCpr(current, previous)) return 'inside';
  return 'overlapping';
}
