import {
  type CapCategory,
  type CprInsight,
  type CprPosition,
  type CprRange,
  type CprRow,
  capCategoryNames,
  cprRangeTimeframe,
  type DailyBias,
  type SymbolMeta,
  type TrendCheckpoint,
  type TrendServed,
  trendCheckpointNames,
  type VolatilityRecord,
} from '@app/contracts';
import { priceChangePct } from '@app/core';
import type { CprInsightRow, CprLevelRow, CprScoreRow } from '../../db/cpr-schema.ts';
import type { MarketSymbolRow } from '../../db/market-schema.ts';
import { isoOrNull } from '../../lib/time.ts';
import type { CprStateView } from '../../repositories/cpr-state-repository.ts';

const positions = new Set<string>(['Above', 'Within', 'Below']);
const biases = new Set<string>(['Explosive', 'Trending', 'Neutral']);
const checkpointOf = (v: string | null): TrendCheckpoint | null =>
  (trendCheckpointNames as readonly string[]).includes(v ?? '') ? (v as TrendCheckpoint) : null;
const servedOf = (v: string | null): TrendServed | null => (v === 'model' || v === 'base_rate' ? v : null);
const caps = new Set<string>(capCategoryNames);
const positiveOrNull = (v: number | null): number | null =>
  v !== null && Number.isFinite(v) && v > 0 ? v : null;

const position = (v: string | null | undefined): CprPosition | null =>
  v != null && positions.has(v) ? (v as CprPosition) : null;
const bias = (v: string | null | undefined): DailyBias =>
  v != null && biases.has(v) ? (v as DailyBias) : 'Neutral';
const cap = (v: string | null | undefined): CapCategory =>
  v != null && caps.has(v) ? (v as CapCategory) : 'Unknown';

export interface SymbolState {
  meta: MarketSymbolRow;
  levels: Partial<Record<string, CprLevelRow>>;
  insight?: CprInsightRow;
  score?: CprScoreRow;
}

/** The stored CPR state joined per active symbol (ascending); symbols no longer active are left out. */
export function joinBySymbol(view: CprStateView, active: readonly MarketSymbolRow[]): SymbolState[] {
  const bySymbol = new Map<string, SymbolState>(
    [...active]
      .sort((a, b) => a.symbol.localeCompare(b.symbol))
      .map((m) => [m.symbol, { meta: m, levels: {} }]),
  );
  for (const level of view.levels) {
    const s = bySymbol.get(level.symbol);
    if (s) s.levels[level.timeframe] = level;
  }
  for (const insight of view.insights) {
    const s = bySymbol.get(insight.symbol);
    if (s) s.insight = insight;
  }
  for (const score of view.scores) {
    const s = bySymbol.get(score.symbol);
    if (s) s.score = score;
  }
  return [...bySymbol.values()];
}

const capFields = (meta: MarketSymbolRow) => ({
  cap_category: cap(meta.capCategory),
  market_cap: meta.marketCap !== null && meta.marketCap >= 0 ? meta.marketCap : null,
});

/** `cpr/cpr-data/?range=`: the symbols that have a CPR of that range, with its levels. */
export function cprRows(states: readonly SymbolState[], range: CprRange): CprRow[] {
  const tf = cprRangeTimeframe[range];
  const rows: CprRow[] = [];
  for (const { meta, levels, insight } of states) {
    const own = levels[tf];
    if (!own) continue;
    const daily = levels['1d'];
    rows.push({
      symbol: meta.symbol,
      is_virgin_cpr: insight?.isVirgin ?? false,
      daily_subcategory: daily?.subcategory ?? null,
      weekly_subcategory: levels['1w']?.subcategory ?? null,
      monthly_subcategory: levels['1M']?.subcategory ?? null,
      daily_width_pct: daily?.widthPct ?? null,
      weekly_width_pct: levels['1w']?.widthPct ?? null,
      monthly_width_pct: levels['1M']?.widthPct ?? null,
      daily_updated_at: isoOrNull(daily?.dataTime),
      ...capFields(meta),
      top: own.top,
      pivot: own.pivot,
      bottom: own.bottom,
      width_pct: own.widthPct,
    });
  }
  return rows;
}

/** `cpr/cpr-insights/`: one insight per symbol that has been computed. */
export function insightRows(states: readonly SymbolState[]): CprInsight[] {
  return states.flatMap(({ meta, insight }) =>
    insight
      ? [
          {
            symbol: meta.symbol,
            daily_position: position(insight.dailyPosition),
            weekly_position: position(insight.weeklyPosition),
            monthly_position: position(insight.monthlyPosition),
            daily_bias: bias(insight.dailyBias),
            trend_probability: insight.trendProbability,
            trend_checkpoint:
              insight.trendProbability === null ? null : checkpointOf(insight.trendCheckpoint),
            trend_served: insight.trendProbability === null ? null : servedOf(insight.trendServed),
            price: positiveOrNull(insight.price),
            change_pct: priceChangePct(insight.price, insight.todayOpen),
            updated_at: isoOrNull(insight.updatedAt),
          },
        ]
      : [],
  );
}

/** `cpr/symbol-meta/`: every active symbol with its market cap. */
export function symbolMetaRows(states: readonly SymbolState[]): SymbolMeta[] {
  return states.map(({ meta }) => ({ symbol: meta.symbol, ...capFields(meta) }));
}

/** `cpr/bias-scores/`: the volatility record of every symbol with an insight and scores. */
export function volatilityRecords(states: readonly SymbolState[]): VolatilityRecord[] {
  const out: VolatilityRecord[] = [];
  for (const { meta, levels, insight, score } of states) {
    if (!insight || !score) continue;
    out.push({
      symbol: meta.symbol,
      daily_subcategory: levels['1d']?.subcategory ?? null,
      weekly_subcategory: levels['1w']?.subcategory ?? null,
      monthly_subcategory: levels['1M']?.subcategory ?? null,
      daily_position: position(insight.dailyPosition),
      weekly_position: position(insight.weeklyPosition),
      monthly_position: position(insight.monthlyPosition),
      daily_score: score.dailyScore,
      weekly_score: score.weeklyScore,
      monthly_score: score.monthlyScore,
      daily_bias: bias(insight.dailyBias),
      is_virgin_cpr: insight.isVirgin,
      is_inside_daily: levels['1d']?.isInside ?? false,
      is_inside_weekly: levels['1w']?.isInside ?? false,
      is_inside_monthly: levels['1M']?.isInside ?? false,
      ...capFields(meta),
    });
  }
  return out;
}
