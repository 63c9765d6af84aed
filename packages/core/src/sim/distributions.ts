const TABLE_SIZE = 8192;

/**
 * Quantile of Student's t with 4 degrees of freedom (closed form):
 * with α = 4p(1 − p), q = cos(arccos(√α)/3)/√α, t = sign(p − ½)·2·√(q − 1).
 */
export function studentT4Quantile(p: number): number {
  const alpha = 4 * p * (1 - p);
  const q = Math.cos(Math.acos(Math.sqrt(alpha)) / 3) / Math.sqrt(alpha);
  return Math.sign(p - 0.5) * 2 * Math.sqrt(Math.max(0, q - 1));
}

/** Midpoint quantiles of t(4) scaled to unit variance (t(4) has variance 2). */
const T4_TABLE = (() => {
  const t = new Float64Array(TABLE_SIZE);
  for (let i = 0; i < TABLE_SIZE; i++) t[i] = studentT4Quantile((i + 0.5) / TABLE_SIZE) / Math.SQRT2;
  return t;
})();

/**
 * A fat-tailed, unit-variance draw from a uniform `u` ∈ [0, 1): Student-t(4) by table look-up
 * (8192 midpoint quantiles, so the tails reach about ±5.5 standard deviations). Fast and exact enough
 * for simulated returns.
 */
export function fatTail(u: number): number {
  return T4_TABLE[(u * TABLE_SIZE) | 0] as number;
}

/** An exponential(1) draw from a uniform `u` ∈ [0, 1). */
export function exponential(u: number): number {
  return -Math.log(1 - u);
}

/** Midpoint quantiles of exponential(1), for fast table draws. */
export const EXPONENTIAL_TABLE: Float64Array = Float64Array.from({ length: TABLE_SIZE }, (_, i) =>
  exponential((i + 0.5) / TABLE_SIZE),
);

/**
 * Midpoint quantiles of a log-normal-like multiplicative noise with log-scale 0.35: exp(0.35·z), z a
 * logistic variate scaled to unit variance (close to normal, slightly fatter tails).
 */
export const VOLUME_NOISE_TABLE: Float64Array = Float64Array.from({ length: TABLE_SIZE }, (_, i) => {
  const p = (i + 0.5) / TABLE_SIZE;
  return Math.exp(0.35 * (Math.sqrt(3) / Math.PI) * Math.log(p / (1 - p)));
});

/** An approximately standard normal draw from three uniforms (Irwin–Hall, variance 1). */
export function roughNormal(u1: number, u2: number, u3: number): number {
  return (u1 + u2 + u3 - 1.5) * 2;
}
