import type { DataColumn } from './data-table-types.ts';

/** The id of a column definition (TanStack's `id`), undefined for one without. */
function idOf<T>(column: DataColumn<T>): string | undefined {
  return 'id' in column && typeof column.id === 'string' ? column.id : undefined;
}

/**
 * The columns with the key ones (by id, in the order given) moved right after the symbol column (or to
 * the front when there is none), the others keeping their order: on a phone the figures a trader scans
 * for (Total, Score, Label, Status) sit next to the symbol instead of a screen's width to the right.
 * Ids not among the columns, and repeats, are ignored; the columns before the symbol (a checkbox) stay where they are.
 */
export function keyColumnsFirst<T>(
  columns: readonly DataColumn<T>[],
  keyIds: readonly string[],
): DataColumn<T>[] {
  const keys = [...new Set(keyIds)].flatMap((id) => columns.filter((column) => idOf(column) === id));
  if (keys.length === 0) return [...columns];
  const rest = columns.filter((column) => !keys.includes(column));
  const symbolAt = rest.findIndex((column) => idOf(column) === 'symbol');
  return [...rest.slice(0, symbolAt + 1), ...keys, ...rest.slice(symbolAt + 1)];
}
