import { solveLinear } from './linear-solve.ts';
import { ROWS_PER_STEP, runSteps, type Steps } from './steps.ts';

/** A fitted logistic regression on standardised features. */
export interface LogisticModel {
  intercept: number;
  weights: number[];
  /** Training mean and scale (standard deviation, 1 for a constant feature) of each feature. */
  mean: number[];
  scale: number[];
}

export interface LogisticOptions {
  /** L2 penalty on the standardised weights (not on the intercept); default 1e-2. */
  lambda?: number;
  maxIterations?: number;
  /** Stop when the largest Newton step is below this; default 1e-9. */
  tolerance?: number;
  /** A previous fit to start from (a warm start: same optimum, fewer iterations). */
  start?: LogisticModel;
}

/** A buffer a series of fits shares (see `fitLogisticSteps`). */
export interface LogisticScratch {
  z: Float64Array;
}

export const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

/**
 * The rows a fit reads: `n` rows of `width` features, `value(i, k)` being row `i`'s feature `k`
 * (arrays of rows, or a columnar table picked by row index: see `fitLogisticSteps`).
 */
export interface FeatureRows {
  n: number;
  width: number;
  value(i: number, k: number): number;
}

/** Rows given as arrays. */
const featureRowsOf = (x: readonly (readonly number[])[]): FeatureRows => ({
  n: x.length,
  width: x[0]?.length ?? 0,
  value: (i, k) => (x[i] as readonly number[])[k] as number,
});

/** Mean and scale of each feature (column `c[j]` of x), yielding every `ROWS_PER_STEP` rows of each pass. */
function* standardise(x: FeatureRows, c: readonly number[]): Steps<{ mean: number[]; scale: number[] }> {
  const d = c.length;
  const n = x.n;
  const mean = new Array<number>(d).fill(0);
  const scale = new Array<number>(d).fill(0);
  for (let i = 0; i < n; i++) {
    if (i > 0 && i % ROWS_PER_STEP === 0) yield;
    for (let j = 0; j < d; j++) mean[j] = (mean[j] as number) + x.value(i, c[j] as number) / n;
  }
  for (let i = 0; i < n; i++) {
    if (i % ROWS_PER_STEP === 0) yield;
    for (let j = 0; j < d; j++)
      scale[j] = (scale[j] as number) + (x.value(i, c[j] as number) - (mean[j] as number)) ** 2;
  }
  return { mean, scale: scale.map((s) => (s > 0 ? Math.sqrt(s / n) : 1)) };
}

/** The start model's coefficients re-expressed on a new standardisation (the same linear predictor). */
function warmBeta(start: LogisticModel, mean: readonly number[], scale: readonly number[]): number[] {
  let b = start.intercept;
  const w = start.weights.map((wj, j) => {
    b += (wj * ((mean[j] as number) - (start.mean[j] as number))) / (start.scale[j] as number);
    return (wj * (scale[j] as number)) / (start.scale[j] as number);
  });
  return [b, ...w];
}

/**
 * Fits `P(y = 1 | x) = σ(b + w·z)`, z the standardised x, by Newton's method (IRLS) on the mean
 * log-loss plus `λ/2·‖w‖²`: a convex problem, so the fit is unique and fully deterministic. Stops
 * when the largest step is below `tolerance` or after `maxIterations` (default 50).
 */
export function fitLogistic(
  x: readonly (readonly number[])[],
  y: ArrayLike<number>,
  options: LogisticOptions = {},
): LogisticModel {
  return runSteps(fitLogisticSteps(x, y, options));
}

/**
 * `fitLogistic` in steps (see `Steps`): it yields every `ROWS_PER_STEP` rows of each pass over the
 * data (standardising, each Newton iteration). The same arithmetic in the same order, so
 * the same model to the bit. `columns` fits on those columns of `x` (as `fitLogistic` on the
 * selected columns, without copying the rows); `scratch` lends the standardised matrix's buffer
 * (grown when too small) to a series of fits, so they do not each allocate one.
 */
