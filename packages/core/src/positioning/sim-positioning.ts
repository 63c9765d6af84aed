import type { Candle } from '../candles/types.ts';
import { hashString, mixSeed } from '../sim/prng.ts';
import type { FundingForecast, FundingSettlement, LiquidationBucket, PositioningMetric } from './types.ts';

const M5 = 300_000;
const HOUR_MS = 3_600_000;
const DAY_BARS = 288;
const FUNDING_HOURS = 8;
const FUNDING_MS = FUNDING_HOURS * HOUR_MS;
/** Funding is clamped to this per settlement, as venues cap it. */
const FUNDING_CAP = 0.003;

/** A deterministic number in [−1, 1) of (seed, symbol, time, stream). */
function noise(seed: number, symbol: number, time: number, stream: number): number {
  return (mixSeed(seed, symbol, Math.floor(time / M5), stream) / 4294967296) * 2 - 1;
}

/** Sample deviation of the 5m log returns of `bars[from..to]`, floored so a flat series is not 0. */
function sigmaOf(bars: readonly Candle[], from: number, to: number): number {
  let n = 0;
  let sum = 0;
  let sq = 0;
  for (let i = Math.max(1, from); i <= to; i++) {
    const a = bars[i - 1];
    const b = bars[i];
    if (a === undefined || b === undefined) continue;
    const r = Math.log(b.close / a.close);
    n += 1;
    sum += r;
    sq += r * r;
  }
  if (n < 2) return 0.002;
  const mean = sum / n;
  return Math.max(0.0005, Math.sqrt(Math.max(0, sq / n - mean * mean)));
}

export interface SimPositioning {
  funding: FundingSettlement[];
  metrics: PositioningMetric[];
  liquidations: LiquidationBucket[];
  forecast: FundingForecast | null;
}

/**
 * Simulated positioning of one symbol from its closed 5m bars (docs/positioning.md §3 "simulated"),
 * deterministic in (seed, symbol, bars). Each value at a close t reads only bars closed by t, so a
 * later bar changes nothing before it:
 *
 * - open interest (coins) = base · (1 + 0.08 · min(3, |24 h trend| / (σ·√288))) · Π over the last
 *   6 h of (1 − 0.04 · max(0, |r|/σ − 3)), floored at half: it builds in trends and drops in cascades
 *   (moves beyond 3 σ); its value = coins · close;
 * - ratios lean with the 24 h trend (all accounts, top accounts and positions), the taker ratio with
 *   the bar's own return;
 * - funding at each 8 h settlement = clamp(0.0001 + 0.005 · premium, ±0.003), the premium being the
 *   last 8 h's return (longs pay when price has run up): mostly near the 0.01 % venues default to, a
 *   few times that after a run; the forecast reads the same on the part of the period so far;
 * - liquidations cluster where a bar sweeps the prior 24 h high (shorts) or low (longs): a share of the
 *   bar's volume growing with how far it ran past the level; a small background with every move.
 *
 * Rows are given for closes in [from, until]; bars must be ascending 5m bars without gaps.
 */
