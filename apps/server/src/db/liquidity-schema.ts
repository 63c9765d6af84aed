/**
 * Session-liquidity tables (docs/analytics.md §5; see schema.ts for how to change tables and migrations).
 *
 * `liquidity_summaries` holds the latest `sniperflow/summary` row of each symbol, written by the
 * SniperFlow runs (services/liquidity) and read by the endpoint. `liquidity_session_ranges` keeps
 * the range of every completed session instance of the last 20 days, so a run reads the 20-day
 * average ranges of the A/M/D labels without rescanning 20 days of 5m bars. Keyed by the market
 * source like the candles. Times the market produced are market times; only `computed_at` is the
 * wall clock of the run.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const ms = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true });
const price = (name: string) => doublePrecision(name);

/** A hit event as stored (contracts `LiquidityHitEvent`, times in epoch ms). */
export interface StoredHitEvent {
  level: string;
  price: number;
  hit_at: number;
  session: string;
}

/**
 * One symbol's liquidity row for the UTC day `day` (docs/product.md §3 "Liquidity summary row"): the six
 * levels with their sweep flags and hit times, bias and reason, today's daily CPR, the A/M/D label
 * of each session begun (`session_bias`, session id → label) and the hit events by column.
 */
export const liquiditySummaries = pgTable(
  'liquidity_summaries',
  {
    source: text('source').notNull(),
    symbol: text('symbol').notNull(),
    day: at('day').notNull(),
    asOf: at('as_of'),
    price: price('price'),
    pdh: price('pdh'),
    pdl: price('pdl'),
    asiaHigh: price('asia_high'),
    asiaLow: price('asia_low'),
    londonHigh: price('london_high'),
    londonLow: price('london_low'),
    pdhSwept: boolean('pdh_swept').notNull(),
    pdlSwept: boolean('pdl_swept').notNull(),
    asiaHighSwept: boolean('asia_high_swept').notNull(),
    asiaLowSwept: boolean('asia_low_swept').notNull(),
    londonHighSwept: boolean('london_high_swept').notNull(),
    londonLowSwept: boolean('london_low_swept').notNull(),
    pdhHitAt: at('pdh_hit_at'),
    pdlHitAt: at('pdl_hit_at'),
    asiaHighHitAt: at('asia_high_hit_at'),
    asiaLowHitAt: at('asia_low_hit_at'),
    londonHighHitAt: at('london_high_hit_at'),
    londonLowHitAt: at('london_low_hit_at'),
    hitEvents: jsonb('hit_events').$type<StoredHitEvent[]>().notNull(),
    bias: text('bias').notNull(),
    biasReason: text('bias_reason').notNull(),
    cprTop: price('cpr_top'),
    cprMid: price('cpr_mid'),
    cprBottom: price('cpr_bottom'),
    sessionBias: jsonb('session_bias').$type<Record<string, string>>().notNull(),
    computedAt: at('computed_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'liquidity_summaries_pkey', columns: [t.source, t.symbol] }),
    check('liquidity_summaries_bias_check', sql`${t.bias} in ('Bullish', 'Bearish', 'Neutral')`),
  ],
);

/**
 * The range of one completed session instance `[start_time, end_time)` (epoch ms) over its stored
 * 5m bars (core `SessionRange`): the history behind each session's 20-day average range.
 */
export const liquiditySessionRanges = pgTable(
  'liquidity_session_ranges',
  {
    source: text('source').notNull(),
    symbol: text('symbol').notNull(),
    session: text('session').notNull(),
    startTime: ms('start_time').notNull(),
    endTime: ms('end_time').notNull(),
    open: price('open').notNull(),
    high: price('high').notNull(),
    low: price('low').notNull(),
    close: price('close').notNull(),
    bars: integer('bars').notNull(),
    computedAt: at('computed_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({
      name: 'liquidity_session_ranges_pkey',
      columns: [t.source, t.symbol, t.session, t.startTime, t.endTime],
    }),
    check('liquidity_session_ranges_session_check', sql`${t.session} in ('asia', 'london', 'newyork')`),
  ],
);

export type LiquiditySummaryRow = typeof liquiditySummaries.$inferSelect;
export type LiquiditySessionRangeRow = typeof liquiditySessionRanges.$inferSelect;
