import type { Cpr } from './types.ts';

/** The high, low and close of a complete period. */
export interface Hlc {
  high: number;
  low: number;
  close: number;
}

/**
 * Central Pivot Range from a complete period's H, L, C (docs/analytics.md §2):
 * `pivot = (H + L + C) / 3`, `bc = (H + L) / 2`, `tc = 2·pivot − bc`, `top = max(tc, bc)`,
 * `bottom = min(tc, bc)`, `width_pct = (top − bottom) / pivot` (a fraction). The pivot is the midpoint
 * of bc and tc, so `bottom ≤ pivot ≤ top`. A non-positive pivot (impossible for prices) gives width 0.
 */
export function computeCpr({ high, low, close }: Hlc): Cpr {
  const pivot = (high + low + close) / 3;
  const bc = (high + low) / 2;
  const tc = 2 * pivot - bc;
  const top = Math.max(tc, bc);
  const bottom = Math.min(tc, bc);
  const widthPct = pivot > 0 ? (top - bottom) / pivot : 0;
  return { pivot, bc, tc, top, bottom, widthPct };
}
