import { DAY_MS, HOUR_MS } from '../../src/candles/timeframe.ts';
import type { Candle } from '../../src/candles/types.ts';
import { candleAt } from './candle-arbitraries.ts';

/** Small seeded LCG for the trend-model fixtures. */
export function lcg(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

export const FIXTURE_START = Date.UTC(2024, 0, 1);

/** A random walk of hourly bars over `days` days (test fixture). */
export function randomHourly(days: number, seed: number): Candle[] {
  const rnd = lcg(seed);
  let price = 100;
  return Array.from({ length: days * 24 }, (_, i) => {
    const close = price * (1 + (rnd() - 0.5) * 0.02);
    const bar = candleAt(
      FIXTURE_START + i * HOUR_MS,
      price,
      close,
      rnd() * 0.4,
      rnd() * 0.4,
      100 + rnd() * 100,
    );
    price = close;
    return bar;
  });
}

/** A random walk of daily bars over `days` days (test fixture). */
export function randomDaily(days: number, seed: number): Candle[] {
  const rnd = lcg(seed);
  let price = 100;
  return Array.from({ length: days }, (_, i) => {
    const close = price * (1 + (rnd() - 0.5) * 0.06);
    const bar = candleAt(FIXTURE_START + i * DAY_MS, price, close, rnd() * 2, rnd() * 2, 1000);
    price = close;
    return bar;
  });
}
