/** A few parallel Float64 columns that grow by doubling; unset cells read as NaN. */
export interface Columns {
  length: number;
  cols: Float64Array[];
}

/** `count` NaN-filled columns with room for `capacity` rows. */
export function createColumns(count: number, capacity = 1024): Columns {
  return {
    length: 0,
    cols: Array.from({ length: count }, () => new Float64Array(capacity).fill(Number.NaN)),
  };
}

/** Makes sure index `k` is addressable (capacity ≥ k + 1), keeping existing values. */
export function ensureCapacity(c: Columns, k: number): void {
  const cap = c.cols[0]?.length ?? 0;
  if (k < cap) return;
  let next = cap * 2;
  while (next <= k) next *= 2;
  c.cols = c.cols.map((old) => {
    const grown = new Float64Array(next).fill(Number.NaN);
    grown.set(old);
    return grown;
  });
}
