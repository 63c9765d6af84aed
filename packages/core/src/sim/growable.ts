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

/**
 * Parallel Float64 columns holding a window of day indexes `[start, end)` rather than every day since
 * index 0: the simulated market asks for a symbol's last few hundred days, while day indexes count
 * from the simulation's epoch (thousands). The window widens on demand, towards older or newer days,
 * by at least a quarter of its size (amortised O(1) per day). Unset cells read as NaN.
 */
export class DayWindow {
  start = 0;
  cols: Float64Array[];

  constructor(count: number) {
    this.cols = Array.from({ length: count }, () => new Float64Array(0));
  }

  /** One past the newest addressable day. */
  get end(): number {
    return this.start + (this.cols[0]?.length ?? 0);
  }

  /** Whether day `k` is addressable without widening. */
  covers(k: number): boolean {
    return k >= this.start && k < this.end;
  }

  /** The column offset of day `k`, widening the window to hold it (existing cells kept). */
  slot(k: number): number {
    if (!this.covers(k)) this.widen(k);
    return k - this.start;
  }

  private widen(k: number): void {
    const size = this.cols[0]?.length ?? 0;
    const grow = Math.max(64, size >> 2);
    let lo: number;
    let hi: number;
    if (size === 0) {
      lo = Math.max(0, k - 8);
      hi = k + 64;
    } else if (k < this.start) {
      lo = Math.max(0, Math.min(k, this.start - grow));
      hi = this.end;
    } else {
      lo = this.start;
      hi = Math.max(k + 1, this.end + grow);
    }
    const shift = this.start - lo;
    this.cols = this.cols.map((old) => {
      const grown = new Float64Array(hi - lo).fill(Number.NaN);
      if (size > 0) grown.set(old, shift);
      return grown;
    });
    this.start = lo;
  }
}
