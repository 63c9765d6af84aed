import { DAY_MS } from '../candles/timeframe.ts';
import { fatTail, roughNormal } from './distributions.ts';
import { type Columns, createColumns, DayWindow, ensureCapacity } from './growable.ts';
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
 * (so prices stay realistic forever); volume follows volatility; a Markov balance/trend day type.
 * Each day is a pure function of (seed, symbol, day), computed forward from day 0 and cached for a
 * window of days (`DayWindow`: the days asked for, not every day since the epoch). A day older than
 * the window is recomputed from day 0 (a few microseconds per day), with the same arithmetic, so it
 * equals what a cache of every day would hold.
 */
export function createSymbolChain(
  seed: number,
  symHash: number,
  spec: SimSymbol,
  market: ReturnType<typeof createMarketChain>,
) {
  const days = new DayWindow(5);
  const dailyVol = spec.annualVol / Math.sqrt(365);
  const idioTarget = Math.max(dailyVol ** 2 - (spec.beta * MARKET_VOL) ** 2, (0.25 * dailyVol) ** 2);
  const kappa = dailyVol ** 2 / (2 * PRICE_SPREAD ** 2);
  const logRef = Math.log(spec.refPrice);
  /** The chain's running state: the next day to compute and what it needs of the day before. */
  let next = 0;
  let prevClose = 0;
  let prevShock = 0;
  let prevIsig = 0;
  let prevTrend = false;

  /** Computes day `next` from the running state, stores it when the window holds it, and steps. */
  const step = (): void => {
    const i = next;
    const rng = mulberry32(mixSeed(seed, symHash, i, 1));
    const m = market(i);
    const h = i === 0 ? idioTarget : garch(prevIsig ** 2, prevShock, idioTarget);
    const eps = Math.sqrt(h) * fatTail(rng());
    const sigmaDay = Math.sqrt((spec.beta * m.sigma) ** 2 + h);
    const gapU = rng();
    const gap = gapU < GAP_PROBABILITY ? (rng() < 0.5 ? -1 : 1) * sigmaDay * (0.3 + 0.9 * rng()) : 0;
    const prevLog = i === 0 ? logRef : Math.log(prevClose);
    const isTrend = rng() < (i > 0 && prevTrend ? TREND_AFTER_TREND : TREND_AFTER_BALANCE);
    const raw = spec.beta * m.ret + eps;
    // A trend day extends the day's move in its own direction by 0.4–0.8 daily sigma.
    const push = isTrend ? Math.sign(raw || 1) * sigmaDay * (0.4 + 0.4 * rng()) : 0;
    const move = raw + push - kappa * (prevLog - logRef);
    const close = Math.exp(prevLog + gap + move);
    const isig = Math.sqrt(h);
    if (days.covers(i)) {
      const [open, closes, vol, idio, trend] = days.cols as [
        Float64Array,
        Float64Array,
        Float64Array,
        Float64Array,
        Float64Array,
      ];
      const at = i - days.start;
      open[at] = gap === 0 && i > 0 ? prevClose : Math.exp(prevLog + gap);
      closes[at] = close;
      idio[at] = isig;
      const activity = (sigmaDay / dailyVol) * (0.75 + (0.25 * Math.abs(move)) / sigmaDay);
      vol[at] = spec.dailyVolume * activity * Math.exp(0.25 * roughNormal(rng(), rng(), rng()));
      trend[at] = isTrend ? 1 : 0;
    }
    prevClose = close;
    prevShock = eps;
    prevIsig = isig;
    prevTrend = isTrend;
    next = i + 1;
  };

  return (k: number): SkeletonDay => {
    if (!days.covers(k) || k >= next) {
      if (k < days.start || next === 0) {
        // Older than the window (or the first call): widen it and replay from day 0.
        const through = Math.max(next, k + 1);
        days.slot(k);
        next = 0;
        while (next < through) step();
      } else {
        days.slot(k);
        while (next <= k) step();
      }
    }
    const at = k - days.start;
    const [open, close, vol, idio, trend] = days.cols as [
      Float64Array,
      Float64Array,
      Float64Array,
      Float64Array,
      Float64Array,
    ];
    const m = market(k);
    return {
      open: open[at] as number,
      close: close[at] as number,
      marketRet: m.ret,
      marketSigma: m.sigma,
      idioSigma: idio[at] as number,
      volume: vol[at] as number,
      trendDay: trend[at] === 1,
    };
  };
}
