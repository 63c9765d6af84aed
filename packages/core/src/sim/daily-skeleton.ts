import { DAY_MS } from '../candles/timeframe.ts';
import { fatTail, roughNormal } from './distributions.ts';
import { type Columns, createColumns, ensureCapacity } from './growable.ts';
import { mixSeed, mulberry32 } from './prng.ts';
import type { SimSymbol } from './universe.ts';

/** Day 0 of every simulated chain: 2021-01-01 00:00 UTC. No bars exist before it. */
export const SIM_EPOCH = Date.UTC(2021, 0, 1);
const MARKET_VOL = 0.42 / Math.sqrt(365);
const GARCH_ALPHA = 0.08;
const GARCH_BETA = 0.9;
/** Stationary standard deviation of log price around the reference price. */
const PRICE_SPREAD = 0.45;
const GAP_PROBABILITY = 0.03;
/**
 * Day-type rotation (auction-market style balance → imbalance): the chance of a directional
 * ("trend") day after a balanced day and after a trend day. Anti-persistent, so a balanced day
 * (which tends to close mid-range and print a narrow CPR) is more often followed by a trend day.
 */
const TREND_AFTER_BALANCE = 0.35;
const TREND_AFTER_TREND = 0.15;

/** Day index since `SIM_EPOCH` of an instant. */
export function simDayIndex(t: number): number {
  return Math.floor((t - SIM_EPOCH) / DAY_MS);
}

function garch(prevH: number, prevShock: number, target: number): number {
  const h = target * (1 - GARCH_ALPHA - GARCH_BETA) + GARCH_ALPHA * prevShock ** 2 + GARCH_BETA * prevH;
  return Math.min(h, 16 * target);
}

/** Market factor chain: columns [return, sigma] per day, GARCH(1,1) with t(4) shocks. */
export function createMarketChain(seed: number) {
  const c: Columns = createColumns(2);
  return (k: number): { ret: number; sigma: number } => {
    ensureCapacity(c, k);
    const [ret, sig] = c.cols as [Float64Array, Float64Array];
    for (let i = c.length; i <= k; i++) {
      const h =
        i === 0 ? MARKET_VOL ** 2 : garch((sig[i - 1] as number) ** 2, ret[i - 1] as number, MARKET_VOL ** 2);
      sig[i] = Math.sqrt(h);
      ret[i] = (sig[i] as number) * fatTail(mulberry32(mixSeed(seed, 0x6d6b74, i))());
    }
    c.length = Math.max(c.length, k + 1);
    return { ret: ret[k] as number, sigma: sig[k] as number };
  };
}

/** One simulated day at the daily level. */
export interface SkeletonDay {
  open: number;
  close: number;
  /** Market factor return and sigma of the day, and the symbol's idiosyncratic sigma. */
  marketRet: number;
  marketSigma: number;
  idioSigma: number;
  /** Expected quote volume of the day (USDT). */
  volume: number;
  /** Whether the day is directional (its intraday noise around the open→close line is damped). */
  trendDay: boolean;
}

/**
 * A symbol's daily chain from `SIM_EPOCH`: log price = previous close + occasional open gap + beta ×
 * market factor + idiosyncratic GARCH(1,1) t(4) shock, mean-reverting slowly to the reference price
 * (so prices stay realistic forever); volume follows volatility; a Markov balance/trend day type. Computed lazily and cached, so any
 * day costs O(1) after the first request, and each day is a pure function of (seed, symbol, day).
 */
export function createSymbolChain(
  seed: number,
  symHash: number,
  spec: SimSymbol,
  market: ReturnType<typeof createMarketChain>,
) {
  const c: Columns = createColumns(7);
  const dailyVol = spec.annualVol / Math.sqrt(365);
  const idioTarget = Math.max(dailyVol ** 2 - (spec.beta * MARKET_VOL) ** 2, (0.25 * dailyVol) ** 2);
  const kappa = dailyVol ** 2 / (2 * PRICE_SPREAD ** 2);
  const logRef = Math.log(spec.refPrice);
  return (k: number): SkeletonDay => {
    ensureCapacity(c, k);
    const [open, close, shock, isig, vol, msig, trend] = c.cols as [
      Float64Array,
      Float64Array,
      Float64Array,
      Float64Array,
      Float64Array,
      Float64Array,
      Float64Array,
    ];
    for (let i = c.length; i <= k; i++) {
      const rng = mulberry32(mixSeed(seed, symHash, i, 1));
      const m = market(i);
      const h =
        i === 0 ? idioTarget : garch((isig[i - 1] as number) ** 2, shock[i - 1] as number, idioTarget);
      const eps = Math.sqrt(h) * fatTail(rng());
      const sigmaDay = Math.sqrt((spec.beta * m.sigma) ** 2 + h);
      const gapU = rng();
      const gap = gapU < GAP_PROBABILITY ? (rng() < 0.5 ? -1 : 1) * sigmaDay * (0.3 + 0.9 * rng()) : 0;
      const prevLog = i === 0 ? logRef : Math.log(close[i - 1] as number);
      const isTrend = rng() < (i > 0 && trend[i - 1] === 1 ? TREND_AFTER_TREND : TREND_AFTER_BALANCE);
      const raw = spec.beta * m.ret + eps;
      // A trend day extends the day's move in its own direction by 0.4–0.8 daily sigma.
      const push = isTrend ? Math.sign(raw || 1) * sigmaDay * (0.4 + 0.4 * rng()) : 0;
      const move = raw + push - kappa * (prevLog - logRef);
      open[i] = gap === 0 && i > 0 ? (close[i - 1] as number) : Math.exp(prevLog + gap);
      close[i] = Math.exp(prevLog + gap + move);
      shock[i] = eps;
      isig[i] = Math.sqrt(h);
      msig[i] = m.sigma;
      const activity = (sigmaDay / dailyVol) * (0.75 + (0.25 * Math.abs(move)) / sigmaDay);
      vol[i] = spec.dailyVolume * activity * Math.exp(0.25 * roughNormal(rng(), rng(), rng()));
      trend[i] = isTrend ? 1 : 0;
    }
    c.length = Math.max(c.length, k + 1);
    const m = market(k);
    return {
      open: open[k] as number,
      close: close[k] as number,
      marketRet: m.ret,
      marketSigma: m.sigma,
      idioSigma: isig[k] as number,
      volume: vol[k] as number,
      trendDay: trend[k] === 1,
    };
  };
}
