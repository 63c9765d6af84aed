import {
  compareMissingLast,
  nextTableSort,
  type SortDirection,
  type TableSort,
} from '../../components/table-sort.ts';
import type { ScreenerRow } from './screener-model.ts';

export type SortKey = 'total' | 'trend' | 'width' | 'trendPct';
export type SortState = TableSort<SortKey>;

/** docs/product.md §2: sort by Total (default), Trend Score, Width %, Trend %. */
export const sortOptions: { key: SortKey; label: string }[] = [
  { key: 'total', label: 'Total' },
  { key: 'trend', label: 'Trend Score' },
  { key: 'width', label: 'Width %' },
  { key: 'trendPct', label: 'Trend %' },
];

/** A sort's first direction: highest first, except Width %, where the narrowest CPR comes first. */
const firstDirection: Record<SortKey, SortDirection> = {
  total: 'desc',
  trend: 'desc',
  width: 'asc',
  trendPct: 'desc',
};

export const defaultSort: SortState = { key: 'total', direction: 'desc' };

/** Choosing the current sort again toggles its direction; another sort starts in its first direction. */
export function nextSort(current: SortState, key: SortKey): SortState {
  return nextTableSort(current, key, firstDirection[key]);
}

function sortValue(row: ScreenerRow, key: SortKey): number | null {
  if (key === 'total') return row.total;
  if (key === 'trend') return row.trendScore;
  if (key === 'width') return row.widthPct;
  return row.trendProbability;
}

/** A sorted copy; missing values (no width, no probability) go last either way, ties by symbol. */
export function sortRows(rows: readonly ScreenerRow[], sort: SortState): ScreenerRow[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort(
    (a, b) =>
      compareMissingLast(sortValue(a, sort.key), sortValue(b, sort.key), sign) ||
      a.symbol.localeCompare(b.symbol),
  );
}
