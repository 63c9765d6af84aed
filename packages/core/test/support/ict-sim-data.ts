import { DAY_MS } from '../../src/candles/timeframe.ts';
import type { Candle } from '../../src/candles/types.ts';
import { SIM_EPOCH } from '../../src/sim/daily-skeleton.ts';
import { createSimMarket, type SimMarket } from '../../src/sim/market.ts';

/** Test helper: a small simulated market (seed 11, the first `symbols` symbols). */
export function simIctMarket(symbols: number): SimMarket {
  return createSimMarket({ seed: 11, symbols });
}

/** Test helper: a day well after the simulation's start. */
export const SIM_DAY = SIM_EPOCH + 400 * DAY_MS;

/**
 * Test helper: a symbol's simulated 5m and 1h bars around [from, to): 5m from two days before
 * `from`, 1h from `hourDaysBefore` days before it (12 covers the 60 4h bars), to `to`.
 */
export function simHistory(
  market: SimMarket,
  symbol: string,
  from: number,
  to: number,
  hourDaysBefore = 12,
): { bars5m: Candle[]; bars1h: Candle[] } {
  return {
    bars5m: market.simCandles(symbol, '5m', from - 2 * DAY_MS, to),
    bars1h: market.simCandles(symbol, '1h', from - hourDaysBefore * DAY_MS, to),
  };
}
