/**
 * ICT tables (docs/analytics.md §3; see schema.ts for how to change tables and migrations).
 *
 * Written by the ICT scan job (services/ict), read by `ict/*`. Keyed by the market source like the
 * candles. Times the market produced (`as_of`, `created_at`, the step times) are market times; only
 * `computed_at` is the wall clock of the run.
 */
import type { Tp1Forecast, Tp1Model } from '@app/core';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const ms = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The latest ICT setup of each symbol (docs/product.md §3 "ICT setup"): the six signals, score, reasons and
 * label, the price and market time it was evaluated at, and its breakdown (the levels behind the
 * score: dealing range, leg, OTE zone, gap zone, sweep; contracts `IctBreakdown`).
 */
export const ictSetups = pgTable(
  'ict_setups',
  {
    source: text('source').notNull(),
    symbol: text('symbol').notNull(),
    htfBias: text('htf_bias').notNull(),
    htfPdArray: text('htf_pd_array').notNull(),
    ltfOte: boolean('ltf_ote').notNull(),
    fvgType: text('fvg_type').notNull(),
    liquiditySweep: boolean('liquidity_sweep').notNull(),
    score: doublePrecision('score').notNull(),
    reasons: jsonb('reasons').$type<string[]>().notNull(),
    label: text('label').notNull(),
    price: doublePrecision('price'),
    asOf: at('as_of').notNull(),
    breakdown: jsonb('breakdown').$type<Record<string, unknown>>().notNull(),
    /** P(TP1) of the trade the setup's plan would generate (core `Tp1Forecast`); null without a plan. */
    tp1Forecast: jsonb('tp1_forecast').$type<Tp1Forecast>(),
    computedAt: at('computed_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'ict_setups_pkey', columns: [t.source, t.symbol] }),
    check('ict_setups_bias_check', sql`${t.htfBias} in ('Bullish', 'Bearish', 'Neutral')`),
  ],
);

/**
 * Generated trades (docs/product.md §3 "ICT trade") with their tracked outcome: one per symbol, direction and
 * leg (`leg_from_time`, the leg's origin swing), so a re-run never duplicates one. `judged_through`
 * is the open time of the newest 5m bar the outcome was judged on.
 */
export const ictTrades = pgTable(
  'ict_trades',
  {
    id: serial('id').primaryKey(),
    source: text('source').notNull(),
    symbol: text('symbol').notNull(),
    bias: text('bias').notNull(),
    entryLow: doublePrecision('entry_low').notNull(),
    entryHigh: doublePrecision('entry_high').notNull(),
    stopLoss: doublePrecision('stop_loss').notNull(),
    takeProfit1: doublePrecision('take_profit_1').notNull(),
    takeProfit2: doublePrecision('take_profit_2').notNull(),
    currentPrice: doublePrecision('current_price'),
    reasons: jsonb('reasons').$type<string[]>().notNull(),
    score: doublePrecision('score').notNull(),
    label: text('label').notNull(),
    legFromTime: ms('leg_from_time').notNull(),
    legToTime: ms('leg_to_time').notNull(),
    createdAt: at('created_at').notNull(),
    status: text('status').notNull().default('open'),
    triggeredAt: at('triggered_at'),
    tp1At: at('tp1_at'),
    tp2At: at('tp2_at'),
    stoppedAt: at('stopped_at'),
    expiredAt: at('expired_at'),
    closedAt: at('closed_at'),
    rMultiple: doublePrecision('r_multiple'),
    judgedThrough: ms('judged_through'),
    /** `tp1Features` at generation (null for trades stored before the P(TP1) model). */
    tp1Features: jsonb('tp1_features').$type<number[]>(),
    /** The P(TP1) forecast made at generation (core `Tp1Forecast`). */
    tp1Forecast: jsonb('tp1_forecast').$type<Tp1Forecast>(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('ict_trades_leg_key').on(t.source, t.symbol, t.bias, t.legFromTime),
    index('ict_trades_created_idx').on(t.source, t.createdAt),
    index('ict_trades_live_idx').on(t.source).where(sql`${t.closedAt} is null`),
    check('ict_trades_bias_check', sql`${t.bias} in ('Bullish', 'Bearish')`),
    check(
      'ict_trades_status_check',
      sql`${t.status} in ('open', 'triggered', 'tp1', 'tp2', 'stopped', 'expired')`,
    ),
  ],
);

/**
 * The P(TP1) model of each market source (docs/analytics.md §3.10 "P(TP1)"), refit by the ICT scan once per
 * UTC day of market time on the outcomes resolved before `fitted_at`; null `model` while too few.
 */
export const ictTp1Models = pgTable('ict_tp1_models', {
  source: text('source').primaryKey(),
  model: jsonb('model').$type<Tp1Model>(),
  fittedAt: at('fitted_at').notNull(),
  computedAt: at('computed_at').notNull().defaultNow(),
});

export type IctSetupRow = typeof ictSetups.$inferSelect;
export type IctTradeRow = typeof ictTrades.$inferSelect;
export type IctTp1ModelRow = typeof ictTp1Models.$inferSelect;
