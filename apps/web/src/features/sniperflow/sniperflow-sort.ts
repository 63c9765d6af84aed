import type { LiquidityBias, LiquidityRow } from '@app/contracts';
import { lastHit, sweptCount } from '../../components/sniperflow-model.ts';
import { nextTableSort, type TableSort } from '../../components/table-sort.ts';

export const sniperflowSortKeys = ['symbol', 'bias', 'sweeps', 'last-hit'] as const;
export type SniperflowSortKey = (typeof sniperflowSortKeys)[number];
export type SniperflowSort = TableSort<SniperflowSortKey>;

/** Beyond the spec: by symbol A→Z until a column is chosen. */
export const defaultSniperflowSort: SniperflowSort = { key: 'symbol', direction: 'asc' };

/**
 * The sort in the URL (`?sort=sweeps&dir=desc`, docs/product.md §2 "Screener state"): nothing for the
 * default; an unknown value reads as the default.
 */
export const sniperflowViewKeys = ['sort', 'dir'] as const;

export function readSniperflowSort(params: URLSearchParams): SniperflowSort {
  const key = params.get('sort');
  const dir = params.get('dir');
  return {
    key: (sniperflowSortKeys as readonly string[]).includes(key ?? '')
      ? (key as SniperflowSortKey)
      : defaultSniperflowSort.key,
    direction: dir === 'asc' || dir === 'desc' ? dir : defaultSniperflowSort.direction,
  };
}

export function writeSniperflowSort(sort: SniperflowSort): [string, string][] {
  const d = defaultSniperflowSort;
  return sort.key === d.key && sort.direction === d.direction
    ? []
    : [
        ['sort', sort.key],
        ['dir', sort.direction],
      ];
}

/** Columns that read best largest first start descending; clicking the current column toggles it. */
export function nextSniperflowSort(current: SniperflowSort, key: SniperflowSortKey): SniperflowSort {
  return nextTableSort(current, key, key === 'sweeps' || key === 'last-hit' ? 'desc' : 'asc');
}

const biasRank: Record<LiquidityBias, number> = { Bullish: 0, Bearish: 1, Neutral: 2 };

function compare(a: LiquidityRow, b: LiquidityRow, key: SniperflowSortKey): number {
  if (key === 'bias') return biasRank[a.bias] - biasRank[b.bias];
  if (key === 'sweeps') return sweptCount(a) - sweptCount(b);
  if (key === 'last-hit')
    return Date.parse(lastHit(a) ?? '1970-01-01') - Date.parse(lastHit(b) ?? '1970-01-01');
  return a.symbol.localeCompare(b.symbol);
}

/** A sorted copy; ties by symbol A→Z whichever way the column points. */
export function sortRows(rows: readonly LiquidityRow[], sort: SniperflowSort): LiquidityRow[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => compare(a, b, sort.key) * sign || a.symbol.localeCompare(b.symbol));
}
