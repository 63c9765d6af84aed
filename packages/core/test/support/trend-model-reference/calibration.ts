/**
 * Frozen copy of `packages/core/src/cpr/trend-model/calibration.ts` before the fit was cut into steps (tree
 * 15802a9): the reference the stepped computation must reproduce bit for bit (test only).
 */
import { solveLinear } from '../../../src/cpr/trend-model/linear-solve.ts';
import { sigmoid } from './logistic.ts';

/** Platt scaling: `p' = σ(a·logit(p) + b)`; the identity is `{a: 1, b: 0}`. */
export interface PlattCalibration {
  a: number;
  b: number;
}

export const identityCalibration: PlattCalibration = { a: 1, b: 0 };

const EPS = 1e-6;
const logit = (p: number) => {
  const q = Math.min(1 - EPS, Math.max(EPS, p));
  return Math.log(q / (1 - q));
};

/**
 * Fits Platt scaling by Newton's method on the log-loss of held-out (out-of-sample) forecasts `p`
 * against outcomes `y`: it corrects a model whose forecasts are too confident, too timid or shifted
 * (as when the trend-day rate drifts). Deterministic; the identity without data.
 */
export function fitPlatt(p: readonly number[], y: readonly number[]): PlattCalibration {
  if (p.length === 0) return identityCalibration;
  const l = p.map(logit);
  let a = 1;
  let b = 0;
  for (let it = 0; it < 50; it++) {
    let ga = 0;
    let gb = 0;
    let haa = 1e-9;
    let hab = 0;
    let hbb = 1e-9;
    for (let i = 0; i < l.length; i++) {
      const li = l[i] as number;
      const q = sigmoid(a * li + b);
      const r = q - (y[i] as number);
      const w = q * (1 - q);
      ga += r * li;
      gb += r;
      haa += w * li * li;
      hab += w * li;
      hbb += w;
    }
    const [da, db] = solveLinear(
      [
        [haa, hab],
        [hab, hbb],
      ],
      [ga, gb],
    ) as [number, number];
    a -= da;
    b -= db;
    if (Math.max(Math.abs(da), Math.abs(db)) < 1e-10) break;
  }
  return { a, b };
}

/** A forecast after calibration. */
export const calibrate = (c: PlattCalibration, p: number) => sigmoid(c.a * logit(p) + c.b);