function* fitLogisticSteps(
  x: readonly (readonly number[])[],
  y: ArrayLike<number>,
  options: LogisticOptions = {},
  columns?: readonly number[],
  scratch?: LogisticScratch,
): Steps<LogisticModel> {
  return yield* fitLogisticRowsSteps(featureRowsOf(x), y, options, columns, scratch);
}

/**
 * `fitLogisticSteps` on rows read through `FeatureRows` (a columnar table without copying it): the
 * same arithmetic in the same order, so the same model to the bit as on the rows as arrays.
 */
export function* fitLogisticRowsSteps(
  x: FeatureRows,
  y: ArrayLike<number>,
  options: LogisticOptions = {},
  columns?: readonly number[],
  scratch?: LogisticScratch,
): Steps<LogisticModel> {
  const lambda = options.lambda ?? 1e-2;
  const n = x.n;
  const c = n === 0 ? [] : (columns ?? Array.from({ length: x.width }, (_, j) => j));
  const d = c.length;
  const D = d + 1;
  const { mean, scale } = yield* standardise(x, c);
  yield;
  if (scratch !== undefined && scratch.z.length < n * D) scratch.z = new Float64Array(n * D);
  const z = scratch?.z ?? new Float64Array(n * D);
  for (let i = 0; i < n; i++) {
    if (i > 0 && i % ROWS_PER_STEP === 0) yield;
    z[i * D] = 1;
    for (let j = 0; j < d; j++)
      z[i * D + j + 1] = (x.value(i, c[j] as number) - (mean[j] as number)) / (scale[j] as number);
  }
  const beta =
    options.start && options.start.weights.length === d
      ? warmBeta(options.start, mean, scale)
      : new Array<number>(D).fill(0);
  const grad = new Float64Array(D);
  const hess = new Float64Array(D * D);
  for (let it = 0; it < (options.maxIterations ?? 50) && n > 0; it++) {
    grad.fill(0);
    hess.fill(0);
    for (let i = 0; i < n; i++) {
      if (i > 0 && i % ROWS_PER_STEP === 0) yield;
      const o = i * D;
      let eta = 0;
      for (let j = 0; j < D; j++) eta += (beta[j] as number) * (z[o + j] as number);
      const p = sigmoid(eta);
      const r = (p - (y[i] as number)) / n;
      const w = (p * (1 - p)) / n;
      for (let j = 0; j < D; j++) {
        const zj = z[o + j] as number;
        grad[j] = (grad[j] as number) + r * zj;
        const wz = w * zj;
        const h = j * D;
        for (let k = 0; k <= j; k++) hess[h + k] = (hess[h + k] as number) + wz * (z[o + k] as number);
      }
    }
    const H: number[][] = [];
    for (let j = 0; j < D; j++) {
      const row = new Array<number>(D);
      for (let k = 0; k < D; k++) row[k] = (k <= j ? hess[j * D + k] : hess[k * D + j]) as number;
      row[j] = (row[j] as number) + (j === 0 ? 1e-9 : lambda);
      H.push(row);
    }
    const g = Array.from(grad, (v, j) => v + (j === 0 ? 0 : lambda * (beta[j] as number)));
    const step = solveLinear(H, g);
    let maxStep = 0;
    for (let j = 0; j < D; j++) {
      beta[j] = (beta[j] as number) - (step[j] as number);
      maxStep = Math.max(maxStep, Math.abs(step[j] as number));
    }
    if (maxStep < (options.tolerance ?? 1e-9)) break;
  }
  return { intercept: beta[0] as number, weights: beta.slice(1), mean, scale };
}

/** Probability of the positive class for one feature vector under a fitted model. */
export function predictLogistic(model: LogisticModel, x: readonly number[]): number {
  let eta = model.intercept;
  for (let j = 0; j < model.weights.length; j++) {
    eta +=
      (model.weights[j] as number) *
      (((x[j] as number) - (model.mean[j] as number)) / (model.scale[j] as number));
  }
  return sigmoid(eta);
}
