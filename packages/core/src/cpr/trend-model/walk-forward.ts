import { DAY_MS } from '../../candles/timeframe.ts';
import { calibrate, fitPlattSteps, identityCalibration, type PlattCalibration } from './calibration.ts';
import type { TrendRow } from './dataset.ts';
import {
  fitLogisticSteps,
  type LogisticModel,
  type LogisticOptions,
  type LogisticScratch,
  predictLogistic,
} from './logistic.ts';
import { type ForecastScores, forecastScores } from './metrics.ts';
import { ROWS_PER_STEP, runSteps, type Steps } from './steps.ts';

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

function scoresOf(list: readonly HeldOutForecast[], pick: (f: HeldOutForecast) => number) {
  const labelled = list.filter((f) => f.row.y !== null);
  if (labelled.length === 0) return null;
  return forecastScores(
    labelled.map(pick),
    labelled.map((f) => f.base),
    labelled.map((f) => f.row.y as number),
  );
}

function* calibrationOf(
  list: readonly HeldOutForecast[],
  from: number,
  min: number,
): Steps<PlattCalibration> {
  const raw: number[] = [];
  const y: number[] = [];
  for (let i = 0; i < list.length; i++) {
    if (i > 0 && i % ROWS_PER_STEP === 0) yield;
    const f = list[i] as HeldOutForecast;
    if (f.row.y === null || f.row.time < from) continue;
    raw.push(f.raw);
    y.push(f.row.y);
  }
  if (raw.length < min) return identityCalibration;
  yield;
  return yield* fitPlattSteps(raw, y);
}

/**
 * The Brier scores of the calibrated forecasts and of the base rate over the labelled forecasts of
 * `list` from `from` on (null without one): `forecastScores`' two figures by the same sums in the
 * same order, without its AUC and table.
 */
function* brierSince(
  list: readonly HeldOutForecast[],
  from: number,
): Steps<{ brier: number; baseRateBrier: number } | null> {
  let n = 0;
  let brier = 0;
  let baseBrier = 0;
  for (let i = 0; i < list.length; i++) {
    if (i > 0 && i % ROWS_PER_STEP === 0) yield;
    const f = list[i] as HeldOutForecast;
    if (f.row.y === null || f.row.time < from) continue;
    n++;
    brier += (f.p - f.row.y) ** 2;
    baseBrier += (f.base - f.row.y) ** 2;
  }
  return n === 0 ? null : { brier: brier / n, baseRateBrier: baseBrier / n };
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
export function* walkForwardSteps(
  rows: readonly TrendRow[],
  options: WalkForwardOptions = {},
): Steps<WalkForwardResult> {
  const sorted = [...rows].sort((a, b) => a.time - b.time);
  const step = (options.stepDays ?? 30) * DAY_MS;
  const calDays = (options.calibrationDays ?? Number.POSITIVE_INFINITY) * DAY_MS;
  const minCal = options.minCalibration ?? 500;
  const evalDays =
    options.evaluationDays === undefined ? Number.POSITIVE_INFINITY : options.evaluationDays * DAY_MS;
  const maxTrain =
    options.maxTrainDays === undefined ? Number.POSITIVE_INFINITY : options.maxTrainDays * DAY_MS;
  const forecasts: HeldOutForecast[] = [];
  const first = sorted[0];
  const last = sorted.at(-1);
  let model: LogisticModel | null = null;
  let folds = 0;
  // The windows' fits share one standardised-matrix buffer: a fresh one each would be tens of MB
  // of garbage per window at a few hundred symbols (long GC pauses, docs/reliability.md, Soak).
  const scratch: LogisticScratch = { z: new Float64Array(0) };
  if (first !== undefined && last !== undefined) {
    let start = first.time + (options.minTrainDays ?? 120) * DAY_MS;
    let lo = 0;
    let trainEnd = sorted.findIndex((s) => s.time >= start);
    while (trainEnd > 0 && trainEnd < sorted.length) {
      while ((sorted[lo] as TrendRow).time < start - maxTrain) lo++;
      const x: (readonly number[])[] = [];
      const y: number[] = [];
      for (let i = lo; i < trainEnd; i++) {
        if (i > lo && (i - lo) % ROWS_PER_STEP === 0) yield;
        const s = sorted[i] as TrendRow;
        if (s.y === null) continue;
        x.push(s.x);
        y.push(s.y);
      }
      let testEnd = trainEnd;
      while (testEnd < sorted.length && (sorted[testEnd] as TrendRow).time < start + step) testEnd++;
      yield;
      if (y.length > 0) {
        model = yield* fitLogisticSteps(
          x,
          y,
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
        const rate = y.reduce((sum, v) => sum + v, 0) / y.length;
        const cal = yield* calibrationOf(forecasts, start - calDays, minCal);
        yield;
        const past = yield* brierSince(forecasts, start - evalDays);
        const modelServed = past !== null && past.brier < past.baseRateBrier;
        for (let i = trainEnd; i < testEnd; i++) {
          if (i > trainEnd && (i - trainEnd) % ROWS_PER_STEP === 0) yield;
          const row = sorted[i] as TrendRow;
          const raw = predictLogistic(model, selectColumns(row.x, options.columns));
          forecasts.push({ row, raw, p: calibrate(cal, raw), base: rate, modelServed });
        }
        folds++;
        yield;
      }
      trainEnd = testEnd;
      start += step;
    }
  }
  const lastTime = last?.time ?? 0;
  const scored = forecasts.filter((f) => f.row.time > lastTime - evalDays);
  yield;
  const scores = scoresOf(scored, (f) => f.p);
  yield;
  const rawScores = scoresOf(scored, (f) => f.raw);
  yield;
  const servedScores = scoresOf(scored, (f) => (f.modelServed ? f.p : f.base));
  yield;
  return {
    forecasts,
    scores,
    rawScores,
    servedScores,
    folds,
    calibration: yield* calibrationOf(forecasts, lastTime + DAY_MS - calDays, minCal),
    lastModel: model,
  };
}
