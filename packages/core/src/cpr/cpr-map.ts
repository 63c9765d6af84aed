import type { CprMap, CprMaps } from './types.ts';

/** Default `daily_cpr_map` (docs/analytics.md §2: near the 15th/30th/70th percentiles of BTC/ETH widths). */
export const defaultDailyCprMap: CprMap = [
  [0.001, 'Super Narrow', 'super_narrow'],
  [0.0025, 'Narrow', 'narrow'],
  [0.0075, 'Normal', 'normal'],
  [1, 'Wide', 'wide'],
];

/** Default `weekly_cpr_map` (docs/analytics.md §2). */
export const defaultWeeklyCprMap: CprMap = [
  [0.004, 'Super Narrow', 'super_narrow'],
  [0.008, 'Narrow', 'narrow'],
  [0.02, 'Normal', 'normal'],
  [1, 'Wide', 'wide'],
];

/** Default `monthly_cpr_map` (docs/analytics.md §2). */
export const defaultMonthlyCprMap: CprMap = [
  [0.01, 'Super Narrow', 'super_narrow'],
  [0.018, 'Narrow', 'narrow'],
  [0.04, 'Normal', 'normal'],
  [1, 'Wide', 'wide'],
];

/** The three default maps keyed by CPR timeframe. */
export const defaultCprMaps: CprMaps = {
  '1d': defaultDailyCprMap,
  '1w': defaultWeeklyCprMap,
  '1M': defaultMonthlyCprMap,
};

/**
 * Subcategory of a CPR width (docs/analytics.md §2): that of the first entry with
 * `width_pct ≤ threshold`; the last entry is the catch-all (also for widths above its threshold or
 * NaN). The map is used in the order given (settings keep it sorted ascending). An empty map gives ''.
 */
export function subcategoryFor(widthPct: number, map: CprMap): string {
  for (const [threshold, , subcategory] of map) {
    if (widthPct <= threshold) return subcategory;
  }
  return map[map.length - 1]?.[2] ?? '';
}

/** Index of a subcategory in the map (0 = narrowest), or −1 when it is not in the map. */
export function subcategoryIndex(subcategory: string, map: CprMap): number {
  return map.findIndex((entry) => entry[2] === subcategory);
}

/**
 * Whether a subcategory is one of the map's first two entries, the "top" subcategories that score
 * trend points and make the 'weekly narrow' filter (docs/analytics.md §2, docs/product.md §9).
 */
export function isTopSubcategory(subcategory: string | null | undefined, map: CprMap): boolean {
  if (subcategory == null) return false;
  const i = subcategoryIndex(subcategory, map);
  return i === 0 || i === 1;
}
