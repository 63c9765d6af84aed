import { timeframeMs } from '../../src/candles/timeframe.ts';
import type { Candle } from '../../src/candles/types.ts';
import { mulberry32 } from '../../src/sim/prng.ts';

/**
 * Test helper: `count` 5m bars from `start`, a seeded random walk with volatility clusters (GARCH-like
 * variance with occasional shocks), rounded to 0.01; with `holeRate` > 0 some bars are missing
 * (exchange gaps).
 */
export function randomWalk5m(seed: number, start: number, count: number, holeRate = 0): Candle[] {
  const rng = mulberry32(seed);
  const step = timeframeMs('5m');
  const round = (x: number) => Math.round(x * 100) / 100;
  const out: Candle[] = [];
  let price = 100 + rng() * 100;
  let variance = 0.002 ** 2;
  let shock = 0;
  for (let i = 0; i < count; i++) {
    const z = (rng() + rng() + rng() + rng() - 2) * Math.sqrt(3);
    shock = 0.9 * shock + (rng() < 0.01 ? (rng() - 0.5) * 0.01 : 0);
    const ret = Math.sqrt(variance) * z + shock * 0.1;
    variance = 0.000001 * 0.002 ** 2 + 0.12 * ret * ret + 0.87 * variance + 0.01 * 0.002 ** 2;
    const open = price;
    price = Math.max(1, price * (1 + ret));
    const wick = () => price * Math.sqrt(variance) * rng();
    const bar = {
      openTime: start + i * step,
      open: round(open),
      high: round(Math.max(open, price) + wick()),
      low: round(Math.min(open, price) - wick()),
      close: round(price),
      volume: 1 + Math.floor(rng() * 1000),
    };
    if (holeRate === 0 || rng() >= holeRate) out.push(bar);
  }
  return out;
}
