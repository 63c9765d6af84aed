/**
 * CPR analytics tables (docs/analytics.md §2; see schema.ts for how to change tables and migrations).
 *
 * Written by the CPR jobs (services/cpr), read by the public `cpr/*` endpoints. Rows are keyed by
 * the market source, like candles, so switching MARKET_SOURCE on one database never mixes data.
 * `data_time` / `updated_at` are market times of the candles a value was computed from (the data's
 * real time, what the screens show as 'Data Updated'); `computed_at` is the wall clock of the run.
 */
import type { TrendCheckpoint, TrendCheckpointModel } from '@app/core';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * The per-checkpoint models of a refit and the checkpoint offsets (ms after 00:00 UTC) they used
 * (null: that checkpoint was not in use).
 */
export interface StoredTrendCheckpoints {
  offsets: Record<TrendCheckpoint, number | null>;
  models: Partial<Record<TrendCheckpoint, TrendCheckpointModel>>;
}

const ms = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true });
const positionCheck = (column: unknown) => sql`${column} in ('Above', 'Within', 'Below')`;

/**
 * The CPR of each symbol and timeframe (1d, 1w, 1M) in force at the last run: the levels from the
 * H, L, C of the last complete period (`period_open_time`), its subcategory under the settings map
 * of that run, the price's position, and the previous period's CPR with `is_inside`.
 * `data_time` is the close of the period the levels come from (the start of the current period).
 */