export function simulatePositioning(
  symbol: string,
  bars: readonly Candle[],
  from: number,
  until: number,
  seed = 1,
): SimPositioning {
  const sym = hashString(symbol);
  const baseUsd = 2e7 * (1 + (mixSeed(seed, sym, 7) % 40));
  const out: SimPositioning = { funding: [], metrics: [], liquidations: [], forecast: null };
  for (let i = 0; i < bars.length; i++) {
    const bar = bars[i] as Candle;
    const close = bar.openTime + M5;
    if (close > until) break;
    const dayAgo = Math.max(0, i - DAY_BARS);
    if (close >= from) {
      const sigma = sigmaOf(bars, dayAgo, i);
      const prev = bars[i - 1];
      const r = prev ? Math.log(bar.close / prev.close) : 0;
      const anchor = (bars[dayAgo] as Candle).close;
      const trend = Math.log(bar.close / anchor);
      const trendZ = trend / (sigma * Math.sqrt(DAY_BARS));
      let cascade = 1;
      for (let k = Math.max(1, i - 71); k <= i; k++) {
        const rk = Math.log((bars[k] as Candle).close / (bars[k - 1] as Candle).close);
        cascade *= 1 - 0.04 * Math.max(0, Math.abs(rk) / sigma - 3);
      }
      const build = 1 + 0.08 * Math.min(3, Math.abs(trendZ));
      const coins =
        (baseUsd / anchor) * build * Math.max(0.5, cascade) * (1 + 0.003 * noise(seed, sym, close, 1));
      const lean = Math.tanh(trendZ / 2);
      out.metrics.push({
        time: close,
        openInterest: coins,
        openInterestValue: coins * bar.close,
        longShortRatio: Math.exp(0.4 * lean + 0.02 * noise(seed, sym, close, 2)),
        topTraderAccountRatio: Math.exp(0.35 * lean + 0.03 * noise(seed, sym, close, 3)),
        topTraderLongShortRatio: Math.exp(0.3 * lean + 0.08 * noise(seed, sym, close, 4)),
        takerBuySellRatio: Math.exp(
          0.25 * Math.max(-3, Math.min(3, r / sigma)) + 0.05 * noise(seed, sym, close, 5),
        ),
      });
      // liquidations: sweeps of the prior 24 h high and low
      let hi = Number.NEGATIVE_INFINITY;
      let lo = Number.POSITIVE_INFINITY;
      for (let k = dayAgo; k < i; k++) {
        const b = bars[k] as Candle;
        if (b.high > hi) hi = b.high;
        if (b.low < lo) lo = b.low;
      }
      const moveZ = r / sigma;
      let longUsd = bar.volume * 0.0005 * Math.max(0, -moveZ);
      let shortUsd = bar.volume * 0.0005 * Math.max(0, moveZ);
      if (i > dayAgo && bar.high > hi)
        shortUsd += bar.volume * Math.min(0.2, 0.02 + (bar.high / hi - 1) / sigma / 20);
      if (i > dayAgo && bar.low < lo)
        longUsd += bar.volume * Math.min(0.2, 0.02 + (1 - bar.low / lo) / sigma / 20);
      out.liquidations.push({ time: bar.openTime, longUsd, shortUsd });
    }
    // funding settles at each 8 h boundary
    if (close % FUNDING_MS === 0 && close >= from) {
      const back = bars[Math.max(0, i - 95)] as Candle;
      const premium = bar.close / back.open - 1;
      out.funding.push({
        time: close,
        rate: fundingOf(premium, noise(seed, sym, close, 6)),
        intervalHours: FUNDING_HOURS,
      });
    }
  }
  // the forecast: the premium of the period so far, as read at the last close
  const last = bars.length > 0 ? lastClosedIndex(bars, until) : -1;
  if (last >= 0) {
    const bar = bars[last] as Candle;
    const close = bar.openTime + M5;
    const periodStart = Math.floor(close / FUNDING_MS) * FUNDING_MS;
    // at a settlement itself the new period has no bar yet: the last bar stands for it
    const barsInPeriod = Math.max(1, Math.round((close - periodStart) / M5));
    const startIndex = Math.max(0, last - barsInPeriod + 1);
    const premium = bar.close / (bars[startIndex] as Candle).open - 1;
    out.forecast = {
      asOf: close,
      predictedRate: fundingOf(premium, noise(seed, sym, close, 6)),
      nextFundingTime: periodStart + FUNDING_MS,
    };
  }
  return out;
}

function fundingOf(premium: number, wobble: number): number {
  return Math.max(-FUNDING_CAP, Math.min(FUNDING_CAP, 0.0001 + 0.005 * premium + 0.000005 * wobble));
}

function lastClosedIndex(bars: readonly Candle[], until: number): number {
  for (let i = bars.length - 1; i >= 0; i--) if ((bars[i] as Candle).openTime + M5 <= until) return i;
  return -1;
}
