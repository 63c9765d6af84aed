import { DAY_MS } from '../../candles/timeframe.ts';
import { calibrate, type PlattCalibration } from './calibration.ts';
import type { TrendCheckpoint } from './checkpoints.ts';
import { trendModelColumns } from './feature-names.ts';
import {
  fitLogisticRowsSteps,
  type LogisticModel,
  type LogisticScratch,
  predictLogistic,
} from './logistic.ts';
import type { ForecastScores } from './metrics.ts';
import { runSteps, type Steps } from './steps.ts';
import { pickedRows, type TrendColumns, trendColumnsOf, Y_OPEN } from './trend-columns.ts';
import type { TrendRow } from './trend-series.ts';
import { selectColumns, type WalkForwardOptions, walkForwardColumnsSteps } from './walk-forward.ts';

/** Days of held-out forecasts a refit scores (and decides on): the last two years, as the study. */
export const TREND_EVALUATION_DAYS = 730;

/** What is served: the model's calibrated probability, or the base rate (the model did not beat it). */
export type TrendServed = 'model' | 'base_rate';

/** One checkpoint's model as a refit stores it (docs/analytics.md §2). */
export interface TrendCheckpointModel {
  checkpoint: TrendCheckpoint;
  featureNames: string[];
  /** Indices of the features the model uses (see `trendModelColumns`). */
  columns: number[];
  logistic: LogisticModel;
  /** Platt scaling fitted on the walk-forward's held-out forecasts. */
  calibration: PlattCalibration;
  /** Trend-day rate of the training rows (what is served when the model is not). */
  baseRate: number;
  samples: number;
  /** Open time of the newest training day, null without one. */
  trainedThrough: number | null;
  /** Out-of-sample scores of the calibrated model (null: nothing held out yet) and refits made. */
  scores: ForecastScores | null;
  folds: number;
  /** The model's held-out Brier score is below the base rate's. */
  beatsBaseRate: boolean;
}

/**
 * Default walk-forward of a refit: monthly windows after 120 days, a two-year trailing training
 * window, the last two years scored.
 */
export const refitWalkForward: WalkForwardOptions = {
  minTrainDays: 120,
  stepDays: 30,
  maxTrainDays: 730,
  evaluationDays: TREND_EVALUATION_DAYS,
};

/**
 * Fits one checkpoint's model on pooled rows (labelled ones train, see `trendDataset`): a walk-forward
 * evaluation gives the held-out scores and the Platt calibration; then the logistic model is fitted
 * on every labelled row (within `maxTrainDays`). Deterministic for a given row order.
 */
export function fitCheckpointModel(
  checkpoint: TrendCheckpoint,
  rows: readonly TrendRow[],
  featureNames: string[],
  options: WalkForwardOptions = refitWalkForward,
): TrendCheckpointModel {
  return runSteps(fitCheckpointModelSteps(checkpoint, rows, featureNames, options));
}

/**
 * `fitCheckpointModel` in steps (see `Steps`): the walk-forward's steps, then the final fit's. A
 * server drives it a few milliseconds at a time so that a refit does not hold its event loop
 * (docs/reliability.md, Soak); the model is the same to the bit.
 */
export function* fitCheckpointModelSteps(
  checkpoint: TrendCheckpoint,
  rows: readonly TrendRow[],
  featureNames: string[],
  options: WalkForwardOptions = refitWalkForward,
): Steps<TrendCheckpointModel> {
  return yield* fitCheckpointModelColumnsSteps(checkpoint, trendColumnsOf(rows), featureNames, options);
}

/**
 * `fitCheckpointModelSteps` on the rows as columns (what the server's refit holds, docs/reliability.md,
 * The trend refit in steps): the same arithmetic in the same order, so the same model to the bit.
 * The final fit reuses the walk-forward's buffer for the standardised matrix.
 */
export function* fitCheckpointModelColumnsSteps(
  checkpoint: TrendCheckpoint,
  data: TrendColumns,
  featureNames: string[],
  options: WalkForwardOptions = refitWalkForward,
): Steps<TrendCheckpointModel> {
  const columns = options.columns === undefined ? trendModelColumns(featureNames) : [...options.columns];
  const scratch: LogisticScratch = { z: new Float64Array(0) };
  const wf = yield* walkForwardColumnsSteps(data, { ...options, columns }, scratch);
  let newest = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < data.length; i++)
    if (data.y[i] !== Y_OPEN && (data.time[i] as number) > newest) newest = data.time[i] as number;
  const from =
    options.maxTrainDays === undefined ? Number.NEGATIVE_INFINITY : newest - options.maxTrainDays * DAY_MS;
  // The training rows (labelled, within `maxTrainDays` of the newest) in row order.
  const train = new Int32Array(data.length);
  const trainY = new Float64Array(data.length);
  let m = 0;
  for (let i = 0; i < data.length; i++) {
    if (data.y[i] === Y_OPEN || !((data.time[i] as number) >= from)) continue;
    train[m] = i;
    trainY[m] = data.y[i] as number;
    m++;
  }
  yield;
  const logistic = yield* fitLogisticRowsSteps(
    pickedRows(data, train, m),
    trainY,
    { ...options, start: wf.lastModel ?? undefined },
    columns,
    scratch,
  );
  let positives = 0;
  for (let i = 0; i < m; i++) positives += trainY[i] as number;
  const scores = wf.scores;
  return {
    checkpoint,
    featureNames,
    columns,
    logistic,
    calibration: wf.calibration,
    baseRate: m > 0 ? positives / m : 0,
    samples: m,
    trainedThrough: m > 0 ? newest : null,
    scores,
    folds: wf.folds,
    beatsBaseRate: scores !== null && scores.brier < scores.baseRateBrier,
  };
}

/**
 * The served `trend_probability` of one feature vector (docs/analytics.md §2): the calibrated model's
 * probability where it beat the base rate out of sample, else the base rate; null without training.
 */
export function servedTrendProbability(
  model: TrendCheckpointModel,
  x: readonly number[],
): { probability: number; served: TrendServed } | null {
  if (model.samples === 0) return null;
  if (!model.beatsBaseRate) return { probability: model.baseRate, served: 'base_rate' };
  return {
    probability: calibrate(
      model.calibration,
      predictLogistic(model.logistic, selectColumns(x, model.columns)),
    ),
    served: 'model',
  };
}
