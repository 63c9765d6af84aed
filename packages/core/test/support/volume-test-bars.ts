import { MINUTE_MS } from '../../src/candles/timeframe.ts';
import type { Candle } from '../../src/candles/types.ts';

/** Test helper: 2025-03-10 00:00 UTC, a Monday. */
export const V0 = Date.UTC(2025, 2, 10);

/** Test helper: one 5m bar of quote volume `volume` at `openTime` (price 100). */
function volumeBar(openTime: number, volume: number): Candle {
  return { openTime, open: 100, high: 101, low: 99, close: 100, volume };
}

/** Test helper: the 5m bars of [from, to), volume from `volumeAt(openTime)`. */
export function volumeBars(from: number, to: number, volumeAt: (openTime: number) => number): Candle[] {
  const out: Candle[] = [];
  for (let t = from; t < to; t += 5 * MINUTE_MS) out.push(volumeBar(t, volumeAt(t)));
  return out;
}
