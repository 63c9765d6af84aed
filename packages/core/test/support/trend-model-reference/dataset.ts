/**
 * Frozen copy of `packages/core/src/cpr/trend-model/dataset.ts` before the fit was cut into steps (tree
 * 15802a9): the reference the stepped computation must reproduce bit for bit (test only).
 */
import { aggregateCandles } from '../../../src/candles/aggregate.ts';
import { DAY_MS, previousBucketStart } from '../../../src/candles/timeframe.ts';
import type { Candle } from '../../../src/candles/types.ts';
import { subcategoryFor } from '../../../src/cpr/cpr-map.ts';
import { computeCpr } from '../../../src/cpr/levels.ts';
import { cprRelation, isVirginCpr, positionOf } from '../../../src/cpr/position.ts';
import {
  type CheckpointOffsets,
  defaultCheckpointOffsets,
  type IntradayCheckpoint,
  intradayCheckpoints,
  type TrendCheckpoint,
} from '../../../src/cpr/trend-model/checkpoints.ts';
import {
  atrBefore,
  atrRatioLog,
  bodyShare,
  dayOfWeek,
  isInsideDay,
  isNr7,
  trendFrequency,
  widthRank,
} from '../../../src/cpr/trend-model/daily-features.ts';
import {
  type CheckpointFeatures,
  checkpointFeatures,
} from '../../../src/cpr/trend-model/intraday-features.ts';
import { isTrendDay } from '../../../src/cpr/trend-model/trend-day.ts';
import type { Cpr, CprMap } from '../../../src/cpr/types.ts';

/** Days of history a symbol needs before it gets a trend probability (docs/analytics.md §2). */
const TREND_MIN_HISTORY_DAYS = 60;
/** The symbol whose state is the market-wide "BTC" feature. */
const TREND_MARKET_SYMBOL = 'BTCUSDT';

/** One symbol's input: daily bars and, for the later checkpoints, the day partials. */
export interface TrendSeries {
  symbol: string;
  /**
   * Daily bars, ascending and unique. The newest may be the forming day: of a day not closed by
   * `now` only the open is read.
   */
  daily: readonly Candle[];
  /** Per intraday checkpoint, the day partials (see core `dayPartials`) by day open time. */
  partials?: Partial<Record<IntradayCheckpoint, ReadonlyMap<number, Candle>>>;
}

export interface TrendDatasetOptions {
  map: CprMap;
  /** Market time: a row exists once its checkpoint has passed; its label once its day has closed. */
  now: number;
  offsets?: CheckpointOffsets;
  /** Only rows of days opening at or after this time (serving asks for today only). */
  from?: number;
  marketSymbol?: string;
}

/** One day of one symbol at one checkpoint; `y` is whether the day was a trend day, null while open. */
export interface TrendRow {
  symbol: string;
  time: number;
  x: number[];
  y: 0 | 1 | null;
}

export type TrendDataset = Record<TrendCheckpoint, TrendRow[]>;

interface DayInfo {
  i: number;
  time: number;
  open: number[];
  y: 0 | 1 | null;
  so: Partial<Record<IntradayCheckpoint, CheckpointFeatures>>;
}

interface SeriesInfo {
  symbol: string;
  days: DayInfo[];
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

/** Mean of a per-day value over the `n` days before `time` (days without a value skipped; 0 with none). */
function meanOver(byDay: ReadonlyMap<number, number>, time: number, n: number): number {
  let sum = 0;
  let k = 0;
  for (let t = time - n * DAY_MS; t < time; t += DAY_MS) {
    const v = byDay.get(t);
    if (v === undefined) continue;
    sum += v;
    k++;
  }
  return k > 0 ? sum / k : 0;
}

const side = (p: string | undefined) => [p === 'Above' ? 1 : 0, p === 'Below' ? 1 : 0];
/** Continuous features are clipped so that a rare extreme value cannot make a confident forecast. */
const clip = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
const nanTo = (v: number, d: number) => (Number.isNaN(v) ? d : v);

/**
 * Per-symbol features (docs/analytics.md §2 trend model) of each day `i` with 60 days before it whose
 * previous bar is the previous calendar day, from bars before `i` and bar `i`'s open only: see
 * `openFeatureGroups` for the list. Partials give the checkpoint features of the same day.
 */
function seriesInfo(s: TrendSeries, o: Required<TrendDatasetOptions>): SeriesInfo {
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
  const info: SeriesInfo = { symbol: s.symbol, days: [], trend: new Map(), move: new Map() };
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
    const so: DayInfo['so'] = {};
    let volume = 0;
    for (let j = i - 20; j < i; j++) volume += (daily[j] as Candle).volume / 20;
    for (const c of intradayCheckpoints) {
      const offset = o.offsets[c];
      if (!Number.isFinite(offset) || bar.openTime + offset > o.now) continue;
      const partial = s.partials?.[c]?.get(bar.openTime);
      if (partial !== undefined) so[c] = checkpointFeatures(partial, cpr, atr, volume, offset / DAY_MS);
    }
    const y = Number.isNaN(trend[i] as number) ? null : (trend[i] as 0 | 1);
    info.days.push({ i, time: bar.openTime, open, y, so });
  }
  return info;
}

