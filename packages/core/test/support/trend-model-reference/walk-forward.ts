/**
 * Frozen copy of `packages/core/src/cpr/trend-model/walk-forward.ts` before the fit was cut into steps (tree
 * 15802a9): the reference the stepped computation must reproduce bit for bit (test only).
 */
import { DAY_MS } from '../../../src/candles/timeframe.ts';
import { type ForecastScores, forecastScores } from '../../../src/cpr/trend-model/metrics.ts';
import { calibrate, fitPlatt, identityCalibration, type PlattCalibration } from './calibration.ts';
import type { TrendRow } from './dataset.ts';
import { fitLogistic, type LogisticModel, type LogisticOptions, predictLogistic } from './logistic.ts';

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

function calibrationOf(list: readonly HeldOutForecast[], from: number, min: number): PlattCalibration {
  const fit = list.filter((f) => f.row.y !== null && f.row.time >= from);
  return fit.length < min
    ? identityCalibration
    : fitPlatt(
        fit.map((f) => f.raw),
        fit.map((f) => f.row.y as number),
      );
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
  if (first !== undefined && last !== undefined) {
    let start = first.time + (options.minTrainDays ?? 120) * DAY_MS;
    let lo = 0;
    let trainEnd = sorted.findIndex((s) => s.time >= start);
    while (trainEnd > 0 && trainEnd < sorted.length) {
      while ((sorted[lo] as TrendRow).time < start - maxTrain) lo++;
      const train = sorted.slice(lo, trainEnd).filter((s) => s.y !== null);
      let testEnd = trainEnd;
      while (testEnd < sorted.length && (sorted[testEnd] as TrendRow).time < start + step) testEnd++;
      if (train.length > 0) {
        model = fitLogistic(
          train.map((s) => selectColumns(s.x, options.columns)),
          train.map((s) => s.y as number),
          {
            ...options,
            start: model ?? undefined,
            tolerance: options.tolerance ?? 1e-6,
            maxIterations:
              model === null ? options.maxIterations : (options.warmIterations ?? options.maxIterations),
          },
        );
        const rate = train.reduce((sum, s) => sum + (s.y as number), 0) / train.length;
        const cal = calibrationOf(forecasts, start - calDays, minCal);
        const past = scoresOf(
          forecasts.filter((f) => f.row.time >= start - evalDays),
          (f) => f.p,
        );
        const modelServed = past !== null && past.brier < past.baseRateBrier;
        for (let i = trainEnd; i < testEnd; i++) {
          const row = sorted[i] as TrendRow;
          const raw = predictLogistic(model, selectColumns(row.x, options.columns));
          forecasts.push({ row, raw, p: calibrate(cal, raw), base: rate, modelServed });
        }
        folds++;
      }
      trainEnd = testEnd;
      start += step;
    }
  }
  const lastTime = last?.time ?? 0;
  const scored = forecasts.filter((f) => f.row.time > lastTime - evalDays);
  return {
    forecasts,
    scores: scoresOf(scored, (f) => f.p),
    rawScores: scoresOf(scored, (f) => f.raw),
    servedScores: scoresOf(scored, (f) => (f.modelServed ? f.p : f.base)),
    folds,
    calibration: calibrationOf(forecasts, lastTime + DAY_MS - calDays, minCal),
    lastModel: model,
  };
}
