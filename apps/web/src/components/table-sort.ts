/** A table's order: the column (sort key) and its direction. */
export type SortDirection = 'asc' | 'desc';

export interface TableSort<K extends string> {
  key: K;
  direction: SortDirection;
}

/**
 * The order after choosing `key` (a header click or a toolbar's sort control): the current column
 * again turns its direction round; another column starts in its first direction.
 */
export function nextTableSort<K extends string>(
  current: TableSort<K>,
  key: K,
  firstDirection: SortDirection,
): TableSort<K> {
  if (current.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: firstDirection };
}

/**
 * `a` before `b` in `sign`'s direction (1 ascending, −1 descending), a missing value last either way;
 * 0 when both are missing or equal, so that the caller's tie-breaks decide. Numbers compare by value,
 * text by `localeCompare`. The one "missing last" comparator of the web app's tables.
 */
export function compareMissingLast<T extends number | string>(
  a: T | null,
  b: T | null,
  sign: number,
): number {
  if (a === null || b === null) return (a === null ? 1 : 0) - (b === null ? 1 : 0);
  const order = typeof a === 'number' ? a - (b as number) : String(a).localeCompare(String(b));
  return order * sign || 0; // never −0
}
