import { auc } from '../../cpr/trend-model/metrics.ts';

/** A 95 % Wilson score interval of a rate of `hits` in `n` (null bounds when n is 0). */
export function wilsonInterval(
  hits: number,
  n: number,
  z = 1.959964,
): { low: number | null; high: number | null } {
  if (n === 0) return { low: null, high: null };
  const p = hits / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/** One bin of forecasts with its realised rate (docs/analytics.md §3.10 "P(TP1)"). */
export interface Tp1Bin {
  /** Mean forecast of the bin, realised TP1 rate, count and 95 % Wilson interval of the rate. */
  meanForecast: number;
  realisedRate: number;
  count: number;
  low: number | null;
  high: number | null;
}

/** Held-out figures of a P(TP1) forecast against triggered trades' outcomes. */
export interface Tp1Scores {
  n: number;
  /** AUC of `p` for "TP1 before the stop". */
  auc: number;
  /** Brier score of `p`, of the base rate served alongside, and the skill `1 − brier/baseBrier`. */
  brier: number;
  baseRateBrier: number;
  skill: number;
  /** Realised TP1 rate of the scored trades. */
  baseRate: number;
  /** Ten equal-count bins of `p`, lowest first. */
  deciles: Tp1Bin[];
}

/** The bin of `items` (their forecast `p` and outcome `y`). */
function tp1Bin(items: readonly { p: number; y: 0 | 1 }[]): Tp1Bin {
  const hits = items.reduce((s, t) => s + t.y, 0);
  const n = items.length;
  return {
    meanForecast: n === 0 ? 0 : items.reduce((s, t) => s + t.p, 0) / n,
    realisedRate: n === 0 ? 0 : hits / n,
    count: n,
    ...wilsonInterval(hits, n),
  };
}

/** Ten equal-count bins of the items sorted by `p` (ties kept in input order); fewer with < 10 items. */
export function tp1Deciles(items: readonly { p: number; y: 0 | 1 }[]): Tp1Bin[] {
  const sorted = [...items].sort((a, b) => a.p - b.p);
  const bins: Tp1Bin[] = [];
  for (let d = 0; d < 10; d++) {
    const part = sorted.slice(
      Math.floor((d * sorted.length) / 10),
      Math.floor(((d + 1) * sorted.length) / 10),
    );
    if (part.length > 0) bins.push(tp1Bin(part));
  }
  return bins;
}

/**
 * Scores forecasts `p` against outcomes `y`, with `base` the base-rate forecast of each item (the
 * expanding pooled TP1 rate when it was made). Null without items.
 */
export function tp1Scores(items: readonly { p: number; base: number; y: 0 | 1 }[]): Tp1Scores | null {
  const n = items.length;
  if (n === 0) return null;
  let brier = 0;
  let baseBrier = 0;
  let hits = 0;
  for (const t of items) {
    brier += (t.p - t.y) ** 2;
    baseBrier += (t.base - t.y) ** 2;
    hits += t.y;
  }
  return {
    n,
    auc: auc(
      items.map((t) => t.p),
      items.map((t) => t.y),
    ),
    brier: brier / n,
    baseRateBrier: baseBrier / n,
    skill: baseBrier > 0 ? 1 - brier / baseBrier : 0,
    baseRate: hits / n,
    deciles: tp1Deciles(items),
  };
}
