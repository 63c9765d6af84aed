import type { SkeletonDay } from './daily-skeleton.ts';
import { EXPONENTIAL_TABLE, fatTail, VOLUME_NOISE_TABLE } from './distributions.ts';
import { mixSeed, mulberry32 } from './prng.ts';
import { SLOTS_PER_DAY, VOL_SHAPE, VOLUME_SHAPE } from './session-profile.ts';

/** Scratch arrays holding one day of 5m bars (prices unrounded until `roundDay`). */
export interface DayBuffers {
  open: Float64Array;
  high: Float64Array;
  low: Float64Array;
  close: Float64Array;
  volume: Float64Array;
  /** Per-slot sigma of the log return, kept for the stop-run step. */
  sigma: Float64Array;
}

/** Fresh buffers for one day of 5m bars. */
export function createDayBuffers(): DayBuffers {
  const f = () => new Float64Array(SLOTS_PER_DAY);
  return { open: f(), high: f(), low: f(), close: f(), volume: f(), sigma: f() };
}

const INTRADAY_ALPHA = 0.12;
const INTRADAY_BETA = 0.78;
const BURST_PROBABILITY = 0.1;
const TREND_DAMPING = 0.5;
const BALANCE_NOISE = 1.15;

/**
 * One day's 5m bars before stop runs: log return per slot = beta × market path + idiosyncratic
 * increment (t(4) shocks, session-shaped sigma, intraday GARCH(1,1) clustering, an occasional burst
 * window of a few minutes to hours with higher volatility and volume), the idiosyncratic part bridged
 * so the day closes exactly at the skeleton close; on a trend day the noise around the open → close
 * line is halved (on a balanced day raised by 15 %), so a trend day's body dominates its range. Wicks are exponential beyond the body; volume
 * follows the session profile, the bar's move and log-normal noise. Returns the day's high and low.
 */
export function basePath(
  seedParts: readonly [number, number, number],
  spec: { beta: number },
  day: SkeletonDay,
  marketPath: Float64Array,
  b: DayBuffers,
): { high: number; low: number } {
  // Imported bindings are getters under some loaders: hoist them out of the hot loops.
  const volShape = VOL_SHAPE;
  const volumeShape = VOLUME_SHAPE;
  const slots = SLOTS_PER_DAY;
  const t4 = fatTail;
  const expo = EXPONENTIAL_TABLE;
  const noiseTable = VOLUME_NOISE_TABLE;
  const size = noiseTable.length;
  const rng = mulberry32(mixSeed(...seedParts, 2));
  const bursty = rng() < BURST_PROBABILITY;
  const burstStart = Math.floor(rng() * slots);
  const burstEnd = burstStart + 6 + Math.floor(rng() * 30);
  const burstMult = 2.5 + 5 * rng();
  const idioTotal = Math.log(day.close / day.open) - spec.beta * day.marketRet;
  let g = 1;
  let prevZ = 0;
  let sum = 0;
  let varSum = 0;
  const x = b.close; // reuse as the idiosyncratic increments
  for (let j = 0; j < slots; j++) {
    g = 1 - INTRADAY_ALPHA - INTRADAY_BETA + INTRADAY_ALPHA * prevZ * prevZ + INTRADAY_BETA * g;
    const inBurst = bursty && j >= burstStart && j < burstEnd;
    const s = day.idioSigma * (volShape[j] as number) * Math.sqrt(g) * (inBurst ? 2 : 1);
    prevZ = t4(rng());
    x[j] = s * prevZ;
    b.sigma[j] = s;
    sum += s * prevZ;
    varSum += s * s;
  }
  const adj = varSum > 0 ? (idioTotal - sum) / varSum : 0;
  // On a trend day the path hugs the open → close line: noise around it is damped (sums unchanged).
  const damp = day.trendDay ? TREND_DAMPING : BALANCE_NOISE;
  const total = Math.log(day.close / day.open);
  let totalVar = 0;
  const mVar = (spec.beta * day.marketSigma) ** 2;
  for (let j = 0; j < slots; j++) {
    const s = b.sigma[j] as number;
    totalVar += s * s + mVar * (volShape[j] as number) ** 2;
  }
  let p = day.open;
  let high = 0;
  let low = Number.POSITIVE_INFINITY;
  const unitVolume = day.volume / slots;
  for (let j = 0; j < slots; j++) {
    const s = b.sigma[j] as number;
    const idio = (x[j] as number) + adj * s * s;
    const barVar = s * s + mVar * (volShape[j] as number) ** 2;
    const line = (total * barVar) / totalVar;
    const r = line + damp * (spec.beta * (marketPath[j] as number) + idio - line);
    const barSigma = Math.sqrt(barVar) * damp;
    // exp(r) to second order: the error (r³/6) is far below a tick for 5m returns.
    const c = j === slots - 1 ? day.close : p * (1 + r + 0.5 * r * r);
    // Wicks: two 13-bit table draws from one uniform; 1 + x stands for exp(x) at these sizes.
    const bits = (rng() * 67108864) | 0;
    const h = Math.max(p, c) * (1 + 0.45 * barSigma * (expo[bits & 8191] as number));
    const l = Math.min(p, c) / (1 + 0.45 * barSigma * (expo[bits >>> 13] as number));
    const inBurst = bursty && j >= burstStart && j < burstEnd;
    const noise = noiseTable[(rng() * size) | 0] as number;
    const move = 0.6 + (0.4 * Math.abs(r)) / barSigma;
    b.open[j] = p;
    b.close[j] = c;
    b.high[j] = h;
    b.low[j] = l;
    b.sigma[j] = barSigma;
    b.volume[j] = unitVolume * (volumeShape[j] as number) * move * noise * (inBurst ? burstMult : 1);
    if (h > high) high = h;
    if (l < low) low = l;
    p = c;
  }
  return { high, low };
}

/**
 * Rounds a finished day to the symbol's tick (10^−decimals; rounding is monotone, so
 * low ≤ open, close ≤ high survives) and volumes to whole USDT (at least 1), so aggregations are exact.
 */
export function roundDay(b: DayBuffers, decimals: number): void {
  const f = 10 ** decimals;
  const tick = 1 / f;
  const { open, close, high, low, volume } = b;
  for (let j = 0; j < open.length; j++) {
    open[j] = Math.round((open[j] as number) * f) / f;
    close[j] = Math.round((close[j] as number) * f) / f;
    high[j] = Math.round((high[j] as number) * f) / f;
    low[j] = Math.max(tick, Math.round((low[j] as number) * f) / f);
    volume[j] = Math.max(1, Math.round(volume[j] as number));
  }
}