function shareBy(infos: readonly SeriesInfo[], pick: (s: SeriesInfo) => Map<number, number>) {
  const sum = new Map<number, [number, number]>();
  for (const s of infos)
    for (const [t, v] of pick(s)) {
      const a = sum.get(t) ?? [0, 0];
      a[0] += v;
      a[1] += 1;
      sum.set(t, a);
    }
  return new Map([...sum].map(([t, [v, k]]) => [t, v / k]));
}

/**
 * The pooled trend-model rows of every symbol at every checkpoint (docs/analytics.md §2), in series
 * order then time. Market-wide features of day D: the share of symbols whose D − 1 was a trend day
 * (and its mean over D − 5 … D − 1),
 * BTC's (`marketSymbol`) trend day and |body|/ATR14 yesterday (0 when BTC has no such day); at an
 * intraday checkpoint also the share of symbols in a trend day so far and BTC's move so far in ATRs.
 * A row of day D at checkpoint c uses only bars closed by D's checkpoint time: the same row comes out
 * of data cut there (tested).
 */
export function trendDataset(series: readonly TrendSeries[], options: TrendDatasetOptions): TrendDataset {
  const o: Required<TrendDatasetOptions> = {
    offsets: defaultCheckpointOffsets,
    from: Number.NEGATIVE_INFINITY,
    marketSymbol: TREND_MARKET_SYMBOL,
    ...options,
  };
  const infos = series.map((s) => seriesInfo(s, o));
  const trendShare = shareBy(infos, (s) => s.trend);
  const btc = infos.find((s) => s.symbol === o.marketSymbol);
  const soShare = new Map<IntradayCheckpoint, Map<number, number>>();
  const btcSo = new Map<IntradayCheckpoint, Map<number, number>>();
  for (const c of intradayCheckpoints) {
    const per = (s: SeriesInfo, f: (x: CheckpointFeatures) => number) =>
      new Map(s.days.flatMap((d) => (d.so[c] ? [[d.time, f(d.so[c] as CheckpointFeatures)] as const] : [])));
    soShare.set(
      c,
      shareBy(infos, (s) => per(s, (x) => x.trendSoFar)),
    );
    btcSo.set(c, btc ? per(btc, (x) => x.moveAtr) : new Map());
  }
  const out: TrendDataset = { open: [], asia_close: [], london_close: [] };
  for (const s of infos)
    for (const d of s.days) {
      const yday = d.time - DAY_MS;
      const x = [
        ...d.open,
        trendShare.get(yday) ?? 0,
        meanOver(trendShare, d.time, 5),
        btc?.trend.get(yday) ?? 0,
        btc?.move.get(yday) ?? 0,
      ];
      out.open.push({ symbol: s.symbol, time: d.time, x, y: d.y });
      for (const c of intradayCheckpoints) {
        const f = d.so[c];
        if (f === undefined) continue;
        out[c].push({
          symbol: s.symbol,
          time: d.time,
          x: [
            ...x,
            f.rangeAtr,
            f.moveAtr,
            f.bodyShare,
            f.outsideCpr,
            f.beyondCprAtr,
            f.trendSoFar,
            f.volumeLog,
            soShare.get(c)?.get(d.time) ?? 0,
            btcSo.get(c)?.get(d.time) ?? 0,
          ],
          y: d.y,
        });
      }
    }
  return out;
}
