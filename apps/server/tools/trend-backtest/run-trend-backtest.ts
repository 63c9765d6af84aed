import {
  type CheckpointOffsets,
  type CprMap,
  DAY_MS,
  type ForecastScores,
  type HeldOutForecast,
  refitWalkForward,
  type TrendCheckpoint,
  type TrendSeries,
  trendCheckpoints,
  trendDataset,
  trendFeatureNames,
  trendModelColumns,
  type WalkForwardOptions,
  type WalkForwardResult,
  walkForward,
} from '@app/core';

/**
 * The backtest's walk-forward: the product's (see `refitWalkForward`), refit weekly (the product's job
 * refits daily, its evaluation monthly), each weekly refit one Newton step from the previous week's
 * model: this keeps the 329-symbol run within a couple of minutes.
 */
export const backtestWalkForward: WalkForwardOptions = {
  ...refitWalkForward,
  stepDays: 7,
  warmIterations: 1,
};

export interface TrendBacktestRow {
  symbol: string;
  /** The UTC day forecast, `YYYY-MM-DD`. */
  date: string;
  checkpoint: TrendCheckpoint;
  /** What the product would have served, null where it serves null (no model, under 60 days). */
  probability: number | null;
}

export interface TrendBacktest {
  rows: TrendBacktestRow[];
  results: Partial<Record<TrendCheckpoint, WalkForwardResult>>;
}

/**
 * Runs the trend model's walk-forward over pooled series, per checkpoint, and lists one row per
 * symbol, day (every daily bar) and checkpoint (the later ones only for series with intraday data):
 * the forecast the product would have served then, i.e. the calibrated model where the held-out days
 * before had it beating the base rate, else the base rate; empty before 60 days of history and before
 * the first refit (120 days of pooled history). Every forecast comes from bars closed before its
 * checkpoint and models fitted on days closed before its window, so cutting the input after a day
 * leaves that day's rows unchanged.
 */
export function runTrendBacktest(
  series: readonly TrendSeries[],
  map: CprMap,
  offsets: CheckpointOffsets,
  options: WalkForwardOptions = backtestWalkForward,
): TrendBacktest {
  const now = Math.max(...series.map((s) => (s.daily.at(-1)?.openTime ?? 0) + DAY_MS));
  const dataset = trendDataset(series, { map, now, offsets });
  const results: TrendBacktest['results'] = {};
  const served = new Map<string, number>();
  for (const c of trendCheckpoints) {
    if (dataset[c].length === 0) continue;
    const columns = trendModelColumns(trendFeatureNames(map, c));
    const result = walkForward(dataset[c], { columns, ...options });
    results[c] = result;
    for (const f of result.forecasts) served.set(`${f.row.symbol}|${f.row.time}|${c}`, servedOf(f));
  }
  const rows: TrendBacktestRow[] = [];
  for (const s of series) {
    const checkpoints = trendCheckpoints.filter(
      (c) =>
        c === 'open' || (Number.isFinite(offsets[c]) && (s.partials?.[c as 'asia_close']?.size ?? 0) > 0),
    );
    for (const bar of s.daily)
      for (const c of checkpoints)
        rows.push({
          symbol: s.symbol,
          date: new Date(bar.openTime).toISOString().slice(0, 10),
          checkpoint: c,
          probability: served.get(`${s.symbol}|${bar.openTime}|${c}`) ?? null,
        });
  }
  return { rows, results };
}

const servedOf = (f: HeldOutForecast) => (f.modelServed ? f.p : f.base);

/** The backtest rows as CSV: `symbol,date,checkpoint,probability` (6 decimals, empty for null). */
export function backtestCsv(rows: readonly TrendBacktestRow[]): string {
  const lines = ['symbol,date,checkpoint,probability'];
  for (const r of rows)
    lines.push(
      `${r.symbol},${r.date},${r.checkpoint},${r.probability === null ? '' : r.probability.toFixed(6)}`,
    );
  return `${lines.join('\n')}\n`;
}

const pct = (v: number) => `${(100 * v).toFixed(2)} %`;
/** One line of held-out scores. */
export const scoreLine = (s: ForecastScores | null) =>
  s === null
    ? 'nothing held out'
    : `n ${s.n}  Brier ${s.brier.toFixed(5)}  base ${s.baseRateBrier.toFixed(5)}  skill ${pct(s.skill)}  AUC ${s.auc.toFixed(4)}`;
