import { type CprMap, type TrendProbabilityBucket, trendProbabilityBuckets } from '@app/core';
import type { ScreenerRow } from './screener-model.ts';

export interface ScreenerTab {
  key: string;
  title: string;
  rows: ScreenerRow[];
}

/** docs/product.md §2: a trend tab is titled with its bucket and % ('80-100%'); 'Unknown' stays as it is. */
export function trendTabTitle(bucket: TrendProbabilityBucket): string {
  return bucket === 'Unknown' ? bucket : `${bucket}%`;
}

/**
 * One tab per subcategory of the timeframe's map (titled with the map's label), then, when shown, one
 * per trend-probability bucket over all rows.
 */
export function buildTabs(rows: readonly ScreenerRow[], map: CprMap, showTrendTabs: boolean): ScreenerTab[] {
  const tabs: ScreenerTab[] = map.map(([, label, subcategory]) => ({
    key: `sub:${subcategory}`,
    title: label,
    rows: rows.filter((row) => row.subcategory === subcategory),
  }));
  if (!showTrendTabs) return tabs;
  return tabs.concat(
    trendProbabilityBuckets.map((bucket) => ({
      key: `trend:${bucket}`,
      title: trendTabTitle(bucket),
      rows: rows.filter((row) => row.bucket === bucket),
    })),
  );
}

/** The chosen tab while it exists, else the first one ('' without tabs). */
export function activeTab(tabs: readonly ScreenerTab[], chosen: string | null): ScreenerTab | null {
  return tabs.find((tab) => tab.key === chosen) ?? tabs[0] ?? null;
}
