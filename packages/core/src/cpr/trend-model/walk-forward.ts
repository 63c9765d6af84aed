import { DAY_MS } from '../../candles/timeframe.ts';
import { calibrate, type PlattCalibration } from './calibration.ts';
import {
  allocateHeldOut,
  type HeldOutColumns,
  heldOutBrierSteps,
  heldOutCalibrationSteps,
  heldOutScoresSteps,
} from './held-out.ts';
import {
  fitLogisticRowsSteps,
  type LogisticModel,
  type LogisticOptions,
  type LogisticScratch,
  predictLogistic,
} from './logistic.ts';
import type { ForecastScores } from './metrics.ts';
import { ROWS_PER_STEP, runSteps, type Steps } from './steps.ts';
import { pickedRows, type TrendColumns, trendColumnsOf, Y_OPEN } from './trend-columns.ts';
import type { TrendRow } from './trend-series.ts';

export interface WalkForwardOptions extends LogisticOptions {
  /** Days of pooled history before the first test window; default 120. */
  minTrainDays?: number;
  /** Length of each test window in days (the model is refit before each); default 30. */
  stepDays?: number;
  /** Trailing training window in days (older rows are not used); default unbounded. */
  maxTrainDays?: number;
  /** Held-out forecasts of the last this many days calibrate each next window; default all. */
  calibrationDays?: number;
  /** Held-out forecasts needed before calibrating (else the identity); default 500. */
  minCalibration?: number;
  /** Only the held-out days of the last this many days are scored; default all. */
  evaluationDays?: number;
  /**
   * Newton iterations of a refit warm-started from the previous window's model (default: until
   * converged). One step from a nearby optimum lands within rounding of the new one (quadratic
   * convergence); the backtest uses 1 to refit weekly quickly.
   */
  warmIterations?: number;
  /** Columns of `x` to use (the study drops groups); default all. */
  columns?: readonly number[];
}

/** One held-out forecast: the row, the model's raw and calibrated probability, the base rate. */
export interface HeldOutForecast {
  row: TrendRow;
  raw: number;
  p: number;
  base: number;
  /** Whether the scores of the held-out days before this window had the model beat the base rate. */
  modelServed: boolean;
}

export interface WalkForwardResult {
  /** Every held-out row (labelled or not), in time order. */
  forecasts: HeldOutForecast[];
  /** Scores of the calibrated forecasts, and of the raw ones, over the scored labelled rows. */
  scores: ForecastScores | null;
  rawScores: ForecastScores | null;
  /** Scores of what the product would have served (the model only after it beat the base rate). */
  servedScores: ForecastScores | null;
  folds: number;
  /** Calibration fitted on the held-out forecasts of the last `calibrationDays` (for the final model). */
  calibration: PlattCalibration;
  /** The last window's model. */
  lastModel: LogisticModel | null;
}

export const selectColumns = (x: readonly number[], columns: readonly number[] | undefined) =>
  columns === undefined ? (x as number[]) : columns.map((c) => x[c] as number);

/** `WalkForwardResult` with the forecasts as columns (rows of the walk-forward's `TrendColumns`). */
export interface WalkForwardColumnsResult extends Omit<WalkForwardResult, 'forecasts'> {
  forecasts: HeldOutColumns;
}

/**
 * Walk-forward evaluation (docs/analytics.md §2): the pooled rows are cut by time into test windows of
 * `stepDays`; before each window the model is fit on the labelled rows strictly before it (within
 * `maxTrainDays`; their days have all closed when the window opens) and calibrated by Platt scaling
 * on the held-out forecasts of earlier windows (never on its own window). The base rate of a window is
 * the trend-day rate of its training rows. `modelServed` repeats the product's rule: the model is
 * served once the held-out days before the window (within `evaluationDays`) show it beating the base
 * rate, else the base rate is.
 */
export function walkForward(rows: readonly TrendRow[], options: WalkForwardOptions = {}): WalkForwardResult {
  return runSteps(walkForwardSteps(rows, options));
}

/**
 * `walkForward` in steps (see `Steps`): it yields between and within the windows' fits (each
 * logistic fit and Platt calibration in its own steps). The same computation in the same order, so
 * the same result to the bit.
 */
function* walkForwardSteps(
  rows: readonly TrendRow[],
  options: WalkForwardOptions = {},
): Steps<WalkForwardResult> {
  const { forecasts: f, ...result } = yield* walkForwardColumnsSteps(trendColumnsOf(rows), options);
  const forecasts: HeldOutForecast[] = [];
  for (let k = 0; k < f.length; k++)
    forecasts.push({
      row: rows[f.row[k] as number] as TrendRow,
      raw: f.raw[k] as number,
      p: f.p[k] as number,
      base: f.base[k] as number,
      modelServed: f.modelServed[k] === 1,
    });
  return { forecasts, ...result };
}

/** Row indices of `data` by day open time, ties in row order (as a stable sort of the rows). */
function timeOrder(data: TrendColumns): Int32Array {
  const order = Array.from({ length: data.length }, (_, i) => i);
  order.sort((a, b) => (data.time[a] as number) - (data.time[b] as number));
  return Int32Array.from(order);
}

