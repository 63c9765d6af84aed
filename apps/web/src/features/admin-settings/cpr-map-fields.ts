export type MapField = 'daily_cpr_map' | 'weekly_cpr_map' | 'monthly_cpr_map';

/** The three CPR width maps of the CPR Width Thresholds tab. */
export const CPR_MAP_FIELDS: readonly { field: MapField; title: string }[] = [
  { field: 'daily_cpr_map', title: 'Daily' },
  { field: 'weekly_cpr_map', title: 'Weekly' },
  { field: 'monthly_cpr_map', title: 'Monthly' },
];

/** The spec's step of 0.0001 (a fraction of price), as the tab enters it: 0.01 %. */
export const CPR_THRESHOLD_PERCENT_STEP = 0.01;

/**
 * A stored threshold (a fraction: 0.0025) as the input shows it, in percent (0.25), rounded to 6
 * decimals so binary noise (0.15000000000000002) never shows; '' for a threshold being typed (NaN).
 */
export function percentInput(threshold: number): number | '' {
  return Number.isNaN(threshold) ? '' : Number((threshold * 100).toFixed(6));
}

/** The input's percent text as the stored fraction (10 → 0.1); NaN while empty. */
export function thresholdFromPercent(text: string): number {
  if (text.trim() === '') return Number.NaN;
  return Number((Number(text) / 100).toFixed(8));
}
