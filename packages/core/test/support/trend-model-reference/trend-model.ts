/**
 * Frozen copy of `packages/core/src/cpr/trend-model/trend-model.ts` before the fit was cut into steps (tree
 * 15802a9): the reference the stepped computation must reproduce bit for bit (test only).
 */

import type { TrendCheckpoint } from '../../../src/cpr/trend-model/checkpoints.ts';
import { trendModelColumns } from '../../../src/cpr/trend-model/feature-names.ts';
import type { ForecastScores } from '../../../src/cpr/trend-model/metrics.ts';
import type { PlattCalibration } from './calibration.ts';
import type { TrendRow } from './dataset.ts';
import { fitLogistic, type LogisticModel } from './logistic.ts';
import { selectColumns, type WalkForwardOptions, walkForward } from './walk-forward.ts';

/** Days of held-out forecasts a refit scores (and decides on): the last two years, as the study. */
const TREND_EVALUATION_DAYS = 730;

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
const refitWalkForward: WalkForwardOptions = {
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
  const columns = options.columns === undefined ? trendModelColumns(featureNames) : [...options.columns];
  const wf = walkForward(rows, { ...options, columns });
  const newest = rows.reduce((t, r) => (r.y !== null && r.time > t ? r.time : t), Number.NEGATIVE_INFINITY);
  const from =
    options.maxTrainDays === undefined
      ? Number.NEGATIVE_INFINITY
      : newest - options.maxTrainDays * 86_400_000;
  const train = rows.filter((r) => r.y !== null && r.time >= from);
  const logistic = fitLogistic(
    train.map((r) => selectColumns(r.x, columns)),
    train.map((r) => r.y as number),
    { ...options, start: wf.lastModel ?? undefined },
  );
  const scores = wf.scores;
  return {
    checkpoint,
    featureNames,
    columns,
    logistic,
    calibration: wf.calibration,
    baseRate: train.length > 0 ? train.reduce((s, r) => s + (r.y as number), 0) / train.length : 0,
    samples: train.length,
    trainedThrough: train.length > 0 ? newest : null,
    scores,
    folds: wf.folds,
    beatsBaseRate: scores !== null && scores.brier < scores.baseRateBrier,
  };
}
