import { DAY_MS } from '../../candles/timeframe.ts';
import {
  defaultCheckpointOffsets,
  type IntradayCheckpoint,
  intradayCheckpoints,
  type TrendCheckpoint,
  trendCheckpoints,
} from './checkpoints.ts';
import { trendFeatureNames } from './feature-names.ts';
import { CHECKPOINT_FEATURES, MOVE_ATR, type SeriesDays, seriesDays, TREND_SO_FAR } from './series-days.ts';
import { runSteps, type Steps } from './steps.ts';
import { allocateTrendColumns, type TrendDatasetColumns, trendRowsOf } from './trend-columns.ts';
import {
  TREND_MARKET_SYMBOL,
  type TrendDataset,
  type TrendDatasetOptions,
  type TrendSeries,
} from './trend-series.ts';

export {
  TREND_MIN_HISTORY_DAYS,
  type TrendDataset,
  type TrendDatasetOptions,
  type TrendRow,
  type TrendSeries,
} from './trend-series.ts';

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

/** Per day, the mean of the series' values (`pick`) over the series that have one, summed in series order. */
function shareBy(infos: readonly SeriesDays[], pick: (s: SeriesDays) => Map<number, number>) {
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
  return runSteps(trendDatasetSteps(series, options));
}

/**
 * `trendDataset` in steps (see `Steps`): it yields after each series' features and after each
 * series' rows (and between the market-wide shares). The same rows in the same order.
 */
function* trendDatasetSteps(
  series: readonly TrendSeries[],
  options: TrendDatasetOptions,
): Steps<TrendDataset> {
  const columns = yield* trendDatasetColumnsSteps(series, options);
  return {
    open: trendRowsOf(columns.open),
    asia_close: trendRowsOf(columns.asia_close),
    london_close: trendRowsOf(columns.london_close),
  };
}

/** Days of the series with a row at checkpoint `c` (every day has one at the open). */
function rowsAt(infos: readonly SeriesDays[], c: TrendCheckpoint): number {
  let n = 0;
  for (const s of infos)
    if (c === 'open') n += s.length;
    else for (let k = 0; k < s.length; k++) n += s.so[c].has[k] as number;
  return n;
}

/** One checkpoint feature (`at`, see `CHECKPOINT_FEATURES`) of each of a series' days that has them, by day. */
function checkpointFeatureByDay(s: SeriesDays, c: IntradayCheckpoint, at: number): Map<number, number> {
  const out = new Map<number, number>();
  const { x, has } = s.so[c];
  for (let k = 0; k < s.length; k++)
    if (has[k] === 1) out.set(s.time[k] as number, x[k * CHECKPOINT_FEATURES + at] as number);
  return out;
}

/**
 * `trendDatasetSteps` as columns (`TrendColumns`, the symbols numbered in series order): the same
 * rows in the same order, without an object a row (what the server's refit holds while it fits,
 * docs/logbook/2026-11-27-trend-refit.md, The trend refit in steps).
 */
function* trendDatasetColumnsSteps(
  series: readonly TrendSeries[],
  options: TrendDatasetOptions,
): Steps<TrendDatasetColumns> {
  const o = trendDatasetDefaults(options);
  const days: SeriesDays[] = [];
  for (const s of series) {
    days.push(seriesDays(s, o));
    yield;
  }
  return yield* poolTrendDaysSteps(days, o);
}

/** The options with their defaults (what `seriesDays` takes). */
export const trendDatasetDefaults = (options: TrendDatasetOptions): Required<TrendDatasetOptions> => ({
  offsets: defaultCheckpointOffsets,
  from: Number.NEGATIVE_INFINITY,
  marketSymbol: TREND_MARKET_SYMBOL,
  ...options,
});

/**
 * The second half of `trendDatasetColumnsSteps`: the pooled rows of every series' days
 * (`seriesDays` of each series under the same options, in series order) with the market-wide
 * features. A caller can build the days a few series at a time and drop their bars in between (the
 * server's refit, docs/logbook/2026-11-27-trend-refit.md, The trend refit in steps); the rows are the same.
 */
export function* poolTrendDaysSteps(
  infos: readonly SeriesDays[],
  options: TrendDatasetOptions,
): Steps<TrendDatasetColumns> {
  const o = trendDatasetDefaults(options);
  const trendShare = shareBy(infos, (s) => s.trend);
  yield;
  const btc = infos.find((s) => s.symbol === o.marketSymbol);
  const soShare = new Map<IntradayCheckpoint, Map<number, number>>();
  const btcSo = new Map<IntradayCheckpoint, Map<number, number>>();
  for (const c of intradayCheckpoints) {
    soShare.set(
      c,
      shareBy(infos, (s) => checkpointFeatureByDay(s, c, TREND_SO_FAR)),
    );
    btcSo.set(c, btc ? checkpointFeatureByDay(btc, c, MOVE_ATR) : new Map());
    yield;
  }
  const symbols = infos.map((s) => s.symbol);
  const out = Object.fromEntries(
    trendCheckpoints.map((c) => [
      c,
      allocateTrendColumns(rowsAt(infos, c), trendFeatureNames(o.map, c).length, symbols),
    ]),
  ) as TrendDatasetColumns;
  const next: Record<TrendCheckpoint, number> = { open: 0, asia_close: 0, london_close: 0 };
  const open = out.open;
  const F = open.featureCount;
  for (let si = 0; si < infos.length; si++) {
    const s = infos[si] as SeriesDays;
    yield;
    for (let d = 0; d < s.length; d++) {
      const time = s.time[d] as number;
      const yday = time - DAY_MS;
      const i = next.open++;
      open.symbol[i] = si;
      open.time[i] = time;
      open.y[i] = s.y[d] as number;
      const row = i * F;
      open.x.set(s.open.subarray(d * s.openWidth, (d + 1) * s.openWidth), row);
      open.x[row + s.openWidth] = trendShare.get(yday) ?? 0;
      open.x[row + s.openWidth + 1] = meanOver(trendShare, time, 5);
      open.x[row + s.openWidth + 2] = btc?.trend.get(yday) ?? 0;
      open.x[row + s.openWidth + 3] = btc?.move.get(yday) ?? 0;
      for (const c of intradayCheckpoints) {
        const so = s.so[c];
        if (so.has[d] !== 1) continue;
        const at = out[c];
        const k = next[c]++;
        const to = k * at.featureCount;
        at.symbol[k] = si;
        at.time[k] = time;
        at.y[k] = s.y[d] as number;
        at.x.set(open.x.subarray(row, row + F), to);
        at.x.set(so.x.subarray(d * CHECKPOINT_FEATURES, (d + 1) * CHECKPOINT_FEATURES), to + F);
        at.x[to + F + CHECKPOINT_FEATURES] = soShare.get(c)?.get(time) ?? 0;
        at.x[to + F + CHECKPOINT_FEATURES + 1] = btcSo.get(c)?.get(time) ?? 0;
      }
    }
  }
  return out;
}
