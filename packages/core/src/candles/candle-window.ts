import type { Candle } from './types.ts';

/** Numbers held per bar, interleaved: open time, open, high, low, close, volume. */
const FIELDS = 6;

/**
 * A window of bars held as one interleaved `Float64Array` (48 bytes a bar) rather than `Candle`
 * objects (about 170 bytes a bar with their boxed numbers): for caches that keep hundreds of bars of
 * hundreds of symbols between runs and hand them out as `Candle` arrays, built on demand, one symbol
 * at a time (docs/performance.md "Memory"). Bars keep the order they were appended in; `keepWithin`
 * filters them in place, exactly as `Array.prototype.filter` on their open times would.
 */
export class CandleWindow {
  private data: Float64Array;
  private count = 0;

  constructor(bars: readonly Candle[] = []) {
    this.data = new Float64Array(bars.length * FIELDS);
    this.append(bars);
  }

  /** Bars held. */
  get length(): number {
    return this.count;
  }

  /** The open time of the newest (last appended) bar, if any. */
  lastOpenTime(): number | undefined {
    return this.count === 0 ? undefined : this.data[(this.count - 1) * FIELDS];
  }

  /** Appends `bars` after those held, growing the storage by at least an eighth when full. */
  append(bars: readonly Candle[]): void {
    const need = (this.count + bars.length) * FIELDS;
    if (need > this.data.length) {
      const grown = new Float64Array(need + Math.max(16 * FIELDS, need >> 3));
      grown.set(this.data.subarray(0, this.count * FIELDS));
      this.data = grown;
    }
    let k = this.count * FIELDS;
    for (const b of bars) {
      this.data[k] = b.openTime;
      this.data[k + 1] = b.open;
      this.data[k + 2] = b.high;
      this.data[k + 3] = b.low;
      this.data[k + 4] = b.close;
      this.data[k + 5] = b.volume;
      k += FIELDS;
    }
    this.count += bars.length;
  }

  /** Keeps only the bars with `from ≤ openTime < to`, in their order. */
  keepWithin(from: number, to: number): void {
    const d = this.data;
    let w = 0;
    for (let r = 0; r < this.count * FIELDS; r += FIELDS) {
      const t = d[r] as number;
      if (t < from || t >= to) continue;
      if (w !== r) d.copyWithin(w, r, r + FIELDS);
      w += FIELDS;
    }
    this.count = w / FIELDS;
  }

  /** The held bars as new `Candle` objects, in order. */
  toCandles(): Candle[] {
    const d = this.data;
    const out: Candle[] = new Array(this.count);
    for (let i = 0, k = 0; i < this.count; i += 1, k += FIELDS) {
      out[i] = {
        openTime: d[k] as number,
        open: d[k + 1] as number,
        high: d[k + 2] as number,
        low: d[k + 3] as number,
        close: d[k + 4] as number,
        volume: d[k + 5] as number,
      };
    }
    return out;
  }
}
