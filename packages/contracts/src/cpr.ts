import { z } from 'zod';
import { AdminSettings } from './settings.ts';

/**
 * CPR screening resources (docs/product.md §3 and §7, docs/api.md "Shapes", docs/analytics.md §2).
 * Every endpoint here is public (token optional) and answers a plain JSON list; the web client also
 * accepts `{data: [...]}` (docs/product.md §7). Widths and probabilities are fractions, times are ISO
 * 8601 UTC strings (`2025-01-02T00:01:00Z`; an offset is accepted too).
 */

/** `?range=` of `cpr/cpr-data/`: the CPR timeframe whose levels the rows carry. */
export const cprRanges = ['daily', 'weekly', 'monthly'] as const;
export const CprRange = z.enum(cprRanges, { error: 'range must be one of daily, weekly, monthly.' });
export type CprRange = z.infer<typeof CprRange>;

/** The timeframe code of each range (docs/product.md §9: daily 1d, weekly 1w, monthly 1M). */
export const cprRangeTimeframe = { daily: '1d', weekly: '1w', monthly: '1M' } as const satisfies Record<
  CprRange,
  string
>;

/** GET cpr/cpr-data/?range= ; a missing range means daily, any other value is a 400. */
export const CprDataQuery = z.object({ range: CprRange.default('daily') });
export type CprDataQuery = z.infer<typeof CprDataQuery>;

/** Price relative to a CPR: above its top, below its bottom, else within. */
export const CprPosition = z.enum(['Above', 'Within', 'Below']);
export type CprPosition = z.infer<typeof CprPosition>;

/** `daily_bias` of docs/analytics.md §2. */
export const DailyBias = z.enum(['Explosive', 'Trending', 'Neutral']);
export type DailyBias = z.infer<typeof DailyBias>;

/** Market-cap category (docs/analytics.md §2: Large ≥ 10 B, Mid ≥ 1 B, Small ≥ 100 M, Micro ≥ 10 M, Nano > 0). */
export const capCategoryNames = ['Large', 'Mid', 'Small', 'Micro', 'Nano', 'Unknown'] as const;
export const CapCategory = z.enum(capCategoryNames);
export type CapCategory = z.infer<typeof CapCategory>;

const IsoTime = z.iso.datetime({ offset: true });
/** A subcategory name of the settings map (third element of `{T}_cpr_map` entries), e.g. `narrow`. */
const Subcategory = z.string().min(1);
const Fraction = z.number().min(0).max(1);

/**
 * One row of `cpr/cpr-data/?range=` (one symbol). The subcategories of all three timeframes are
 * always present (null when that timeframe has too little history); `top`, `pivot`, `bottom` and
 * `width_pct` are the levels of the requested range's last complete period.
 */
export const CprRow = z.object({
  symbol: z.string().min(1),
  /** Today's range has not touched today's daily CPR. */
  is_virgin_cpr: z.boolean().default(false),
  daily_subcategory: Subcategory.nullable(),
  weekly_subcategory: Subcategory.nullable(),
  monthly_subcategory: Subcategory.nullable(),
  /** Daily CPR width as a fraction of the pivot (0.0012 = 0.12 %); the screen shows it ×100. */
  daily_width_pct: z.number().min(0).nullable(),
  /**
   * *(added)* The weekly and monthly CPR widths, as fractions like `daily_width_pct` (null when that
   * timeframe has too little history): the weekly and monthly tabs show and sort by their own width.
   * On a row of `?range=weekly` `weekly_width_pct` equals `width_pct` (and so for monthly).
   */
  weekly_width_pct: z.number().min(0).nullable().default(null),
  monthly_width_pct: z.number().min(0).nullable().default(null),
  /** When the daily CPR of this symbol was computed. */
  daily_updated_at: IsoTime.nullable(),
  cap_category: CapCategory.default('Unknown'),
  /** USD; null when unknown. */
  market_cap: z.number().min(0).nullable(),
  top: z.number(),
  pivot: z.number(),
  bottom: z.number(),
  /** `(top − bottom) / pivot` of the requested range (a fraction). */
  width_pct: z.number().min(0),
});
export type CprRow = z.infer<typeof CprRow>;
export const CprDataResponse = z.array(CprRow);

/** The checkpoints of a day the trend probability is made at (docs/analytics.md §2). */
export const trendCheckpointNames = ['open', 'asia_close', 'london_close'] as const;
export const TrendCheckpoint = z.enum(trendCheckpointNames);
export type TrendCheckpoint = z.infer<typeof TrendCheckpoint>;
/** What a trend probability is: the calibrated model's, or the base rate (the model did not beat it). */
export const TrendServed = z.enum(['model', 'base_rate']);
export type TrendServed = z.infer<typeof TrendServed>;

/** One bin of a reliability table: forecasts in `[from, from + 0.1)`; mean forecast and observed rate. */
const TrendReliabilityBin = z.object({
  from: z.number(),
  mean_forecast: z.number().nullable(),
  observed_rate: z.number().nullable(),
  count: z.number().int(),
});

