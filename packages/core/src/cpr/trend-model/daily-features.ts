import type { Candle } from '../../candles/types.ts';

/**
 * Per-symbol features of day `i` of a daily series known at that day's open (docs/analytics.md §2 trend
 * model). Every function reads only bars before `i` (and, where it says so, bar `i`'s open), so a
 * feature of a day is the same whether or not later bars exist. Callers make sure enough days exist.
 */

/** True range of bar `j` against bar `j − 1`'s close. */
export function trueRange(daily: readonly Candle[], j: number): number {
  const c = daily[j] as Candle;
  const pc = (daily[j - 1] as Candle).close;
  return Math.max(c.high - c.low, Math.abs(c.high - pc), Math.abs(c.low - pc));
}

/** ATR of day `i`: the simple mean of the true ranges of the `n` days before it (needs `i > n`). */
export function atrBefore(daily: readonly Candle[], i: number, n: number): number {
  let sum = 0;
  for (let j = i - n; j < i; j++) sum += trueRange(daily, j);
  return sum / n;
}

/**
 * Width percentile: the mid-rank (0..1) of today's CPR width among the widths of the last `n` CPRs
 * including today's (`widths[j]` is the width of day `j`'s CPR, built from day `j − 1`). Low values
 * mean a narrow CPR for this symbol: volatility compression against its own history.
 */
export function widthRank(widths: readonly number[], i: number, n: number): number {
  const w = widths[i] as number;
  let less = 0;
  let equal = 0;
  for (let j = i - n + 1; j <= i; j++) {
    const v = widths[j] as number;
    if (v < w) less++;
    else if (v === w) equal++;
  }
  return (less + 0.5 * equal) / n;
}

/** NR7: yesterday's range (high − low) is the narrowest of the last 7 days (ties count as narrowest). */
export function isNr7(daily: readonly Candle[], i: number): boolean {
  const y = daily[i - 1] as Candle;
  const r = y.high - y.low;
  for (let j = i - 7; j < i - 1; j++) {
    const c = daily[j] as Candle;
    if (c.high - c.low < r) return false;
  }
  return true;
}

/** Inside day: yesterday's range lay within the day before's (high ≤ its high and low ≥ its low). */
export function isInsideDay(daily: readonly Candle[], i: number): boolean {
  const y = daily[i - 1] as Candle;
  const b = daily[i - 2] as Candle;
  return y.high <= b.high && y.low >= b.low;
}

/**
 * ATR ratio: `ln(ATR5 / ATR20)` of the days before `i` (0 when either is 0): below 0 when the
 * last week was quieter than the last month (compression), above 0 after an expansion.
 */
export function atrRatioLog(daily: readonly Candle[], i: number): number {
  const a5 = atrBefore(daily, i, 5);
  const a20 = atrBefore(daily, i, 20);
  return a5 > 0 && a20 > 0 ? Math.log(a5 / a20) : 0;
}

/** Yesterday's body share: `|close − open| / (high − low)` of day `i − 1` (0 without a range). */
export function bodyShare(c: Candle): number {
  const r = c.high - c.low;
  return r > 0 ? Math.abs(c.close - c.open) / r : 0;
}

/**
 * Recent trend-day frequency: the share of trend days among the `n` days before `i`
 * (`trend[j]` is 1 for a trend day, 0 otherwise, NaN when unknown; unknown days are skipped, and the
 * result is NaN with none known).
 */
export function trendFrequency(trend: readonly number[], i: number, n: number): number {
  let sum = 0;
  let count = 0;
  for (let j = Math.max(0, i - n); j < i; j++) {
    const v = trend[j] as number;
    if (Number.isNaN(v)) continue;
    sum += v;
    count++;
  }
  return count > 0 ? sum / count : Number.NaN;
}

/** Day of week of a UTC day's open time, 0 = Sunday … 6 = Saturday. */
export const dayOfWeek = (dayOpen: number) => new Date(dayOpen).getUTCDay();
