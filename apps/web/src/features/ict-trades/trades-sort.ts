import type { IctTrade } from '@app/contracts';
import { compareMissingLast, nextTableSort, type TableSort } from '../../components/table-sort.ts';

export type TradesSortKey = 'generated' | 'p_tp1';
export type TradesSort = TableSort<TradesSortKey>;

/** docs/product.md §2: the trades are listed newest first, as served. */
export const defaultTradesSort: TradesSort = { key: 'generated', direction: 'desc' };

/** The same column again turns its direction round; another starts highest (newest) first. */
export function nextTradesSort(current: TradesSort, key: TradesSortKey): TradesSort {
  return nextTableSort(current, key, 'desc');
}

function value(trade: IctTrade, key: TradesSortKey): number | null {
  return key === 'p_tp1' ? trade.p_tp1 : Date.parse(trade.created_at);
}

/**
 * A sorted copy: by generation time or by P(TP1), trades without a P(TP1) last either way. Ties keep
 * the newest first (then the higher id, the later generated).
 */
export function sortTrades(trades: readonly IctTrade[], sort: TradesSort): IctTrade[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...trades].sort(
    (a, b) =>
      compareMissingLast(value(a, sort.key), value(b, sort.key), sign) ||
      Date.parse(b.created_at) - Date.parse(a.created_at) ||
      b.id - a.id,
  );
}
