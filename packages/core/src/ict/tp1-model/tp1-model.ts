import {
  calibrate,
  fitPlatt,
  identityCalibration,
  type PlattCalibration,
} from '../../cpr/trend-model/calibration.ts';
import { fitLogistic, type LogisticModel, predictLogistic } from '../../cpr/trend-model/logistic.ts';
import { selectColumns } from '../../cpr/trend-model/walk-forward.ts';
import { type Tp1Scores, tp1Scores } from './tp1-scores.ts';

/** What a forecast serves: the calibrated model, the pooled base rate, or nothing yet. */
export type Tp1Served = 'model' | 'base_rate' | 'none';

export interface Tp1Forecast {
  /** The served chance of TP1 before the stop (null when `served` is none). */
  p: number | null;
  served: Tp1Served;
  /** The model's calibrated forecast, and the base rate (the TP1 share of the training outcomes). */
  model: number | null;
  base: number | null;
  /** The model's forecast before calibration. */
  raw: number | null;
}

export interface Tp1Options {
  /** The walk-forward refits at every multiple of this (UTC days by default). */
  refitMs?: number;
  /** Outcomes needed before anything is served; default 300. */
  minOutcomes?: number;
  /** Held-out forecasts with known outcomes needed before the model may be served; default 300. */
  minHeldOut?: number;
  /** L2 penalty of the logistic fit; default 1. */
  lambda?: number;
  /** Columns of `x` to use (the ablation drops groups); default all. */
  columns?: readonly number[];
}

/** A resolved trade the model learns from: its features, outcome, and the forecast it was given when generated. */
export interface Tp1Known {
  x: readonly number[];
  y: 0 | 1;
  heldOut: Tp1Forecast;
}

/** A fitted P(TP1) model and what it serves (JSON-safe: the server stores it). */
export interface Tp1Model {
  logistic: LogisticModel;
  calibration: PlattCalibration;
  /** The TP1 share of the training outcomes (the pooled base rate). */
  base: number;
  /** `model` when the held-out forecasts beat the base rate (Brier), else `base_rate`. */
  served: 'model' | 'base_rate';
  /** Training outcomes. */
  n: number;
  /** Held-out scores of the model's calibrated forecasts against the base rate served with them. */
  heldOut: Tp1Scores | null;
  columns: number[] | null;
}

/** The forecast of a trade without a model. */
export const noTp1Forecast: Tp1Forecast = { p: null, served: 'none', model: null, base: null, raw: null };

/**
 * Fits the P(TP1) model (docs/analytics.md §3.10 "P(TP1)") on resolved trades: a logistic regression of "TP1
 * before the stop" on the features (L2 `lambda`, warm-started from `start`), Platt-calibrated on the
 * held-out forecasts (the model forecasts the trades got when generated, out of sample; identity under
 * `minHeldOut`). It serves the model when those held-out forecasts (at least `minHeldOut`) had a lower
 * Brier score than the base rate served with them, else the base rate. Null under `minOutcomes`. Pure.
 */
export function fitTp1Model(
  known: readonly Tp1Known[],
  options: Tp1Options = {},
  start: Tp1Model | null = null,
): Tp1Model | null {
  const minHeldOut = options.minHeldOut ?? 300;
  if (known.length < (options.minOutcomes ?? 300)) return null;
  const columns = options.columns ? [...options.columns] : null;
  const y = known.map((t) => t.y);
  const logistic = fitLogistic(
    known.map((t) => selectColumns(t.x as number[], options.columns)),
    y,
    { lambda: options.lambda ?? 1, start: start?.logistic, tolerance: 1e-6, maxIterations: 25 },
  );
  const held = known.filter((t) => t.heldOut.raw !== null);
  const calibration =
    held.length >= minHeldOut
      ? fitPlatt(
          held.map((t) => t.heldOut.raw as number),
          held.map((t) => t.y),
        )
      : identityCalibration;
  const heldOut = tp1Scores(
    held.map((t) => ({ p: t.heldOut.model as number, base: t.heldOut.base as number, y: t.y })),
  );
  return {
    logistic,
    calibration,
    base: y.reduce<number>((s, v) => s + v, 0) / y.length,
    served:
      heldOut !== null && heldOut.n >= minHeldOut && heldOut.brier < heldOut.baseRateBrier
        ? 'model'
        : 'base_rate',
    n: known.length,
    heldOut,
    columns,
  };
}

/** The forecast a trade with features `x` gets from `model` (nothing without one). Pure. */
export function forecastTp1(model: Tp1Model | null, x: readonly number[]): Tp1Forecast {
  if (model === null) return noTp1Forecast;
  const raw = predictLogistic(model.logistic, selectColumns(x as number[], model.columns ?? undefined));
  const p = calibrate(model.calibration, raw);
  return {
    p: model.served === 'model' ? p : model.base,
    served: model.served,
    model: p,
    base: model.base,
    raw,
  };
}
