import { type Candle, DAY_MS, timeframeMs } from '@app/core';
import type { CprInputRepository } from '../../repositories/cpr-input-repository.ts';
import type { BarWindowCache } from '../ict/bar-window-cache.ts';

/** What the liquidity row of one symbol is computed from (besides the settings and the session history). */
export interface SymbolLiquidityBars {
  symbol: string;
  /** Whether it has closed 5m bars since yesterday 00:00 UTC. */
  hasBars: boolean;
  /**
   * Its closed 5m bars from yesterday 00:00 UTC up to `now`, built on demand as new `Candle` objects
   * (build them once, just before use: see `BarWindows`).
   */
  bars5m(): Candle[];
  /** Yesterday's stored daily bar, when stored (today's CPR; else core builds it from the 5m bars). */
  daily: Candle[];
  /** The forming 5m bar's close and time, when it is newer than the last closed bar. */
  last?: { price: number; time: number };
}

/**
 * Reads every symbol's liquidity inputs for the UTC day `day` (00:00; core `liquidityDay`) in three
 * statements: the 5m bars from the day before it, 00:00 UTC (through `windows`, which reads only the
 * newest bars of a window it already holds), that day's stored daily bar, and the forming 5m bars.
 * Nothing opening at or after `now` or the end of `day` is read ("yesterday" below: the day before
 * `day`). The inputs are valid until the next call with the same `windows`.
 */
export async function loadLiquidityBars(
  windows: BarWindowCache,
  readers: Pick<CprInputRepository, 'dailyCandles' | 'forming5m'>,
  source: string,
  symbols: readonly string[],
  day: number,
  clock: number,
): Promise<{ inputs: SymbolLiquidityBars[]; rowsRead: number }> {
  const now = Math.min(clock, day + DAY_MS);
  const five = await windows.windows(
    '5m',
    symbols.map((symbol) => ({ symbol, from: day - DAY_MS })),
    now,
  );
  const daily = await readers.dailyCandles(source, symbols, day - DAY_MS, day);
  const forming = await readers.forming5m(source);
  const step = timeframeMs('5m');
  let rowsRead = five.rowsRead + forming.size;
  const inputs = symbols.map((symbol): SymbolLiquidityBars => {
    const days = daily.get(symbol) ?? [];
    rowsRead += days.length;
    const f = forming.get(symbol);
    const lastClosed = five.bars.lastOpenTime(symbol);
    const newer =
      f !== undefined &&
      f.candle.openTime < now &&
      (lastClosed === undefined || f.candle.openTime >= lastClosed + step);
    return {
      symbol,
      hasBars: lastClosed !== undefined,
      bars5m: () => five.bars.bars(symbol),
      daily: days,
      ...(newer && f ? { last: { price: f.candle.close, time: Math.min(f.asOf, now) } } : {}),
    };
  });
  return { inputs, rowsRead };
}
