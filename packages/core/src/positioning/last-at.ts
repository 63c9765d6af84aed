/**
 * Index of the last element whose `time` is ≤ `t` in a list ascending by `time`, or −1 when none is
 * (binary search: the snapshot of 500 symbols reads thousands of rows each).
 */
export function lastIndexAtOrBefore(rows: readonly { readonly time: number }[], t: number): number {
  let lo = 0;
  let hi = rows.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const row = rows[mid];
    if (row !== undefined && row.time <= t) {
      found = mid;
      lo = mid + 1;
    } else {
      hi = mid - 1;
    }
  }
  return found;
}

/** The last element with `time` ≤ `t`, or undefined. */
export function lastAtOrBefore<T extends { readonly time: number }>(
  rows: readonly T[],
  t: number,
): T | undefined {
  const i = lastIndexAtOrBefore(rows, t);
  return i < 0 ? undefined : rows[i];
}
