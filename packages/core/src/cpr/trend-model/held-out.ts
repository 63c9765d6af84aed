import { fitPlattSteps, identityCalibration, type PlattCalibration } from './calibration.ts';
import { type ForecastScores, forecastScores } from './metrics.ts';
import { ROWS_PER_STEP, type Steps } from './steps.ts';
import { type TrendColumns, Y_OPEN } from './trend-columns.ts';

/**
 * A walk-forward's held-out forecasts as columns (see `HeldOutForecast`): forecast `k` is of row
 * `row[k]` of the walk-forward's `TrendColumns`, with the model's raw and calibrated probability, the
 * window's base rate, and whether the model was served (1) or the base rate (0).
 */
export interface HeldOutColumns {
  length: number;
  row: Int32Array;
  raw: Float64Array;
  p: Float64Array;
  base: Float64Array;
  modelServed: Uint8Array;
}

/** Room for `capacity` forecasts, none yet. */
export const allocateHeldOut = (capacity: number): HeldOutColumns => ({
  length: 0,
  row: new Int32Array(capacity),
  raw: new Float64Array(capacity),
  p: new Float64Array(capacity),
  base: new Float64Array(capacity),
  modelServed: new Uint8Array(capacity),
});

/**
 * The Platt calibration (`fitPlattSteps`) of the labelled forecasts whose day opens at or after
 * `from`, the identity with fewer than `min` of them.
 */
export function* heldOutCalibrationSteps(
  f: HeldOutColumns,
  data: TrendColumns,
  from: number,
  min: number,
): Steps<PlattCalibration> {
  const raw: number[] = [];
  const y: number[] = [];
  for (let k = 0; k < f.length; k++) {
    if (k > 0 && k % ROWS_PER_STEP === 0) yield;
    const r = f.row[k] as number;
    const label = data.y[r] as number;
    if (label === Y_OPEN || (data.time[r] as number) < from) continue;
    raw.push(f.raw[k] as number);
    y.push(label);
  }
  if (raw.length < min) return identityCalibration;
  yield;
  return yield* fitPlattSteps(raw, y);
}

/**
 * The Brier scores of the calibrated forecasts and of the base rate over the labelled forecasts from
 * `from` on (null without one): `forecastScores`' two figures by the same sums in the same order,
 * without its AUC and table.
 */
export function* heldOutBrierSteps(
  f: HeldOutColumns,
  data: TrendColumns,
  from: number,
): Steps<{ brier: number; baseRateBrier: number } | null> {
  let n = 0;
  let brier = 0;
  let baseBrier = 0;
  for (let k = 0; k < f.length; k++) {
    if (k > 0 && k % ROWS_PER_STEP === 0) yield;
    const r = f.row[k] as number;
    const label = data.y[r] as number;
    if (label === Y_OPEN || (data.time[r] as number) < from) continue;
    n++;
    brier += ((f.p[k] as number) - label) ** 2;
    baseBrier += ((f.base[k] as number) - label) ** 2;
  }
  return n === 0 ? null : { brier: brier / n, baseRateBrier: baseBrier / n };
}

/** Which probability of a forecast is scored: the calibrated, the raw, or what was served. */
export type ScoredForecast = 'p' | 'raw' | 'served';

/**
 * `forecastScores` of the labelled forecasts whose day opens after `after` (null without one), in
 * forecast order: of the calibrated probability, the raw one, or the one served (the calibrated
 * where the model was served, else the base rate). In steps: it yields every `ROWS_PER_STEP`
 * forecasts of the gathering and before the scores (their AUC sorts every forecast at once).
 */
export function* heldOutScoresSteps(
  f: HeldOutColumns,
  data: TrendColumns,
  after: number,
  pick: ScoredForecast,
): Steps<ForecastScores | null> {
  const p: number[] = [];
  const base: number[] = [];
  const y: number[] = [];
  for (let k = 0; k < f.length; k++) {
    if (k > 0 && k % ROWS_PER_STEP === 0) yield;
    const r = f.row[k] as number;
    const label = data.y[r] as number;
    if (!((data.time[r] as number) > after) || label === Y_OPEN) continue;
    const b = f.base[k] as number;
    p.push(
      pick === 'raw' ? (f.raw[k] as number) : pick === 'p' || f.modelServed[k] === 1 ? (f.p[k] as number) : b,
    );
    base.push(b);
    y.push(label);
  }
  if (y.length === 0) return null;
  yield;
  return forecastScores(p, base, y);
}
