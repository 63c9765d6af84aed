import { aggregateCandles } from '../../candles/aggregate.ts';
import { DAY_MS, previousBucketStart } from '../../candles/timeframe.ts';
import type { Candle } from '../../candles/types.ts';
import { subcategoryFor } from '../cpr-map.ts';
import { computeCpr } from '../levels.ts';
import { cprRelation, isVirginCpr, positionOf } from '../position.ts';
import type { Cpr } from '../types.ts';
import { type IntradayCheckpoint, intradayCheckpoints } from './checkpoints.ts';
import {
  atrBefore,
  atrRatioLog,
  bodyShare,
  dayOfWeek,
  isInsideDay,
  isNr7,
  trendFrequency,
  widthRank,
} from './daily-features.ts';
import { trendFeatureNames } from './feature-names.ts';
import { checkpointFeatures } from './intraday-features.ts';
import { Y_OPEN } from './trend-columns.ts';
import { isTrendDay } from './trend-day.ts';
import { TREND_MIN_HISTORY_DAYS, type TrendDatasetOptions, type TrendSeries } from './trend-series.ts';

/** Market-wide features a row adds to a symbol's own at the open (see `openFeatureGroups.market`). */
const MARKET_FEATURES = 4;
/** Checkpoint features of a day (`CheckpointFeatures`, in `checkpointFeatureGroups` order). */
export const CHECKPOINT_FEATURES = 7;
/** Indices of `trendSoFar` and `moveAtr` among them (the market-wide shares so far). */
export const TREND_SO_FAR = 5;
export const MOVE_ATR = 1;

/**
 * One symbol's days with a row (see `seriesDays`) as columns: day `k` (of `length`) opens at
 * `time[k]`, is labelled `y[k]` (`Y_OPEN` while open), has its own features at the open at
 * `open[k * openWidth …]` and, where `so[c].has[k]` is 1, its checkpoint features at `c` at
 * `so[c].x[k * CHECKPOINT_FEATURES …]`. Typed arrays rather than objects a day: a refit at a few
 * hundred symbols holds them all while it pools them (docs/logbook/2026-11-27-trend-refit.md, The trend refit in steps).
 */
export interface SeriesDays {
  symbol: string;
  length: number;
  time: Float64Array;
  y: Int8Array;
  openWidth: number;
  open: Float64Array;
  so: Record<IntradayCheckpoint, { x: Float64Array; has: Uint8Array }>;
  /** Trend flag (0/1) and |body|/ATR14 of each closed day by open time (for the market features). */
  trend: Map<number, number>;
  move: Map<number, number>;
}

function periodCprs(daily: readonly Candle[], tf: '1w' | '1M'): Map<number, Cpr> {
  const first = daily[0]?.openTime ?? Number.POSITIVE_INFINITY;
  const out = new Map<number, Cpr>();
  for (const bar of aggregateCandles(daily, tf))
    if (bar.openTime >= first) out.set(bar.openTime, computeCpr(bar));
  return out;
}

const side = (p: string | undefined) => [p === 'Above' ? 1 : 0, p === 'Below' ? 1 : 0];
/** Continuous features are clipped so that a rare extreme value cannot make a confident forecast. */
const clip = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
const nanTo = (v: number, d: number) => (Number.isNaN(v) ? d : v);

/**
 * Per-symbol features (docs/analytics.md §2 trend model) of each day `i` with 60 days before it whose
 * previous bar is the previous calendar day, from bars before `i` and bar `i`'s open only: see
 * `openFeatureGroups` for the list. Partials give the checkpoint features of the same day. As columns
 * (`SeriesDays`); `poolTrendDaysSteps` pools every series' days into the rows.
 */
