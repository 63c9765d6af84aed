import { isTopSubcategory } from './cpr-map.ts';
import type { CprMap, CprPosition, DailyBias } from './types.ts';

export interface DailyBiasInput {
  dailySubcategory: string | null;
  dailyPosition: CprPosition | null;
  weeklyPosition: CprPosition | null;
  isVirgin: boolean;
  /** The `daily_cpr_map` in force (its first two entries are the top subcategories). */
  dailyMap: CprMap;
}

/**
 * `daily_bias` (docs/analytics.md §2): `Explosive` when the daily subcategory is one of the top two, the
 * daily position is Above or Below, and the CPR is virgin; else `Trending` when daily and weekly
 * positions are equal and not Within; else `Neutral`. Unknown (null) inputs never qualify.
 */
export function dailyBias(input: DailyBiasInput): DailyBias {
  const { dailySubcategory, dailyPosition, weeklyPosition, isVirgin, dailyMap } = input;
  const outside = dailyPosition === 'Above' || dailyPosition === 'Below';
  if (isTopSubcategory(dailySubcategory, dailyMap) && outside && isVirgin) return 'Explosive';
  if (outside && dailyPosition === weeklyPosition) return 'Trending';
  return 'Neutral';
}