/**
 * The held-out (walk-forward) figures of one checkpoint's model at the latest refit: Brier score,
 * the base rate's Brier score (the pooled trend-day rate of each training window), the Brier skill
 * score `1 − brier/base_rate_brier`, the AUC and the 10-bin reliability table; what is served.
 */
export const TrendCheckpointFigures = z.object({
  checkpoint: TrendCheckpoint,
  served: TrendServed,
  base_rate: Fraction,
  samples: z.number().int(),
  held_out: z.number().int(),
  brier: z.number().nullable(),
  base_rate_brier: z.number().nullable(),
  skill: z.number().nullable(),
  auc: z.number().nullable(),
  reliability: z.array(TrendReliabilityBin),
});
export type TrendCheckpointFigures = z.infer<typeof TrendCheckpointFigures>;

/** GET cpr/trend-model/ (public): the latest refit's figures per checkpoint (the Trend % tooltip). */
export const TrendModelSummary = z.object({
  fitted_at: IsoTime.nullable(),
  checkpoints: z.array(TrendCheckpointFigures),
});
export type TrendModelSummary = z.infer<typeof TrendModelSummary>;

/**
 * One row of `cpr/cpr-insights/` (one symbol): where price stands against each CPR, the daily bias
 * and the trend-day probability. A position is null when that timeframe has no CPR yet.
 */
export const CprInsight = z.object({
  symbol: z.string().min(1),
  daily_position: CprPosition.nullable(),
  weekly_position: CprPosition.nullable(),
  monthly_position: CprPosition.nullable(),
  daily_bias: DailyBias.default('Neutral'),
  /** Probability (0..1) that today is a trend day; null with under 60 days of history. */
  trend_probability: Fraction.nullable(),
  /** The checkpoint of today the probability was made at (the latest passed); null with no probability. */
  trend_checkpoint: TrendCheckpoint.nullable().default(null),
  /** `model`, or `base_rate` where the model did not beat the base rate out of sample; null with no probability. */
  trend_served: TrendServed.nullable().default(null),
  /** *(added)* The last price (the close of the newest bar used, as of `updated_at`); null when unknown. */
  price: z.number().positive().nullable().default(null),
  /**
   * *(added)* The change since today's UTC open (00:00 UTC) as a fraction (0.0123 = +1.23 %): the
   * watchlist's Change %. Null when today has no bar yet or the price is unknown.
   */
  change_pct: z.number().nullable().default(null),
  updated_at: IsoTime.nullable(),
});
export type CprInsight = z.infer<typeof CprInsight>;
export const CprInsightsResponse = z.array(CprInsight);

/** One row of `cpr/symbol-meta/`. */
export const SymbolMeta = z.object({
  symbol: z.string().min(1),
  cap_category: CapCategory.default('Unknown'),
  market_cap: z.number().min(0).nullable(),
});
export type SymbolMeta = z.infer<typeof SymbolMeta>;
export const SymbolMetaResponse = z.array(SymbolMeta);

/**
 * One row of `cpr/bias-scores/` (docs/product.md §3 "Symbol volatility record"), read by the Volatility
 * Dashboard. Scores follow docs/analytics.md §2 (`daily_score` = daily trend + daily position +
 * virgin + bias points, and so on). `daily_bias` is an addition to the spec's field list: the
 * dashboard's detail table has a Bias column.
 */
export const VolatilityRecord = z.object({
  symbol: z.string().min(1),
  daily_subcategory: Subcategory.nullable(),
  weekly_subcategory: Subcategory.nullable(),
  monthly_subcategory: Subcategory.nullable(),
  daily_position: CprPosition.nullable(),
  weekly_position: CprPosition.nullable(),
  monthly_position: CprPosition.nullable(),
  daily_score: z.number(),
  weekly_score: z.number(),
  monthly_score: z.number(),
  daily_bias: DailyBias.default('Neutral'),
  is_virgin_cpr: z.boolean().default(false),
  /** The current period's CPR lies entirely inside the previous period's CPR. */
  is_inside_daily: z.boolean().default(false),
  is_inside_weekly: z.boolean().default(false),
  is_inside_monthly: z.boolean().default(false),
  cap_category: CapCategory.default('Unknown'),
  market_cap: z.number().min(0).nullable(),
});
export type VolatilityRecord = z.infer<typeof VolatilityRecord>;
export const BiasScoresResponse = z.array(VolatilityRecord);

/**
 * GET cpr/screen-settings/ (public, token optional): the settings the CPR screen and the Volatility
 * Dashboard read to build their tabs and groups (the `{T}_cpr_map` lists, their first two entries the
 * 'top' subcategories), the exchange prefix of exports, and the toast position and duration every
 * screen uses. Non-admins get 403 on admin/settings/, so this read-only subset is what they call.
 */
export const ScreenSettings = AdminSettings.pick({
  daily_cpr_map: true,
  weekly_cpr_map: true,
  monthly_cpr_map: true,
  default_exchange: true,
  notification_location: true,
  notification_duration: true,
});
export type ScreenSettings = z.infer<typeof ScreenSettings>;