export function seriesDays(s: TrendSeries, o: Required<TrendDatasetOptions>): SeriesDays {
  const all = s.daily;
  // Bars opening after `now` do not exist yet; the forming day (open ≤ now < close) shows its open only.
  let n = all.length;
  while (n > 0 && (all[n - 1] as Candle).openTime > o.now) n--;
  const daily = all.slice(0, n);
  const closed = (j: number) => (daily[j] as Candle).openTime + DAY_MS <= o.now;
  const consecutive = (j: number) =>
    j > 0 && (daily[j] as Candle).openTime - (daily[j - 1] as Candle).openTime === DAY_MS;
  const cprs = daily.map((_, j) => (j > 0 ? computeCpr(daily[j - 1] as Candle) : null));
  const widths = cprs.map((c) => c?.widthPct ?? 0);
  const trend = daily.map((c, j) =>
    consecutive(j) && closed(j) ? (isTrendDay(c, cprs[j] as Cpr) ? 1 : 0) : Number.NaN,
  );
  const weeks = periodCprs(daily, '1w');
  const months = periodCprs(daily, '1M');
  const capacity = Math.max(0, daily.length - TREND_MIN_HISTORY_DAYS);
  const openWidth = trendFeatureNames(o.map, 'open').length - MARKET_FEATURES;
  const checkpointDays = () => ({
    x: new Float64Array(capacity * CHECKPOINT_FEATURES),
    has: new Uint8Array(capacity),
  });
  const info: SeriesDays = {
    symbol: s.symbol,
    length: 0,
    time: new Float64Array(capacity),
    y: new Int8Array(capacity),
    openWidth,
    open: new Float64Array(capacity * openWidth),
    so: { asia_close: checkpointDays(), london_close: checkpointDays() },
    trend: new Map(),
    move: new Map(),
  };
  const atr14 = new Array<number>(daily.length).fill(Number.NaN);
  for (let j = 15; j < daily.length; j++) atr14[j] = atrBefore(daily, j, 14);
  for (let j = 16; j < daily.length; j++) {
    if (Number.isNaN(trend[j] as number)) continue;
    const c = daily[j] as Candle;
    info.trend.set(c.openTime, trend[j] as number);
    const a = atr14[j] as number;
    info.move.set(c.openTime, a > 0 ? clip(Math.abs(c.close - c.open) / a, 0, 3) : 0);
  }
  const subIndexOf = (w: number) => o.map.findIndex((e) => e[2] === subcategoryFor(w, o.map));
  for (let i = TREND_MIN_HISTORY_DAYS; i < daily.length; i++) {
    const bar = daily[i] as Candle;
    if (bar.openTime < o.from || !consecutive(i)) continue;
    const prev = daily[i - 1] as Candle;
    const cpr = cprs[i] as Cpr;
    const prevCpr = cprs[i - 1] as Cpr;
    const rel = cprRelation(cpr, prevCpr);
    const subIdx = subIndexOf(cpr.widthPct);
    const atr = atr14[i] as number;
    const week = weeks.get(previousBucketStart('1w', bar.openTime));
    const month = months.get(previousBucketStart('1M', bar.openTime));
    const dow = dayOfWeek(bar.openTime);
    const open = [
      widthRank(widths, i, TREND_MIN_HISTORY_DAYS),
      ...o.map.slice(0, -1).map((_, k) => (k === subIdx ? 1 : 0)),
      rel === 'higher' ? 1 : 0,
      rel === 'lower' ? 1 : 0,
      rel === 'inside' ? 1 : 0,
      atr > 0 ? clip((cpr.top - cpr.bottom) / atr, 0, 2) : 0,
      isNr7(daily, i) ? 1 : 0,
      isInsideDay(daily, i) ? 1 : 0,
      clip(atrRatioLog(daily, i), -1.5, 1.5),
      atr > 0 && prev.close > 0 ? Math.log(atr / prev.close) : 0,
      ...side(week && positionOf(bar.open, week)),
      ...side(month && positionOf(bar.open, month)),
      bar.open > cpr.top || bar.open < cpr.bottom ? 1 : 0,
      atr > 0 ? clip(Math.abs(bar.open - cpr.pivot) / atr, 0, 3) : 0,
      atr > 0 ? clip(Math.max(bar.open - cpr.top, cpr.bottom - bar.open, 0) / atr, 0, 2) : 0,
      isVirginCpr(prev.high, prev.low, prevCpr) ? 1 : 0,
      nanTo(trend[i - 1] as number, 0),
      nanTo(trendFrequency(trend, i, 20), 0),
      nanTo(trendFrequency(trend, i, 60), 0),
      bodyShare(prev),
      ...[0, 1, 2, 3, 4, 5].map((d) => (d === dow ? 1 : 0)),
    ];
    const k = info.length++;
    info.time[k] = bar.openTime;
    info.open.set(open, k * openWidth);
    let volume = 0;
    for (let j = i - 20; j < i; j++) volume += (daily[j] as Candle).volume / 20;
    for (const c of intradayCheckpoints) {
      const offset = o.offsets[c];
      if (!Number.isFinite(offset) || bar.openTime + offset > o.now) continue;
      const partial = s.partials?.[c]?.get(bar.openTime);
      if (partial === undefined) continue;
      const f = checkpointFeatures(partial, cpr, atr, volume, offset / DAY_MS);
      const at = info.so[c];
      at.has[k] = 1;
      at.x.set(
        [f.rangeAtr, f.moveAtr, f.bodyShare, f.outsideCpr, f.beyondCprAtr, f.trendSoFar, f.volumeLog],
        k * CHECKPOINT_FEATURES,
      );
    }
    info.y[k] = Number.isNaN(trend[i] as number) ? Y_OPEN : (trend[i] as 0 | 1);
  }
  return info;
}
