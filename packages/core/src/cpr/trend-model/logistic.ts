import { solveLinear } from './linear-solve.ts';

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
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

function standardise(x: readonly (readonly number[])[], d: number) {
  const mean = new Array<number>(d).fill(0);
  const scale = new Array<number>(d).fill(0);
  for (const row of x)
    for (let j = 0; j < d; j++) mean[j] = (mean[j] as number) + (row[j] as number) / x.length;
  for (const row of x)
    for (let j = 0; j < d; j++)
      scale[j] = (scale[j] as number) + ((row[j] as number) - (mean[j] as number)) ** 2;
  return { mean, scale: scale.map((s) => (s > 0 ? Math.sqrt(s / x.length) : 1)) };
}

/**
 * Fits `P(y = 1 | x) = σ(b + w·z)`, z the standardised x, by Newton's method (IRLS) on the mean
 * log-loss plus `λ/2·‖w‖²`: a convex problem, so the fit is unique and fully deterministic. Stops
 * when the largest step is < 1e-9 or after `maxIterations` (default 50).
 */
export function fitLogistic(
  x: readonly (readonly number[])[],
  y: readonly number[],
  options: LogisticOptions = {},
): LogisticModel {
  const lambda = options.lambda ?? 1e-2;
  const d = x[0]?.length ?? 0;
  const n = x.length;
  const { mean, scale } = standardise(x, d);
  const z = x.map((row) => [1, ...row.map((v, j) => (v - (mean[j] as number)) / (scale[j] as number))]);
  const beta = new Array<number>(d + 1).fill(0);
  for (let it = 0; it < (options.maxIterations ?? 50) && n > 0; it++) {
    const grad = beta.map((b, j) => (j === 0 ? 0 : lambda * b));
    const hess = beta.map((_, j) => beta.map((__, k) => (j === k ? (j === 0 ? 1e-9 : lambda) : 0)));
    for (let i = 0; i < n; i++) {
      const row = z[i] as number[];
      let eta = 0;
      for (let j = 0; j <= d; j++) eta += (beta[j] as number) * (row[j] as number);
      const p = sigmoid(eta);
      const r = (p - (y[i] as number)) / n;
      const w = (p * (1 - p)) / n;
      for (let j = 0; j <= d; j++) {
        grad[j] = (grad[j] as number) + r * (row[j] as number);
        const hj = hess[j] as number[];
        for (let k = 0; k <= j; k++) hj[k] = (hj[k] as number) + w * (row[j] as number) * (row[k] as number);
      }
    }
    for (let j = 0; j <= d; j++)
      for (let k = j + 1; k <= d; k++) (hess[j] as number[])[k] = (hess[k] as number[])[j] as number;
    const step = solveLinear(hess, grad);
    let maxStep = 0;
    for (let j = 0; j <= d; j++) {
      beta[j] = (beta[j] as number) - (step[j] as number);
      maxStep = Math.max(maxStep, Math.abs(step[j] as number));
    }
    if (maxStep < 1e-9) break;
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
