import {
  type CprInsight,
  type CprRange,
  type CprRow,
  cprRangeTimeframe,
  type DailyBias,
  type SymbolMeta,
  type TrendModelSummary,
} from '@app/contracts';
import {
  type CprMaps,
  cprScores,
  type RowColour,
  rowColour,
  type TrendProbabilityBucket,
  trendProbabilityBucket,
} from '@app/core';
import { trendNote } from '../../components/trend-checkpoint-text.ts';
import { trendTooltip } from './trend-tooltip.ts';

/** A symbol's watchlist entry as the screener needs it. */
export interface WatchEntry {
  id: number;
  stars: number;
}

/** One row of the Trend Screener: a CPR row joined with its insight, meta and watchlist entry. */
export interface ScreenerRow {
  symbol: string;
  isVirgin: boolean;
  /** The subcategory of the selected timeframe (drives the tabs). */
  subcategory: string | null;
  trendScore: number;
  biasScore: number;
  total: number;
  dailyBias: DailyBias;
  /** The selected timeframe's CPR width (`daily_width_pct`, `weekly_width_pct` or `monthly_width_pct`; a fraction). */
  widthPct: number | null;
  trendProbability: number | null;
  /** The Trend % badge's tooltip (checkpoint, model or base rate, held-out figures). */
  trendTitle: string;
  /** The line under Trend %: its checkpoint, or '≈ base rate · Open' (`trendNote`); null without one. */
  trendNote: string | null;
  /** Whether the Trend % is the base rate rather than the model's forecast. */
  trendBaseRate: boolean;
  bucket: TrendProbabilityBucket;
  colour: RowColour | null;
  capCategory: string;
  marketCap: number | null;
  /** Null when the symbol is not on the watchlist. */
  watch: WatchEntry | null;
  /** The watchlist stars, 0 for a symbol not on it (stars filter and grouping). */
  stars: number;
}

export interface ScreenerInput {
  range: CprRange;
  rows: readonly CprRow[];
  insights: readonly CprInsight[];
  meta: readonly SymbolMeta[];
  watch: ReadonlyMap<string, WatchEntry>;
  maps: CprMaps;
  /** The trend model's figures (`cpr/trend-model/`), for the Trend % tooltip; absent until loaded. */
  trendModel?: TrendModelSummary;
}

/** Watchlist entries by symbol (the first entry wins when duplicates are allowed). */
export function watchIndex(
  items: readonly { id: number; symbol: string; stars: number }[],
): Map<string, WatchEntry> {
  const index = new Map<string, WatchEntry>();
  for (const item of items)
    if (!index.has(item.symbol)) index.set(item.symbol, { id: item.id, stars: item.stars });
  return index;
}

function bySymbol<T extends { symbol: string }>(list: readonly T[]): Map<string, T> {
  return new Map(list.map((entry) => [entry.symbol, entry]));
}

/**
 * Joins the screener's data and scores each symbol with core's `cprScores` (docs/product.md §9). A symbol
 * without an insight scores its positions as unknown and its bias as Neutral; symbol meta, which the
 * refresh timer keeps current, overrides the row's market cap.
 */
export function buildScreenerRows(input: ScreenerInput): ScreenerRow[] {
  const insights = bySymbol(input.insights);
  const meta = bySymbol(input.meta);
  const subKey = `${input.range}_subcategory` as const;
  const widthKey = `${input.range}_width_pct` as const;
  return input.rows.map((row) => {
    const insight = insights.get(row.symbol);
    const cap = meta.get(row.symbol);
    const dailyBias = insight?.daily_bias ?? 'Neutral';
    const scores = cprScores(
      {
        dailySubcategory: row.daily_subcategory,
        weeklySubcategory: row.weekly_subcategory,
        monthlySubcategory: row.monthly_subcategory,
        dailyPosition: insight?.daily_position ?? null,
        weeklyPosition: insight?.weekly_position ?? null,
        monthlyPosition: insight?.monthly_position ?? null,
        isVirgin: row.is_virgin_cpr,
        dailyBias,
      },
      input.maps,
    );
    const watch = input.watch.get(row.symbol) ?? null;
    const trendProbability = insight?.trend_probability ?? null;
    return {
      symbol: row.symbol,
      isVirgin: row.is_virgin_cpr,
      subcategory: row[subKey],
      trendScore: scores.trendScore,
      biasScore: scores.biasScore,
      total: scores.total,
      dailyBias,
      widthPct: row[widthKey],
      trendProbability,
      trendTitle: trendTooltip(
        insight?.trend_checkpoint ?? null,
        insight?.trend_served ?? null,
        input.trendModel,
      ),
      trendNote:
        trendProbability === null
          ? null
          : trendNote(insight?.trend_checkpoint ?? null, insight?.trend_served ?? null),
      trendBaseRate: trendProbability !== null && insight?.trend_served === 'base_rate',
      bucket: trendProbabilityBucket(trendProbability),
      colour: rowColour(scores.total),
      capCategory: cap?.cap_category ?? row.cap_category,
      marketCap: cap ? cap.market_cap : row.market_cap,
      watch,
      stars: watch?.stars ?? 0,
    };
  });
}

/** The CPR map timeframe of a range. */
export function timeframeOf(range: CprRange) {
  return cprRangeTimeframe[range];
}
