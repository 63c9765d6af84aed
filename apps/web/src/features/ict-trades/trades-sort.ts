import type { ictTradesSortKeys } from '@app/contracts';
import { nextTableSort, type TableSort } from '../../components/table-sort.ts';

export type TradesSortKey = (typeof ictTradesSortKeys)[number];
export type TradesSort = TableSort<TradesSortKey>;

/** docs/product.md §2: the trades are listed newest first, as served. */
export const defaultTradesSort: TradesSort = { key: 'generated', direction: 'desc' };

/** The same column again turns its direction round; another starts highest (newest) first. */
export function nextTradesSort(current: TradesSort, key: TradesSortKey): TradesSort {
  return nextTableSort(current, key, 'desc');
}
