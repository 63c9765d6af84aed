import type { CprRange, VolatilityRecord } from '@app/contracts';
import { type CprMaps, isTopSubcategory } from '@app/core';

/** docs/product.md §2: the market-cap select. */
export const capFilters = ['All', 'Large', 'Mid', 'Small', 'Micro', 'Nano'] as const;
export type CapFilter = (typeof capFilters)[number];

export interface VolatilityFilter {
  cap: CapFilter;
  /** 'Only Weekly Narrow/Super Narrow': the weekly subcategory is one of the first two of its map. */
  onlyWeeklyNarrow: boolean;
}

/** First card red, second yellow, the rest grey (docs/product.md §2). */
export type CardColour = 'danger' | 'warning' | 'secondary';

export interface VolatilityGroup {
  /** Also the stem of the export file name, e.g. `daily_narrow`, `virgin_trend`. */
  key: string;
  title: string;
  /** The timeframe whose score the detail table shows. */
  timeframe: CprRange;
  colour: CardColour;
  records: VolatilityRecord[];
}

export interface VolatilitySection {
  timeframe: CprRange;
  title: string;
  groups: VolatilityGroup[];
}

const TF = { daily: '1d', weekly: '1w', monthly: '1M' } as const;
const SECTION_TITLES: Record<CprRange, string> = {
  daily: 'Daily Volatility',
  weekly: 'Weekly Volatility',
  monthly: 'Monthly Volatility',
};

/** The special groups, each shown in the section of its timeframe after the width groups. */
const SPECIAL: Record<CprRange, { key: string; title: string; test: (r: VolatilityRecord) => boolean }[]> = {
  daily: [
    { key: 'inside_daily_trend', title: 'Inside Daily Trend', test: (r) => r.is_inside_daily },
    { key: 'virgin_trend', title: 'Virgin Trend', test: (r) => r.is_virgin_cpr },
  ],
  weekly: [{ key: 'inside_weekly_cpr', title: 'Inside Weekly CPR', test: (r) => r.is_inside_weekly }],
  monthly: [{ key: 'inside_monthly_cpr', title: 'Inside Monthly CPR', test: (r) => r.is_inside_monthly }],
};

/** The records that pass the cap select and the weekly-narrow checkbox. */
export function filterRecords(
  records: readonly VolatilityRecord[],
  maps: CprMaps,
  filter: VolatilityFilter,
): VolatilityRecord[] {
  return records.filter(
    (r) =>
      (filter.cap === 'All' || r.cap_category === filter.cap) &&
      (!filter.onlyWeeklyNarrow || isTopSubcategory(r.weekly_subcategory, maps['1w'])),
  );
}

/** A record's score for a timeframe (`daily_score`, `weekly_score`, `monthly_score`). */
export function scoreOf(record: VolatilityRecord, timeframe: CprRange): number {
  return record[`${timeframe}_score`];
}

function byScore(records: VolatilityRecord[], timeframe: CprRange): VolatilityRecord[] {
  return records.sort(
    (a, b) => scoreOf(b, timeframe) - scoreOf(a, timeframe) || a.symbol.localeCompare(b.symbol),
  );
}

const colourAt = (i: number): CardColour => (i === 0 ? 'danger' : i === 1 ? 'warning' : 'secondary');

/**
 * The dashboard's cards: per timeframe one group per entry of its CPR map except the last (the
 * catch-all 'wide'), then its special groups. Each group's records are sorted by that timeframe's
 * score, highest first.
 */
export function buildVolatilitySections(
  records: readonly VolatilityRecord[],
  maps: CprMaps,
): VolatilitySection[] {
  return (['daily', 'weekly', 'monthly'] as const).map((timeframe) => {
    const subKey = `${timeframe}_subcategory` as const;
    const width = maps[TF[timeframe]].slice(0, -1).map(([, label, subcategory]) => ({
      key: `${timeframe}_${subcategory}`,
      title: label,
      test: (r: VolatilityRecord) => r[subKey] === subcategory,
    }));
    const groups = [...width, ...SPECIAL[timeframe]].map((group, i) => ({
      key: group.key,
      title: group.title,
      timeframe,
      colour: colourAt(i),
      records: byScore(records.filter(group.test), timeframe),
    }));
    return { timeframe, title: SECTION_TITLES[timeframe], groups };
  });
}
