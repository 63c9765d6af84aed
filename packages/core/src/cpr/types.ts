/** The CPR timeframes (docs/analytics.md §2): daily, weekly, monthly. */
export const cprTimeframes = ['1d', '1w', '1M'] as const;
export type CprTimeframe = (typeof cprTimeframes)[number];

/** Central Pivot Range levels; `widthPct` is a fraction ((top − bottom) / pivot). */
export interface Cpr {
  pivot: number;
  bc: number;
  tc: number;
  top: number;
  bottom: number;
  widthPct: number;
}

/** Price relative to a CPR (`{T}_position`). */
export const cprPositions = ['Above', 'Within', 'Below'] as const;
export type CprPosition = (typeof cprPositions)[number];

/** `daily_bias` of a CPR insight. */
export const dailyBiases = ['Explosive', 'Trending', 'Neutral'] as const;
export type DailyBias = (typeof dailyBiases)[number];

/** One settings entry `[threshold, label, subcategory]` of `{T}_cpr_map`. */
export type CprMapEntry = readonly [threshold: number, label: string, subcategory: string];
/** A CPR width map sorted by threshold ascending; the last entry is the catch-all. */
export type CprMap = readonly CprMapEntry[];
/** The three maps of the admin settings, keyed by timeframe. */
export type CprMaps = Readonly<Record<CprTimeframe, CprMap>>;