export const cprLevels = pgTable(
  'cpr_levels',
  {
    source: text('source').notNull(),
    symbol: text('symbol').notNull(),
    timeframe: text('timeframe').notNull(),
    periodOpenTime: ms('period_open_time').notNull(),
    pivot: doublePrecision('pivot').notNull(),
    bc: doublePrecision('bc').notNull(),
    tc: doublePrecision('tc').notNull(),
    top: doublePrecision('top').notNull(),
    bottom: doublePrecision('bottom').notNull(),
    widthPct: doublePrecision('width_pct').notNull(),
    subcategory: text('subcategory').notNull(),
    position: text('position'),
    isInside: boolean('is_inside').notNull().default(false),
    previousPeriodOpenTime: ms('previous_period_open_time'),
    previousPivot: doublePrecision('previous_pivot'),
    previousTop: doublePrecision('previous_top'),
    previousBottom: doublePrecision('previous_bottom'),
    dataTime: at('data_time').notNull(),
    computedAt: at('computed_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'cpr_levels_pkey', columns: [t.source, t.symbol, t.timeframe] }),
    check('cpr_levels_timeframe_check', sql`${t.timeframe} in ('1d', '1w', '1M')`),
    check('cpr_levels_position_check', positionCheck(t.position)),
  ],
);

/**
 * The CPR insight of each symbol (docs/product.md §3): positions against the three CPRs, the daily bias, the
 * virgin flag and the trend-day probability, at the price of `updated_at` (the market time of the
 * newest bar used: the forming 5m bar's update or the last closed bar's close).
 */
export const cprInsights = pgTable(
  'cpr_insights',
  {
    source: text('source').notNull(),
    symbol: text('symbol').notNull(),
    price: doublePrecision('price'),
    todayOpen: doublePrecision('today_open'),
    todayHigh: doublePrecision('today_high'),
    todayLow: doublePrecision('today_low'),
    dailyPosition: text('daily_position'),
    weeklyPosition: text('weekly_position'),
    monthlyPosition: text('monthly_position'),
    dailyBias: text('daily_bias').notNull().default('Neutral'),
    isVirgin: boolean('is_virgin').notNull().default(false),
    trendProbability: doublePrecision('trend_probability'),
    /** The `trend_model_runs` row the probability came from (null: no model yet or too little history). */
    trendModelRunId: integer('trend_model_run_id'),
    /** The checkpoint the probability was made at (`open`, `asia_close`, `london_close`), null without one. */
    trendCheckpoint: text('trend_checkpoint'),
    /** What was served: `model` (it beat the base rate out of sample) or `base_rate`; null without one. */
    trendServed: text('trend_served'),
    updatedAt: at('updated_at'),
    computedAt: at('computed_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'cpr_insights_pkey', columns: [t.source, t.symbol] }),
    check('cpr_insights_bias_check', sql`${t.dailyBias} in ('Explosive', 'Trending', 'Neutral')`),
    check('cpr_insights_daily_position_check', positionCheck(t.dailyPosition)),
    check('cpr_insights_weekly_position_check', positionCheck(t.weeklyPosition)),
    check('cpr_insights_monthly_position_check', positionCheck(t.monthlyPosition)),
    check(
      'cpr_insights_trend_checkpoint_check',
      sql`${t.trendCheckpoint} in ('open', 'asia_close', 'london_close')`,
    ),
    check('cpr_insights_trend_served_check', sql`${t.trendServed} in ('model', 'base_rate')`),
  ],
);

/** The docs/product.md §9 scores of each symbol (core `cprScores`), as of `updated_at` (same time as its insight). */
export const cprScores = pgTable(
  'cpr_scores',
  {
    source: text('source').notNull(),
    symbol: text('symbol').notNull(),
    trendScore: doublePrecision('trend_score').notNull(),
    biasScore: doublePrecision('bias_score').notNull(),
    totalScore: doublePrecision('total_score').notNull(),
    dailyScore: doublePrecision('daily_score').notNull(),
    weeklyScore: doublePrecision('weekly_score').notNull(),
    monthlyScore: doublePrecision('monthly_score').notNull(),
    updatedAt: at('updated_at'),
    computedAt: at('computed_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'cpr_scores_pkey', columns: [t.source, t.symbol] })],
);

/**
 * One refit of the trend-day model (docs/analytics.md §2) by the trend-screening job: the walk-forward
 * out-of-sample Brier score against the base rate's, and the model fitted on every sample. A run
 * whose model does not beat the base rate is kept (`beats_base_rate` false) and serves the base
 * rate instead. `daily_map` is the daily CPR map the features were built with. `checkpoints` holds each
 * checkpoint's model (core `TrendCheckpointModel`: coefficients, Platt calibration, base rate, the
 * held-out Brier, base-rate Brier, skill, AUC and 10-bin reliability table, served or not) and the
 * checkpoint offsets used; the flat columns repeat the open checkpoint's figures.
 */
export const trendModelRuns = pgTable(
  'trend_model_runs',
  {
    id: serial('id').primaryKey(),
    source: text('source').notNull(),
    fittedAt: at('fitted_at').notNull().defaultNow(),
    /** Market time of the run, and the open of the newest trading day in the training set. */
    dataTime: at('data_time').notNull(),
    trainedThrough: at('trained_through'),
    symbols: integer('symbols').notNull(),
    /** Samples of the final fit; held-out samples scored by the walk-forward and its refits. */
    samples: integer('samples').notNull(),
    n: integer('n').notNull(),
    folds: integer('folds').notNull(),
    brier: doublePrecision('brier'),
    baseRateBrier: doublePrecision('base_rate_brier'),
    baseRate: doublePrecision('base_rate').notNull(),
    beatsBaseRate: boolean('beats_base_rate').notNull(),
    coefficients: jsonb('coefficients')
      .$type<{ intercept: number; weights: number[]; mean: number[]; scale: number[] }>()
      .notNull(),
    featureNames: jsonb('feature_names').$type<string[]>().notNull(),
    dailyMap: jsonb('daily_map').$type<[number, string, string][]>().notNull(),
    elapsedMs: integer('elapsed_ms').notNull(),
    checkpoints: jsonb('checkpoints').$type<StoredTrendCheckpoints>(),
  },
  (t) => [index('trend_model_runs_source_idx').on(t.source, t.id)],
);

/**
 * The trend model's day partials (docs/trend-model.md, Storage): per symbol, UTC day (`day`, its open
 * time) and intraday checkpoint (`offset_ms` after 00:00 UTC, from the session settings), the
 * aggregate of the day's 1h bars closed by the checkpoint (first open, highest high, lowest low, last
 * close, summed volume). Kept two years (the 1h bars themselves 61 days): the asia_close and
 * london_close models need more history than the candle store holds. Filled once from the source at
 * the first start, then from the stored 1h bars at every refit.
 */
export const trendDayPartials = pgTable(
  'trend_day_partials',
  {
    source: text('source').notNull(),
    symbol: text('symbol').notNull(),
    offsetMs: integer('offset_ms').notNull(),
    day: ms('day').notNull(),
    open: doublePrecision('open').notNull(),
    high: doublePrecision('high').notNull(),
    low: doublePrecision('low').notNull(),
    close: doublePrecision('close').notNull(),
    volume: doublePrecision('volume').notNull(),
  },
  (t) => [primaryKey({ name: 'trend_day_partials_pkey', columns: [t.source, t.symbol, t.offsetMs, t.day] })],
);

export type CprLevelRow = typeof cprLevels.$inferSelect;
export type CprInsightRow = typeof cprInsights.$inferSelect;
export type CprScoreRow = typeof cprScores.$inferSelect;
export type TrendModelRunRow = typeof trendModelRuns.$inferSelect;
export type NewTrendModelRun = typeof trendModelRuns.$inferInsert;
