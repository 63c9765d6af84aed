import { type Candle, isComplete, type StoredTimeframe, timeframeMs } from '@app/core';
import type { MarketDataSource } from '../../market/market-source.ts';
import type { FormingCandle } from '../../repositories/forming-candle-repository.ts';
import { yieldToEventLoop } from './candle-write-buffer.ts';

/** Bars of one symbol to fetch: open times from `from`, before `to` (a gap) or up to now (the tail). */
export interface FetchRange {
  symbol: string;
  from: number;
  to?: number;
}

export interface GenericBackfillInput {
  source: MarketDataSource;
  timeframe: StoredTimeframe;
  ranges: readonly FetchRange[];
  now: number;
  pageSize: number;
  write(symbol: string, timeframe: StoredTimeframe, candles: Candle[]): Promise<void>;
  /** The tail's forming bars go here, never to `write`. */
  forming: FormingCandle[];
  signal?: AbortSignal;
}

/**
 * Pages through `fetchCandles` for each range, in order, writing closed bars only. An empty or short
 * page (before a listing, or a gap in the data) moves on by a whole page. Yields to the event loop
 * between symbols, so HTTP keeps being served while a long backfill runs on PGlite.
 */
export async function genericBackfill(input: GenericBackfillInput): Promise<void> {
  const { source, timeframe, now, pageSize } = input;
  const step = timeframeMs(timeframe);
  for (const range of input.ranges) {
    input.signal?.throwIfAborted();
    await yieldToEventLoop();
    const end = range.to ?? Number.POSITIVE_INFINITY;
    let since = range.from;
    while (since <= now && since < end) {
      const page = (await source.fetchCandles(range.symbol, timeframe, since, pageSize)).filter(
        (c) => c.openTime < end,
      );
      const closed = page.filter((c) => isComplete(timeframe, c.openTime, now));
      await input.write(range.symbol, timeframe, closed);
      const open = page.find((c) => !isComplete(timeframe, c.openTime, now));
      if (open) {
        input.forming.push({ symbol: range.symbol, timeframe, candle: open, asOf: now });
        break;
      }
      const lastBar = page.at(-1);
      since = Math.max(
        lastBar ? lastBar.openTime + step : since,
        since + (page.length < pageSize ? pageSize * step : 0),
      );
    }
  }
}
