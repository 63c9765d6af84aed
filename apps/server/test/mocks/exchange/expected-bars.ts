import { type Candle, type StoredTimeframe, timeframeMs } from '@app/core';
import { mockBars } from './mock-klines.ts';
import type { MockInstrument } from './mock-universe.ts';

/** The closed candles a mock exchange holds for a display symbol in [from, now), quote volume. */
export function expectedClosedBars(
  universe: MockInstrument[],
  symbol: string,
  timeframe: StoredTimeframe,
  from: number,
  now: number,
): Candle[] {
  const m = universe.find((u) => `${u.base}USDT` === symbol && u.kind === 'perpetual' && u.settle === 'USDT');
  if (m === undefined) throw new Error(`no mock instrument for ${symbol}`);
  return mockBars(m.index, timeframeMs(timeframe), from, now, now, m.listedAt)
    .filter((b) => !b.forming)
    .map((b) => ({
      openTime: b.openTime,
      open: b.open,
      high: b.high,
      low: b.low,
      close: b.close,
      volume: b.quoteVolume,
    }));
}
