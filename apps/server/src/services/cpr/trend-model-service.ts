import {
  bucketStart,
  type Candle,
  type CprMap,
  DAY_MS,
  fitTrendModel,
  type TrendSample,
  trendSamples,
  type WalkForwardResult,
  walkForward,
} from '@app/core';
import type { TrendModelRunRow } from '../../db/cpr-schema.ts';
import type { CprInputRepository } from '../../repositories/cpr-input-repository.ts';
import type { TrendModelRepository } from '../../repositories/trend-model-repository.ts';

/** Daily history the refit reads: everything the store keeps (≥ 400 days), capped at about 5 years. */
export const TREND_HISTORY_DAYS = 2000;

export interface TrendRefitDeps {
  source: string;
  inputs: CprInputRepository;
  models: TrendModelRepository;
  /** Wall clock of `fitted_at`. */
  now: () => Date;
}

export interface TrendRefit {
  run: TrendModelRunRow;
  walkForward: WalkForwardResult | null;
}

/** Samples of every symbol pooled in symbol order (the fit is deterministic for a given order). */
export function pooledSamples(daily: ReadonlyMap<string, readonly Candle[]>, now: number, map: CprMap) {
  const samples: TrendSample[] = [];
  for (const symbol of [...daily.keys()].sort())
    samples.push(...trendSamples(daily.get(symbol) ?? [], now, map));
  return samples;
}

/**
 * Refits the trend-day model (ANALYTICS.md §2) on every symbol's daily history up to `marketNow`:
 * features of each day known at its open, labels of closed days only. A walk-forward evaluation
 * (expanding window, 120 days of training before the first 30-day test window, refit before each)
 * gives the out-of-sample Brier score and the base rate's; then the model is fitted on all samples
 * and stored with both scores. `beats_base_rate` is false when the model's held-out Brier is not
 * below the base rate's (or there was nothing to hold out): the run is kept, and the insights serve
 * the base rate instead of the model (see served-trend-model.ts).
 */
export async function refitTrendModel(
  deps: TrendRefitDeps,
  symbols: readonly string[],
  marketNow: number,
  map: CprMap,
): Promise<TrendRefit> {
  const started = performance.now();
  const from = bucketStart('1d', marketNow) - TREND_HISTORY_DAYS * DAY_MS;
  const daily = await deps.inputs.dailyCandles(deps.source, symbols, from, marketNow);
  const samples = pooledSamples(daily, marketNow, map);
  const evaluation = walkForward(samples);
  const model = fitTrendModel(samples, map);
  const beats = evaluation !== null && evaluation.brier < evaluation.baseRateBrier;
  const run = await deps.models.add({
    source: deps.source,
    fittedAt: deps.now(),
    dataTime: new Date(marketNow),
    trainedThrough: model.trainedThrough === null ? null : new Date(model.trainedThrough),
    symbols: [...daily.values()].filter((bars) => bars.length > 0).length,
    samples: model.samples,
    n: evaluation?.n ?? 0,
    folds: evaluation?.folds ?? 0,
    brier: evaluation?.brier ?? null,
    baseRateBrier: evaluation?.baseRateBrier ?? null,
    baseRate: model.baseRate,
    beatsBaseRate: beats,
    coefficients: model.logistic,
    featureNames: model.featureNames,
    dailyMap: map.map(([threshold, label, sub]) => [threshold, label, sub]),
    elapsedMs: Math.round(performance.now() - started),
  });
  return { run, walkForward: evaluation };
}
