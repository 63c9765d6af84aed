import type { Tp1Forecast, Tp1Model } from '@app/core';
import { and, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import {
  type IctSetupRow,
  type IctTp1ModelRow,
  type IctTradeRow,
  ictSetups,
  ictTp1Models,
  ictTrades,
} from '../db/ict-schema.ts';
import { isoOfMsOrNull } from '../lib/time.ts';
import { affectedRows } from './sql-results.ts';

export type { IctSetupRow, IctTp1ModelRow, IctTradeRow };

/** One symbol's setup as the scan writes it. */
export interface IctSetupWrite {
  symbol: string;
  htfBias: string;
  htfPdArray: string;
  ltfOte: boolean;
  fvgType: string;
  liquiditySweep: boolean;
  score: number;
  reasons: string[];
  label: string;
  price: number | null;
  asOf: number;
  breakdown: Record<string, unknown>;
  /** P(TP1) of the trade the setup's plan would generate; null without a plan. */
  tp1Forecast: Tp1Forecast | null;
}

/** A trade the scan generates. */
export interface IctTradeInsert {
  symbol: string;
  bias: 'Bullish' | 'Bearish';
  entryLow: number;
  entryHigh: number;
  stopLoss: number;
  takeProfit1: number;
  takeProfit2: number;
  currentPrice: number | null;
  reasons: string[];
  score: number;
  label: string;
  legFromTime: number;
  legToTime: number;
  createdAt: number;
  tp1Features: number[];
  tp1Forecast: Tp1Forecast;
}

/** A live trade's new outcome state and price. */
export interface IctTradeUpdate {
  id: number;
  currentPrice: number | null;
  status: string;
  triggeredAt: number | null;
  tp1At: number | null;
  tp2At: number | null;
  stoppedAt: number | null;
  expiredAt: number | null;
  closedAt: number | null;
  rMultiple: number | null;
  judgedThrough: number | null;
}

export interface IctRepository {
  /**
   * Replaces the setups of `source` (an `unnest` upsert plus a delete of the symbols not written) in
   * one transaction with the trade updates and inserts of the same scan. Answers the rows changed and
   * the trades actually inserted (a trade whose symbol, direction and leg exist already is skipped).
   */
  writeScan(
    source: string,
    setups: readonly IctSetupWrite[],
    updates: readonly IctTradeUpdate[],
    inserts: readonly IctTradeInsert[],
    at: Date,
  ): Promise<{ changedRows: number; inserted: IctTradeRow[] }>;
  readSetups(source: string): Promise<IctSetupRow[]>;
  /** Trades still tracked (closed_at null). */
  liveTrades(source: string): Promise<IctTradeRow[]>;
  /** The newest `limit` trades, newest first, each with the latest setup price of its symbol. */
  recentTrades(source: string, limit: number): Promise<IctTradeRow[]>;
  /** Trades created at or after `from` (market time), oldest first. */
  tradesCreatedSince(source: string, from: Date): Promise<IctTradeRow[]>;
  /** The newest `limit` trades of one symbol, newest first. */
  symbolTrades(source: string, symbol: string, limit: number): Promise<IctTradeRow[]>;
  /** The stored P(TP1) model of `source` (null before the first refit). */
  readTp1Model(source: string): Promise<IctTp1ModelRow | null>;
  /** Stores a refit of the P(TP1) model (null `model`: too few outcomes yet). */
  writeTp1Model(source: string, model: Tp1Model | null, fittedAt: Date): Promise<void>;
}

export function createIctRepository(db: Db): IctRepository {
  return {
    writeScan(source, setups, updates, inserts, at) {
      const s = <T>(pick: (r: IctSetupWrite) => T) => sql.param(setups.map(pick));
      const u = <T>(pick: (r: IctTradeUpdate) => T) => sql.param(updates.map(pick));
      const when = at.toISOString();
      return db.transaction(async (tx) => {
        let changedRows = 0;
        changedRows += affectedRows(
          await tx.execute(sql`
          insert into ict_setups (source, symbol, htf_bias, htf_pd_array, ltf_ote, fvg_type, liquidity_sweep,
            score, reasons, label, price, as_of, breakdown, tp1_forecast, computed_at)
          select ${source}::text, u.*, ${when}::timestamptz from unnest(
            ${s((r) => r.symbol)}::text[], ${s((r) => r.htfBias)}::text[], ${s((r) => r.htfPdArray)}::text[],
            ${s((r) => r.ltfOte)}::bool[], ${s((r) => r.fvgType)}::text[], ${s((r) => r.liquiditySweep)}::bool[],
            ${s((r) => r.score)}::float8[], ${s((r) => JSON.stringify(r.reasons))}::jsonb[],
            ${s((r) => r.label)}::text[], ${s((r) => r.price)}::float8[], ${s((r) => isoOfMsOrNull(r.asOf))}::timestamptz[],
            ${s((r) => JSON.stringify(r.breakdown))}::jsonb[], ${s((r) => (r.tp1Forecast === null ? null : JSON.stringify(r.tp1Forecast)))}::jsonb[]
          ) as u
          on conflict (source, symbol) do update set
            htf_bias = excluded.htf_bias, htf_pd_array = excluded.htf_pd_array, ltf_ote = excluded.ltf_ote,
            fvg_type = excluded.fvg_type, liquidity_sweep = excluded.liquidity_sweep, score = excluded.score,
            reasons = excluded.reasons, label = excluded.label, price = excluded.price, as_of = excluded.as_of,
            breakdown = excluded.breakdown, tp1_forecast = excluded.tp1_forecast, computed_at = excluded.computed_at
          where (ict_setups.htf_bias, ict_setups.htf_pd_array, ict_setups.ltf_ote, ict_setups.fvg_type,
              ict_setups.liquidity_sweep, ict_setups.score, ict_setups.reasons, ict_setups.label,
              ict_setups.price, ict_setups.as_of, ict_setups.breakdown, ict_setups.tp1_forecast)
            is distinct from (excluded.htf_bias, excluded.htf_pd_array, excluded.ltf_ote, excluded.fvg_type,
              excluded.liquidity_sweep, excluded.score, excluded.reasons, excluded.label, excluded.price,
              excluded.as_of, excluded.breakdown, excluded.tp1_forecast)`),
        );
        changedRows += affectedRows(
          await tx.execute(
            sql`delete from ict_setups where source = ${source} and not (symbol = any(${s((r) => r.symbol)}::text[]))`,
          ),
        );
        if (updates.length > 0) {
          changedRows += affectedRows(
            await tx.execute(sql`
            update ict_trades t set current_price = u.current_price, status = u.status,
              triggered_at = u.triggered_at, tp1_at = u.tp1_at, tp2_at = u.tp2_at, stopped_at = u.stopped_at,
              expired_at = u.expired_at, closed_at = u.closed_at, r_multiple = u.r_multiple,
              judged_through = u.judged_through, updated_at = ${when}::timestamptz
            from unnest(
              ${u((r) => r.id)}::int[], ${u((r) => r.currentPrice)}::float8[], ${u((r) => r.status)}::text[],
              ${u((r) => isoOfMsOrNull(r.triggeredAt))}::timestamptz[], ${u((r) => isoOfMsOrNull(r.tp1At))}::timestamptz[],
              ${u((r) => isoOfMsOrNull(r.tp2At))}::timestamptz[], ${u((r) => isoOfMsOrNull(r.stoppedAt))}::timestamptz[],
              ${u((r) => isoOfMsOrNull(r.expiredAt))}::timestamptz[], ${u((r) => isoOfMsOrNull(r.closedAt))}::timestamptz[],
              ${u((r) => r.rMultiple)}::float8[], ${u((r) => r.judgedThrough)}::bigint[]
            ) as u(id, current_price, status, triggered_at, tp1_at, tp2_at, stopped_at, expired_at, closed_at,
              r_multiple, judged_through)
            where t.id = u.id and (t.current_price, t.status, t.closed_at, t.judged_through)
              is distinct from (u.current_price, u.status, u.closed_at, u.judged_through)`),
          );
        }
        const inserted =
          inserts.length === 0
            ? []
            : await tx
                .insert(ictTrades)
                .values(
                  inserts.map((t) => ({
                    source,
                    ...t,
                    createdAt: new Date(t.createdAt),
                    status: 'open',
                    updatedAt: at,
                  })),
                )
                .onConflictDoNothing({
                  target: [ictTrades.source, ictTrades.symbol, ictTrades.bias, ictTrades.legFromTime],
                })
                .returning();
        changedRows += inserted.length;
        return { changedRows, inserted };
      });
    },

    readSetups: (source) =>
      db.select().from(ictSetups).where(eq(ictSetups.source, source)).orderBy(ictSetups.symbol),

    liveTrades: (source) =>
      db
        .select()
        .from(ictTrades)
        .where(and(eq(ictTrades.source, source), isNull(ictTrades.closedAt)))
        .orderBy(ictTrades.id),

    async recentTrades(source, limit) {
      // The current price of every trade is its symbol's latest setup price (refreshed by every scan).
      const rows = await db
        .select({ trade: ictTrades, price: ictSetups.price })
        .from(ictTrades)
        .leftJoin(
          ictSetups,
          and(eq(ictSetups.source, ictTrades.source), eq(ictSetups.symbol, ictTrades.symbol)),
        )
        .where(eq(ictTrades.source, source))
        .orderBy(desc(ictTrades.createdAt), desc(ictTrades.id))
        .limit(limit);
      return rows.map(({ trade, price }) => ({ ...trade, currentPrice: price ?? trade.currentPrice }));
    },

    tradesCreatedSince: (source, from) =>
      db
        .select()
        .from(ictTrades)
        .where(and(eq(ictTrades.source, source), gte(ictTrades.createdAt, from)))
        .orderBy(ictTrades.createdAt, ictTrades.id),

    symbolTrades: (source, symbol, limit) =>
      db
        .select()
        .from(ictTrades)
        .where(and(eq(ictTrades.source, source), eq(ictTrades.symbol, symbol)))
        .orderBy(desc(ictTrades.createdAt), desc(ictTrades.id))
        .limit(limit),

    async readTp1Model(source) {
      const [row] = await db.select().from(ictTp1Models).where(eq(ictTp1Models.source, source));
      return row ?? null;
    },

    async writeTp1Model(source, model, fittedAt) {
      await db
        .insert(ictTp1Models)
        .values({ source, model, fittedAt, computedAt: new Date() })
        .onConflictDoUpdate({
          target: ictTp1Models.source,
          set: { model, fittedAt, computedAt: new Date() },
        });
    },
  };
}
