import type { Candle } from '../../candles/types.ts';
import type { CprMap } from '../types.ts';
import { type TrendSample, trendFeatureNames, trendFeaturesAt } from './features.ts';
import { fitLogistic, type LogisticModel, type LogisticOptions, predictLogistic } from './logistic.ts';

/** A trend-probability model as the refit job stores it. */
export interface TrendModel {
  featureNames: string[];
  logistic: LogisticModel;
  /** Training-set trend-day frequency, number of samples and the newest sample's day. */
  baseRate: number;
  samples: number;
  trainedThrough: number | null;
}

/**
 * Fits the trend-day model (ANALYTICS.md §2) on samples pooled over every symbol (see
 * `trendSamples`): an L2-regularised logistic regression, deterministic for a given sample order.
 */
export function fitTrendModel(
  samples: readonly TrendSample[],
  map: CprMap,
  options: LogisticOptions = {},
): TrendModel {
  const logistic = fitLogistic(
    samples.map((s) => s.x),
    samples.map((s) => s.y),
    options,
  );
  const positives = samples.reduce((sum, s) => sum + s.y, 0);
  return {
    featureNames: trendFeatureNames(map),
    logistic,
    baseRate: samples.length > 0 ? positives / samples.length : 0,
    samples: samples.length,
    trainedThrough: samples.reduce<number | null>((t, s) => (t === null || s.time > t ? s.time : t), null),
  };
}

/**
 * `trend_probability` of today for one symbol at `now`: the model's probability that today is a trend
 * day from features known at today's open, or null when the symbol has fewer than 60 days of history
 * (ANALYTICS.md §2) or the model has no samples.
 */
export function trendProbability(
  model: TrendModel,
  daily: readonly Candle[],
  now: number,
  todayOpen: number,
  map: CprMap,
): number | null {
  if (model.samples === 0) return null;
  const x = trendFeaturesAt(daily, now, todayOpen, map);
  return x === null ? null : predictLogistic(model.logistic, x);
}
