import { type CprMap, type TrendProbabilityBucket, trendProbabilityBuckets } from '@app/core';
import { matchesSymbol, normalizeQuery } from '../../components/symbol-search.ts';
import type { ScreenerRow } from './screener-model.ts';

export interface ScreenerTab {
  key: string;
  title: string;
  rows: ScreenerRow[];
  /** A trend tab whose rows all carry the base rate, not a forecast (the tab says so). */
  baseRateOnly?: boolean;
}

/** docs/product.md §2: a trend tab is titled with its bucket and % ('80-100%'); 'Unknown' stays as it is. */
function trendTabTitle(bucket: TrendProbabilityBucket): string {
  return bucket === 'Unknown' ? bucket : `${bucket}%`;
}

/**
 * One tab per subcategory of the timeframe's map (titled with the map's label), then, when shown, one
 * per trend-probability bucket over all rows, marked `baseRateOnly` when every row in it is the base rate.
 */
export function buildTabs(rows: readonly ScreenerRow[], map: CprMap, showTrendTabs: boolean): ScreenerTab[] {
  const tabs: ScreenerTab[] = map.map(([, label, subcategory]) => ({
    key: `sub:${subcategory}`,
    title: label,
    rows: rows.filter((row) => row.subcategory === subcategory),
  }));
  if (!showTrendTabs) return tabs;
  return tabs.concat(
    trendProbabilityBuckets.map((bucket) => {
      const inBucket = rows.filter((row) => row.bucket === bucket);
      return {
        key: `trend:${bucket}`,
        title: trendTabTitle(bucket),
        rows: inBucket,
        baseRateOnly: inBucket.length > 0 && inBucket.every((row) => row.trendBaseRate),
      };
    }),
  );
}

/**
 * The chosen tab while it exists (even when empty: the trader chose it); without a choice the first
 * tab that has symbols, so the screen does not open on an empty tab; else the first tab (null without
 * tabs).
 */
export function activeTab(tabs: readonly ScreenerTab[], chosen: string | null): ScreenerTab | null {
  return tabs.find((tab) => tab.key === chosen) ?? tabs.find((tab) => tab.rows.length > 0) ?? tabs[0] ?? null;
}

/** The symbols a search finds in one other tab. */
export interface TabMatches {
  key: string;
  title: string;
  symbols: string[];
}

/**
 * Where a search finds symbols outside the tab shown: each other width tab (each symbol is in exactly
 * one) with its matching symbols, in tab order. The trend tabs are left out, as they hold the same
 * symbols again. Empty for an empty search.
 */
export function matchesInOtherTabs(
  tabs: readonly ScreenerTab[],
  activeKey: string | null,
  search: string,
): TabMatches[] {
  const query = normalizeQuery(search);
  if (query === '') return [];
  return tabs
    .filter((tab) => tab.key !== activeKey && tab.key.startsWith('sub:'))
    .map((tab) => ({
      key: tab.key,
      title: tab.title,
      symbols: tab.rows.filter((row) => matchesSymbol(row.symbol, query)).map((row) => row.symbol),
    }))
    .filter((match) => match.symbols.length > 0);
}
