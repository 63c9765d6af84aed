/** Bootstrap contextual colours used by the screens. */
export type RowColour = 'success' | 'warning' | 'danger';
export type BadgeColour = 'success' | 'primary' | 'warning' | 'secondary';

/**
 * Row colour by total score, also used for the ICT score (docs/product.md §9): ≥ 8 success, ≥ 5 warning,
 * ≤ 2 danger, otherwise none (null). NaN gives null.
 */
export function rowColour(total: number): RowColour | null {
  if (total >= 8) return 'success';
  if (total >= 5) return 'warning';
  if (total <= 2) return 'danger';
  return null;
}

/** The trend tabs of the CPR screen, in display order (docs/product.md §2). */
export const trendProbabilityBuckets = ['80-100', '60-80', '40-60', '0-40', 'Unknown'] as const;
export type TrendProbabilityBucket = (typeof trendProbabilityBuckets)[number];

/**
 * Trend-tab bucket of a trend probability (a fraction; docs/product.md §2/§9 cut-offs 0.8, 0.6, 0.4, lower bound
 * inclusive): 80-100, 60-80, 40-60, 0-40; null or NaN → Unknown.
 */
export function trendProbabilityBucket(p: number | null | undefined): TrendProbabilityBucket {
  if (p == null || Number.isNaN(p)) return 'Unknown';
  if (p >= 0.8) return '80-100';
  if (p >= 0.6) return '60-80';
  if (p >= 0.4) return '40-60';
  return '0-40';
}

/**
 * Trend % badge colour (docs/product.md §9: 80 or more success, 60 or more primary, 40 or more warning, else
 * secondary). Takes the probability as a fraction and compares it on the same cut-offs as the
 * buckets so a badge and its tab always agree; null (shown as a dash) is secondary.
 */
export function trendBadgeColour(p: number | null | undefined): BadgeColour {
  const bucket = trendProbabilityBucket(p);
  if (bucket === '80-100') return 'success';
  if (bucket === '60-80') return 'primary';
  if (bucket === '40-60') return 'warning';
  return 'secondary';
}

/** Daily bias badge colour (docs/product.md §9): Explosive success, Trending primary, Neutral warning, else secondary. */
export function biasBadgeColour(bias: string | null | undefined): BadgeColour {
  if (bias === 'Explosive') return 'success';
  if (bias === 'Trending') return 'primary';
  if (bias === 'Neutral') return 'warning';
  return 'secondary';
}
