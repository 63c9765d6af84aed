/**
 * Positioning tables (docs/positioning.md §1 and §4; see schema.ts for how to change tables and
 * migrations). Keyed by the market source key (`source`, as the candles) and the symbol. Times are
 * `bigint` epoch milliseconds, as the candles'. Every value a venue may not give is nullable: a null is
 * "not given", never 0. A missing reading is no row (a gap is data).
 */
import { bigint, doublePrecision, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

const ms = (name: string) => bigint(name, { mode: 'number' });

/** Every funding settlement: the rate paid at `funding_time` (fraction per interval). */
export const fundingSettlements = pgTable(
  'funding_settlements',
  {
    source: text('source').notNull(),
    symbol: text('symbol').notNull(),
    fundingTime: ms('funding_time').notNull(),
    rate: doublePrecision('rate').notNull(),
    intervalHours: doublePrecision('interval_hours'),
  },
  (t) => [primaryKey({ name: 'funding_settlements_pkey', columns: [t.source, t.symbol, t.fundingTime] })],
);

/**
 * Open interest and ratio readings: every 5 minutes where the venue gives it (else its finest step);
 * past 30 days only the hourly ones are kept (docs/positioning.md §4).
 */
export const positioningMetrics = pgTable(
  'positioning_metrics',
  {
    source: text('source').notNull(),
    symbol: text('symbol').notNull(),
    time: ms('time').notNull(),
    openInterest: doublePrecision('open_interest'),
    openInterestValue: doublePrecision('open_interest_value'),
    longShortRatio: doublePrecision('long_short_ratio'),
    topTraderAccountRatio: doublePrecision('top_trader_account_ratio'),
    topTraderLongShortRatio: doublePrecision('top_trader_long_short_ratio'),
    takerBuySellRatio: doublePrecision('taker_buy_sell_ratio'),
  },
  (t) => [primaryKey({ name: 'positioning_metrics_pkey', columns: [t.source, t.symbol, t.time] })],
);

/** Liquidations per 5-minute bucket (open time), per side, in USDT. */
export const liquidationBuckets = pgTable(
  'liquidation_buckets',
  {
    source: text('source').notNull(),
    symbol: text('symbol').notNull(),
    time: ms('time').notNull(),
    longUsd: doublePrecision('long_usd').notNull(),
    shortUsd: doublePrecision('short_usd').notNull(),
  },
  (t) => [primaryKey({ name: 'liquidation_buckets_pkey', columns: [t.source, t.symbol, t.time] })],
);

/** The venue's newest forecast per symbol: predicted rate and next settlement, as read at `as_of`. */
export const fundingForecasts = pgTable(
  'funding_forecasts',
  {
    source: text('source').notNull(),
    symbol: text('symbol').notNull(),
    asOf: ms('as_of').notNull(),
    predictedRate: doublePrecision('predicted_rate'),
    nextFundingTime: ms('next_funding_time'),
  },
  (t) => [primaryKey({ name: 'funding_forecasts_pkey', columns: [t.source, t.symbol] })],
);
