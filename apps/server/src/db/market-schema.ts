/**
 * Market data tables (see schema.ts for how to change tables and generate migrations).
 *
 * Times of bars are `bigint` epoch milliseconds (UTC), not timestamptz: they are what the sources,
 * `@app/core` and the chart API (`[open_time_ms, …]`) speak, they bind as plain number arrays in the
 * bulk `unnest` upsert, and they need no Date conversion on the hot path.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const ms = (name: string) => bigint(name, { mode: 'number' });

/**
 * The symbols of each market source key (runtime/source-key.ts), with market caps (refreshed by the
 * rebuild-symbol-meta job): one row per (source, symbol), so two venues listing the same symbol keep
 * their own universes; `active` says whether the source lists it now.
 */
export const marketSymbols = pgTable(
  'market_symbols',
  {
    symbol: text('symbol').notNull(),
    base: text('base').notNull(),
    marketCap: doublePrecision('market_cap'),
    capCategory: text('cap_category').notNull().default('Unknown'),
    source: text('source').notNull(),
    active: boolean('active').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'market_symbols_pkey', columns: [t.source, t.symbol] })],
);

/**
 * Market caps in USD by coin ticker (`BTC`, `PEPE`), as the market-cap provider last reported them
 * (rebuild-symbol-meta job). A failed fetch leaves the rows alone, so the last good values stay.
 */
export const marketCaps = pgTable('market_caps', {
  ticker: text('ticker').primaryKey(),
  marketCap: doublePrecision('market_cap').notNull(),
  /** Where the value came from: `coingecko` or `file`. */
  provider: text('provider').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Closed bars of the stored timeframes (5m, 1h, 1d), keyed by (source, symbol, timeframe, open_time)
 * so every ingestion is an idempotent upsert. 4h, 1w and 1M are aggregated on read, never stored.
 */
export const candles = pgTable(
  'candles',
  {
    source: text('source').notNull(),
    symbol: text('symbol').notNull(),
    timeframe: text('timeframe').notNull(),
    openTime: ms('open_time').notNull(),
    open: doublePrecision('open').notNull(),
    high: doublePrecision('high').notNull(),
    low: doublePrecision('low').notNull(),
    close: doublePrecision('close').notNull(),
    volume: doublePrecision('volume').notNull(),
  },
  (t) => [
    primaryKey({ name: 'candles_pkey', columns: [t.source, t.symbol, t.timeframe, t.openTime] }),
    check('candles_timeframe_check', sql`${t.timeframe} in ('5m', '1h', '1d')`),
  ],
);

/**
 * The bar still forming per (source, symbol, timeframe), replaced every few seconds by the live feed,
 * so every process (not only the one running ingestion) serves a current price and chart.
 */
export const formingCandles = pgTable(
  'forming_candles',
  {
    source: text('source').notNull(),
    symbol: text('symbol').notNull(),
    timeframe: text('timeframe').notNull(),
    openTime: ms('open_time').notNull(),
    open: doublePrecision('open').notNull(),
    high: doublePrecision('high').notNull(),
    low: doublePrecision('low').notNull(),
    close: doublePrecision('close').notNull(),
    volume: doublePrecision('volume').notNull(),
    /** Market time (epoch ms) of the update. */
    asOf: ms('as_of').notNull(),
  },
  (t) => [primaryKey({ name: 'forming_candles_pkey', columns: [t.source, t.symbol, t.timeframe] })],
);

/**
 * The simulated market's clock, fixed by the first start on a database and shared by every process:
 * market time = anchor_market_ms + (wall − anchor_wall_ms) × speed. `listing_anchor_ms` places the
 * simulated new listings, so restarts keep the same history.
 */
export const simClock = pgTable('sim_clock', {
  id: text('id').primaryKey(),
  anchorWallMs: ms('anchor_wall_ms').notNull(),
  anchorMarketMs: ms('anchor_market_ms').notNull(),
  speed: doublePrecision('speed').notNull(),
  listingAnchorMs: ms('listing_anchor_ms').notNull(),
});

export type MarketSymbolRow = typeof marketSymbols.$inferSelect;
export type SimClockRow = typeof simClock.$inferSelect;
