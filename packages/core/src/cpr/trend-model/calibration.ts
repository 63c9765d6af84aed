import { solveLinear } from './linear-solve.ts';
import { sigmoid } from './logistic.ts';
import { ROWS_PER_STEP, runSteps, type Steps } from './steps.ts';

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
  return runSteps(fitPlattSteps(p, y));
}

/** `fitPlatt` in steps (see `Steps`): it yields after each Newton iteration; the same result to the bit. */
export function* fitPlattSteps(p: readonly number[], y: readonly number[]): Steps<PlattCalibration> {
  if (p.length === 0) return identityCalibration;
  const l: number[] = [];
  for (let i = 0; i < p.length; i++) {
    if (i > 0 && i % ROWS_PER_STEP === 0) yield;
    l.push(logit(p[i] as number));
  }
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
    yield;
  }
  return { a, b };
}

/** A forecast after calibration. */
export const calibrate = (c: PlattCalibration, p: number) => sigmoid(c.a * logit(p) + c.b);
