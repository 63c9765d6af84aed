import { type KnownTrade, type TradeRules, tradeRefusal } from '@app/core';
import type { IctTradeInsert, IctTradeRow, IctTradeUpdate } from '../../repositories/ict-repository.ts';
import { planOf } from './ict-trade-rows.ts';

/**
 * The trades the rules judge against (docs/analytics.md §3.9 "One trade per idea"): the stored ones
 * read for the rules and the live ones, each at its state after this scan's `updates`.
 */
export function knownTradesOf(
  stored: readonly IctTradeRow[],
  live: readonly IctTradeRow[],
  updates: readonly IctTradeUpdate[],
): KnownTrade[] {
  const updated = new Map(updates.map((u) => [u.id, u]));
  const rows = new Map<number, IctTradeRow>();
  for (const row of [...stored, ...live]) rows.set(row.id, row);
  return [...rows.values()].map((row) => {
    const u = updated.get(row.id);
    return {
      symbol: row.symbol,
      direction: planOf(row).direction,
      createdAt: row.createdAt.getTime(),
      closedAt: u ? u.closedAt : (row.closedAt?.getTime() ?? null),
      stoppedAt: u ? u.stoppedAt : (row.stoppedAt?.getTime() ?? null),
    };
  });
}

/**
 * The new trades the rules admit, in order: each is judged against the known trades and the ones
 * admitted before it (`tradeRefusal`), so one scan never admits two of a symbol and direction.
 */
export function admittedInserts(
  known: readonly KnownTrade[],
  inserts: readonly IctTradeInsert[],
  rules: TradeRules,
): IctTradeInsert[] {
  const all = [...known];
  const out: IctTradeInsert[] = [];
  for (const t of inserts) {
    if (tradeRefusal(all, t.symbol, t.bias, t.createdAt, rules) !== null) continue;
    out.push(t);
    all.push({
      symbol: t.symbol,
      direction: t.bias,
      createdAt: t.createdAt,
      closedAt: null,
      stoppedAt: null,
    });
  }
  return out;
}
