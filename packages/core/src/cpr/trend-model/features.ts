import { aggregateCandles } from '../../candles/aggregate.ts';
import { DAY_MS, nextBucketStart, previousBucketStart } from '../../candles/timeframe.ts';
import type { Candle } from '../../candles/types.ts';
import { subcategoryFor } from '../cpr-map.ts';
import { computeCpr } from '../levels.ts';
import { cprRelation, isVirginCpr, positionOf } from '../position.ts';
import type { Cpr, CprMap } from '../types.ts';
import { isTrendDay } from './trend-day.ts';

/** Days of history a symbol needs before it gets a trend probability (ANALYTICS.md §2). */
export const TREND_MIN_HISTORY_DAYS = 60;
const ATR_DAYS = 14;

/** One day's features (known at its open) and, for a completed day, whether it was a trend day. */
export interface TrendSample {
  time: number;
  x: number[];
  y: 0 | 1;
}

/** Names of the feature vector for a daily map (one-hot groups drop their last level as baseline). */
export function trendFeatureNames(map: CprMap): string[] {
  const subs = map.slice(0, -1).map((e) => `sub_${e[2]}`);
  return [
    'width_rank_60d',
    ...subs,
    'rel_higher',
    'rel_lower',
    'rel_inside',
    'week_above',
    'week_below',
  ].concat(['month_above', 'month_below', 'prev_virgin', 'atr14_pct']);
}

function periodCprs(daily: readonly Candle[], tf: '1w' | '1M'): Map<number, Cpr> {
  const first = daily[0]?.openTime ?? Number.POSITIVE_INFINITY;
  const out = new Map<number, Cpr>();
  for (const bar of aggregateCandles(daily, tf))
    if (bar.openTime >= first) out.set(bar.openTime, computeCpr(bar));
  return out;
}

const side = (p: string | undefined) => [p === 'Above' ? 1 : 0, p === 'Below' ? 1 : 0];

/**
 * Feature rows of a consecutive daily series (ANALYTICS.md §2 trend model), one per day `i` with at
 * least 60 days before it; a row uses only bars before `i` and bar `i`'s open:
 * the rank of today's CPR width among the CPR widths of the last 60 days including today (mid-rank,
 * 0..1); the daily subcategory one-hot; today's CPR vs yesterday's (higher / lower / inside, with
 * overlapping as baseline); the open's position against the weekly and monthly CPR in force (Within
 * or unknown as baseline); yesterday's virgin flag; ATR(14, simple mean of true ranges) / yesterday's
 * close. `y` is whether bar `i` was a trend day (meaningful only when bar `i` has closed). Rows
 * whose previous bar is not the previous calendar day are skipped.
 */
export function trendFeatureRows(daily: readonly Candle[], map: CprMap): TrendSample[] {
  const cprs: (Cpr | null)[] = daily.map((_, i) => (i > 0 ? computeCpr(daily[i - 1] as Candle) : null));
  const weeks = periodCprs(daily, '1w');
  const months = periodCprs(daily, '1M');
  const rows: TrendSample[] = [];
  for (let i = TREND_MIN_HISTORY_DAYS; i < daily.length; i++) {
    const bar = daily[i] as Candle;
    const prev = daily[i - 1] as Candle;
    if (bar.openTime - prev.openTime !== DAY_MS) continue;
    const cpr = cprs[i] as Cpr;
    const prevCpr = cprs[i - 1] as Cpr;
    let less = 0;
    let equal = 0;
    for (let j = i - TREND_MIN_HISTORY_DAYS + 1; j <= i; j++) {
      const w = (cprs[j] as Cpr).widthPct;
      if (w < cpr.widthPct) less++;
      else if (w === cpr.widthPct) equal++;
    }
    const subIdx = map.findIndex((e) => e[2] === subcategoryFor(cpr.widthPct, map));
    const rel = cprRelation(cpr, prevCpr);
    const week = weeks.get(previousBucketStart('1w', bar.openTime));
    const month = months.get(previousBucketStart('1M', bar.openTime));
    let tr = 0;
    for (let j = i - ATR_DAYS; j < i; j++) {
      const c = daily[j] as Candle;
      const pc = (daily[j - 1] as Candle).close;
      tr += Math.max(c.high - c.low, Math.abs(c.high - pc), Math.abs(c.low - pc));
    }
    rows.push({
      time: bar.openTime,
      x: [
        (less + 0.5 * equal) / TREND_MIN_HISTORY_DAYS,
        ...map.slice(0, -1).map((_, k) => (k === subIdx ? 1 : 0)),
        rel === 'higher' ? 1 : 0,
        rel === 'lower' ? 1 : 0,
        rel === 'inside' ? 1 : 0,
        ...side(week && positionOf(bar.open, week)),
        ...side(month && positionOf(bar.open, month)),
        isVirginCpr(prev.high, prev.low, prevCpr) ? 1 : 0,
        tr / ATR_DAYS / prev.close,
      ],
      y: isTrendDay(bar, cpr) ? 1 : 0,
    });
  }
  return rows;
}

/** Daily bars closed by `now`, sorted and de-duplicated. */
export function closedDays(daily: readonly Candle[], now: number): Candle[] {
  return aggregateCandles(daily, '1d').filter((c) => nextBucketStart('1d', c.openTime) <= now);
}

/** Training samples: a row for every day closed by `now` (so its label is known), no look-ahead. */
export function trendSamples(daily: readonly Candle[], now: number, map: CprMap): TrendSample[] {
  return trendFeatureRows(closedDays(daily, now), map);
}

/**
 * Today's feature vector at `now` from the days closed by `now` and today's open price, or null
 * when the symbol has fewer than 60 days of history or yesterday's bar is missing.
 */
export function trendFeaturesAt(daily: readonly Candle[], now: number, todayOpen: number, map: CprMap) {
  const days = closedDays(daily, now);
  const t = nextBucketStart('1d', now) - DAY_MS;
  const stub: Candle = {
    openTime: t,
    open: todayOpen,
    high: todayOpen,
    low: todayOpen,
    close: todayOpen,
    volume: 0,
  };
  const rows = trendFeatureRows([...days.slice(-(TREND_MIN_HISTORY_DAYS + 40)), stub], map);
  const last = rows.at(-1);
  return last !== undefined && last.time === t ? last.x : null;
}
