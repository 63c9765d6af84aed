/** Market-cap categories (docs/product.md §3 symbol volatility record). */
export const capCategories = ['Large', 'Mid', 'Small', 'Micro', 'Nano', 'Unknown'] as const;
export type CapCategory = (typeof capCategories)[number];

/**
 * `cap_category` from `market_cap` in USD (docs/analytics.md §2): Large ≥ 10 B, Mid ≥ 1 B, Small ≥ 100 M,
 * Micro ≥ 10 M, Nano > 0, else (zero, negative, null, NaN) `Unknown`.
 */
export function capCategory(marketCap: number | null | undefined): CapCategory {
  if (marketCap == null || !(marketCap > 0)) return 'Unknown';
  if (marketCap >= 10e9) return 'Large';
  if (marketCap >= 1e9) return 'Mid';
  if (marketCap >= 100e6) return 'Small';
  if (marketCap >= 10e6) return 'Micro';
  return 'Nano';
}

const ranks: Record<CapCategory, number> = { Large: 5, Mid: 4, Small: 3, Micro: 2, Nano: 1, Unknown: 0 };

/** Sort rank of a cap category (docs/product.md §9: Large 5, Mid 4, Small 3, Micro 2, Nano 1); Unknown and anything else 0. */
export function categoryRank(category: string | null | undefined): number {
  return category != null && category in ranks ? ranks[category as CapCategory] : 0;
}
