import { DAY_MS } from '../../candles/timeframe.ts';
import type { TrendSample } from './features.ts';
import { fitLogistic, type LogisticOptions, predictLogistic } from './logistic.ts';

export interface WalkForwardOptions extends LogisticOptions {
  /** Days of training history before the first test window; default 120. */
  minTrainDays?: number;
  /** Length of each test window in days (the model is refit before each); default 30. */
  stepDays?: number;
}

export interface WalkForwardResult {
  /** Out-of-sample Brier score of the model. */
  brier: number;
  /** Brier score of predicting each fold's training-set trend-day frequency. */
  baseRateBrier: number;
  /** Held-out samples scored, and number of refits. */
  n: number;
  folds: number;
}

/**
 * Walk-forward evaluation (ANALYTICS.md §2): the samples (pooled over symbols) are cut into test
 * windows of `stepDays` by time; for each window the model is fit on every sample strictly before it
 * (expanding window, labels all known by then) and scores the window. Returns the out-of-sample Brier
 * score and that of the base rate (training-set trend-day frequency), or null when no window has both
 * training and test samples.
 */
export function walkForward(
  samples: readonly TrendSample[],
  options: WalkForwardOptions = {},
): WalkForwardResult | null {
  const sorted = [...samples].sort((a, b) => a.time - b.time);
  const first = sorted[0];
  if (first === undefined) return null;
  const step = (options.stepDays ?? 30) * DAY_MS;
  let start = first.time + (options.minTrainDays ?? 120) * DAY_MS;
  let trainEnd = sorted.findIndex((s) => s.time >= start);
  let brier = 0;
  let base = 0;
  let n = 0;
  let folds = 0;
  while (trainEnd > 0 && trainEnd < sorted.length) {
    const train = sorted.slice(0, trainEnd);
    let testEnd = trainEnd;
    while (testEnd < sorted.length && (sorted[testEnd] as TrendSample).time < start + step) testEnd++;
    const model = fitLogistic(
      train.map((s) => s.x),
      train.map((s) => s.y),
      options,
    );
    const rate = train.reduce((sum, s) => sum + s.y, 0) / train.length;
    for (let i = trainEnd; i < testEnd; i++) {
      const s = sorted[i] as TrendSample;
      brier += (predictLogistic(model, s.x) - s.y) ** 2;
      base += (rate - s.y) ** 2;
      n++;
    }
    folds++;
    trainEnd = testEnd;
    start += step;
  }
  return n === 0 ? null : { brier: brier / n, baseRateBrier: base / n, n, folds };
}
