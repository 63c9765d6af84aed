import type { TrendCheckpoint } from './checkpoints.ts';
import type { FeatureRows } from './logistic.ts';
import type { TrendRow } from './trend-series.ts';

/**
 * One checkpoint's pooled rows as columns (the same rows as `TrendRow[]`, in the same order): a
 * handful of typed arrays instead of three objects a row, so that a refit's live heap at a few
 * hundred symbols is a few large buffers that V8's full collections do not have to mark one by one
 * (docs/logbook/2026-11-27-trend-refit.md, The trend refit in steps).
 */
export interface TrendColumns {
  /** Rows. */
  length: number;
  /** Features a row. */
  featureCount: number;
  /** Features, row-major: row `i`'s feature `k` is `x[i * featureCount + k]`. */
  x: Float64Array;
  /** Open time of each row's day. */
  time: Float64Array;
  /** 1 for a trend day, 0 for another, `Y_OPEN` while the day is open (`TrendRow.y` null). */
  y: Int8Array;
  /** Each row's symbol, as an index into `symbols`. */
  symbol: Int32Array;
  symbols: readonly string[];
}

/** The pooled rows of every checkpoint as columns (see `trendDatasetColumns`). */
export type TrendDatasetColumns = Record<TrendCheckpoint, TrendColumns>;

/** `TrendColumns.y` of a row whose day has not closed (no label). */
export const Y_OPEN = -1;

/** Empty columns of `length` rows of `featureCount` features (to be filled in place). */
export function allocateTrendColumns(
  length: number,
  featureCount: number,
  symbols: readonly string[],
): TrendColumns {
  return {
    length,
    featureCount,
    x: new Float64Array(length * featureCount),
    time: new Float64Array(length),
    y: new Int8Array(length),
    symbol: new Int32Array(length),
    symbols,
  };
}

/**
 * Rows as columns. Every row has the first row's number of features (`featureCount` when there is
 * none); symbols are numbered in order of first appearance.
 */
export function trendColumnsOf(
  rows: readonly TrendRow[],
  featureCount = rows[0]?.x.length ?? 0,
): TrendColumns {
  const symbols: string[] = [];
  const index = new Map<string, number>();
  const out = allocateTrendColumns(rows.length, featureCount, symbols);
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i] as TrendRow;
    let s = index.get(r.symbol);
    if (s === undefined) {
      s = symbols.length;
      symbols.push(r.symbol);
      index.set(r.symbol, s);
    }
    out.symbol[i] = s;
    out.time[i] = r.time;
    out.y[i] = r.y ?? Y_OPEN;
    out.x.set(r.x, i * featureCount);
  }
  return out;
}

/** Row `i`'s label (`TrendRow.y`). */
const labelAt = (c: TrendColumns, i: number): 0 | 1 | null => {
  const y = c.y[i] as number;
  return y === Y_OPEN ? null : (y as 0 | 1);
};

/** Row `i`'s features as a fresh array (`TrendRow.x`). */
const featuresAt = (c: TrendColumns, i: number): number[] =>
  Array.from(c.x.subarray(i * c.featureCount, (i + 1) * c.featureCount));

/** Row `i` as a `TrendRow`. */
const trendRowAt = (c: TrendColumns, i: number): TrendRow => ({
  symbol: c.symbols[c.symbol[i] as number] as string,
  time: c.time[i] as number,
  x: featuresAt(c, i),
  y: labelAt(c, i),
});

/** Columns as rows (the inverse of `trendColumnsOf`). */
export function trendRowsOf(c: TrendColumns): TrendRow[] {
  const rows: TrendRow[] = new Array(c.length);
  for (let i = 0; i < c.length; i++) rows[i] = trendRowAt(c, i);
  return rows;
}

/** Whether any row is labelled (a checkpoint without one is not fitted). */
export function hasLabel(c: TrendColumns): boolean {
  for (let i = 0; i < c.length; i++) if (c.y[i] !== Y_OPEN) return true;
  return false;
}

/**
 * The rows `rows[0 … n − 1]` of the columns (indices into them) as a fit reads them (`FeatureRows`
 * of `fitLogisticRowsSteps`), without copying their features.
 */
export function pickedRows(c: TrendColumns, rows: Int32Array, n: number): FeatureRows {
  const { x, featureCount } = c;
  return { n, width: featureCount, value: (i, k) => x[(rows[i] as number) * featureCount + k] as number };
}
