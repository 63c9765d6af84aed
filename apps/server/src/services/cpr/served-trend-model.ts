import { type Candle, type CprMap, type TrendModel, trendFeaturesAt, trendProbability } from '@app/core';
import type { TrendModelRunRow } from '../../db/cpr-schema.ts';

/**
 * The trend-day model the insights serve: the newest refit of the source. When that refit did not
 * beat the base rate on held-out days (walk-forward Brier ≥ base-rate Brier), the model is not
 * used: every symbol with enough history (60 days) gets the base rate, the training-set trend-day
 * frequency, which is the best calibrated forecast that run found; the rest get null.
 */
export interface ServedTrendModel {
  runId: number;
  model: TrendModel;
  /** The daily CPR map the model's features were built with (a later settings change does not refit it). */
  map: CprMap;
  beatsBaseRate: boolean;
}

export function servedModelOf(run: TrendModelRunRow): ServedTrendModel {
  return {
    runId: run.id,
    model: {
      featureNames: run.featureNames,
      logistic: run.coefficients,
      baseRate: run.baseRate,
      samples: run.samples,
      trainedThrough: run.trainedThrough?.getTime() ?? null,
    },
    map: run.dailyMap,
    beatsBaseRate: run.beatsBaseRate,
  };
}

/**
 * `trend_probability` of today for one symbol (ANALYTICS.md §2): the model's probability from the
 * features known at today's open, the base rate when the model is not served, null with fewer than
 * 60 days of history or no model.
 */
export function servedProbability(
  served: ServedTrendModel | null,
  daily: readonly Candle[],
  now: number,
  todayOpen: number | null,
): number | null {
  if (served === null || todayOpen === null) return null;
  if (served.beatsBaseRate) return trendProbability(served.model, daily, now, todayOpen, served.map);
  return trendFeaturesAt(daily, now, todayOpen, served.map) === null ? null : served.model.baseRate;
}
