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
