import { timeframeMs } from '../candles/timeframe.ts';
import type { Candle } from '../candles/types.ts';
import { mixSeed, mulberry32 } from './prng.ts';

/**
 * The 5m bar `bar` as it stood a fraction `f` ∈ (0, 1] through its 5 minutes: the price follows a
 * deterministic piecewise-linear path open → first extreme → second extreme → close (a down bar
 * usually makes its high first), so the partial high/low are the extremes visited so far, the
 * partial close the path's value at `f` (rounded to the tick) and the volume `f` of the total (at
 * least 1). At `f = 1` it is the final bar, and every partial bar lies within the final one.
 */
export function partialBar(bar: Candle, f: number, decimals: number, seed: number, symHash: number): Candle {
  if (f >= 1) return { ...bar };
  const rng = mulberry32(mixSeed(seed, symHash, Math.floor(bar.openTime / timeframeMs('5m')), 5));
  const highFirst = rng() < (bar.close < bar.open ? 0.7 : 0.3);
  const t1 = 0.1 + 0.4 * rng();
  const t2 = t1 + (0.95 - t1) * rng();
  const pts: [number, number][] = [
    [0, bar.open],
    [t1, highFirst ? bar.high : bar.low],
    [t2, highFirst ? bar.low : bar.high],
    [1, bar.close],
  ];
  const scale = 10 ** decimals;
  let high = bar.open;
  let low = bar.open;
  let value = bar.open;
  for (let i = 1; i < pts.length; i++) {
    const [ta, va] = pts[i - 1] as [number, number];
    const [tb, vb] = pts[i] as [number, number];
    if (f >= tb) {
      high = Math.max(high, vb);
      low = Math.min(low, vb);
      continue;
    }
    value = Math.round((va + ((vb - va) * (f - ta)) / (tb - ta)) * scale) / scale;
    break;
  }
  return {
    openTime: bar.openTime,
    open: bar.open,
    high: Math.max(high, value),
    low: Math.min(low, value),
    close: value,
    volume: Math.max(1, Math.round(bar.volume * f)),
  };
}
