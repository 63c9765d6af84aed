import { type Candle, type StoredTimeframe, timeframeMs } from '@app/core';
import { alignDown } from '../../../src/market/exchange/backfill-plan.ts';
import type { FetchRange } from '../../../src/market/market-source.ts';
import { historyMs } from '../../../src/services/market/market-ingest-service.ts';

/** An in-memory upsert store for backfill tests; counts rewrites of an already stored bar. */
export interface MemoryCandleStore {
  newestStored(symbol: string, timeframe: StoredTimeframe): Promise<number | null>;
  /** One tail range per pair: after the newest stored bar, or the service's history before `now`. */
  tailRanges(
    symbols: readonly string[],
    timeframes: readonly StoredTimeframe[],
    now: number,
  ): Promise<FetchRange[]>;
  write(symbol: string, timeframe: StoredTimeframe, candles: Candle[]): Promise<void>;
  bars(symbol: string, timeframe: StoredTimeframe): Candle[];
  /** Bars written again for an open time already stored. */
  rewrites(): number;
  /** Whether any single write call was out of order or had a repeated open time. */
  unorderedWrites(): number;
}

export function createMemoryCandleStore(): MemoryCandleStore {
  const series = new Map<string, Map<number, Candle>>();
  let rewrites = 0;
  let unordered = 0;
  const get = (symbol: string, tf: StoredTimeframe): Map<number, Candle> => {
    const key = `${symbol}|${tf}`;
    let s = series.get(key);
    if (s === undefined) {
      s = new Map();
      series.set(key, s);
    }
    return s;
  };
  return {
    async newestStored(symbol, tf) {
      const times = [...get(symbol, tf).keys()];
      return times.length === 0 ? null : Math.max(...times);
    },
    async tailRanges(symbols, timeframes, now) {
      const ranges: FetchRange[] = [];
      for (const timeframe of timeframes) {
        const step = timeframeMs(timeframe);
        for (const symbol of symbols) {
          const times = [...get(symbol, timeframe).keys()];
          const from =
            times.length === 0 ? alignDown(now - historyMs[timeframe], step) : Math.max(...times) + step;
          ranges.push({ symbol, timeframe, from });
        }
      }
      return ranges;
    },
    async write(symbol, tf, candles) {
      const s = get(symbol, tf);
      candles.forEach((c, i) => {
        if (i > 0 && c.openTime <= (candles[i - 1]?.openTime ?? 0)) unordered += 1;
        if (s.has(c.openTime)) rewrites += 1;
        s.set(c.openTime, c);
      });
    },
    bars: (symbol, tf) => [...get(symbol, tf).values()].sort((a, b) => a.openTime - b.openTime),
    rewrites: () => rewrites,
    unorderedWrites: () => unordered,
  };
}