/**
 * `walkForwardSteps` on columns (the server's refit, docs/reliability.md): the same computation in
 * the same order, so the same result to the bit, the forecasts as columns. `scratch` lends the
 * standardised matrix's buffer to the windows' fits (see `fitLogisticRowsSteps`).
 */
export function* walkForwardColumnsSteps(
  data: TrendColumns,
  options: WalkForwardOptions = {},
  scratch: LogisticScratch = { z: new Float64Array(0) },
): Steps<WalkForwardColumnsResult> {
  const sorted = timeOrder(data);
  const n = sorted.length;
  const timeAt = (k: number) => data.time[sorted[k] as number] as number;
  const step = (options.stepDays ?? 30) * DAY_MS;
  const calDays = (options.calibrationDays ?? Number.POSITIVE_INFINITY) * DAY_MS;
  const minCal = options.minCalibration ?? 500;
  const evalDays =
    options.evaluationDays === undefined ? Number.POSITIVE_INFINITY : options.evaluationDays * DAY_MS;
  const maxTrain =
    options.maxTrainDays === undefined ? Number.POSITIVE_INFINITY : options.maxTrainDays * DAY_MS;
  const forecasts = allocateHeldOut(n);
  let model: LogisticModel | null = null;
  let folds = 0;
  // The windows' fits share one standardised-matrix buffer and one list of training rows: fresh
  // ones each would be tens of MB of garbage per window at a few hundred symbols (long GC pauses,
  // docs/logbook/2026-11-27-trend-refit.md, The trend refit in steps).
  const trainRows = new Int32Array(n);
  const trainY = new Float64Array(n);
  const features = new Array<number>(options.columns?.length ?? data.featureCount).fill(0);
  if (n > 0) {
    let start = timeAt(0) + (options.minTrainDays ?? 120) * DAY_MS;
    let lo = 0;
    let trainEnd = 0;
    while (trainEnd < n && !(timeAt(trainEnd) >= start)) trainEnd++;
    if (trainEnd === n) trainEnd = -1;
    while (trainEnd > 0 && trainEnd < n) {
      while (timeAt(lo) < start - maxTrain) lo++;
      let m = 0;
      for (let i = lo; i < trainEnd; i++) {
        if (i > lo && (i - lo) % ROWS_PER_STEP === 0) yield;
        const r = sorted[i] as number;
        const label = data.y[r] as number;
        if (label === Y_OPEN) continue;
        trainRows[m] = r;
        trainY[m] = label;
        m++;
      }
      let testEnd = trainEnd;
      while (testEnd < n && timeAt(testEnd) < start + step) testEnd++;
      yield;
      if (m > 0) {
        model = yield* fitLogisticRowsSteps(
          pickedRows(data, trainRows, m),
          trainY,
          {
            ...options,
            start: model ?? undefined,
            tolerance: options.tolerance ?? 1e-6,
            maxIterations:
              model === null ? options.maxIterations : (options.warmIterations ?? options.maxIterations),
          },
          options.columns,
          scratch,
        );
        let positives = 0;
        for (let i = 0; i < m; i++) positives += trainY[i] as number;
        const rate = positives / m;
        const cal = yield* heldOutCalibrationSteps(forecasts, data, start - calDays, minCal);
        yield;
        const past = yield* heldOutBrierSteps(forecasts, data, start - evalDays);
        const modelServed = past !== null && past.brier < past.baseRateBrier;
        for (let i = trainEnd; i < testEnd; i++) {
          if (i > trainEnd && (i - trainEnd) % ROWS_PER_STEP === 0) yield;
          const r = sorted[i] as number;
          const raw = predictLogistic(model, rowFeatures(data, r, options.columns, features));
          const k = forecasts.length++;
          forecasts.row[k] = r;
          forecasts.raw[k] = raw;
          forecasts.p[k] = calibrate(cal, raw);
          forecasts.base[k] = rate;
          forecasts.modelServed[k] = modelServed ? 1 : 0;
        }
        folds++;
        yield;
      }
      trainEnd = testEnd;
      start += step;
    }
  }
  const lastTime = n > 0 ? timeAt(n - 1) : 0;
  yield;
  const scores = yield* heldOutScoresSteps(forecasts, data, lastTime - evalDays, 'p');
  yield;
  const rawScores = yield* heldOutScoresSteps(forecasts, data, lastTime - evalDays, 'raw');
  yield;
  const servedScores = yield* heldOutScoresSteps(forecasts, data, lastTime - evalDays, 'served');
  yield;
  return {
    forecasts,
    scores,
    rawScores,
    servedScores,
    folds,
    calibration: yield* heldOutCalibrationSteps(forecasts, data, lastTime + DAY_MS - calDays, minCal),
    lastModel: model,
  };
}

/**
 * Row `r`'s features at `columns` (all without) written into `into` (`selectColumns` of the row
 * without allocating one array a row); returns `into`.
 */
function rowFeatures(
  data: TrendColumns,
  r: number,
  columns: readonly number[] | undefined,
  into: number[],
): number[] {
  const o = r * data.featureCount;
  for (let j = 0; j < into.length; j++)
    into[j] = data.x[o + (columns === undefined ? j : (columns[j] as number))] as number;
  return into;
}
