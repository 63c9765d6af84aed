import { timeframeMs } from '@app/core';
import type { CandleUpdate, MarketDataSource } from '../../market/market-source.ts';

export interface LiveIngestOptions {
  source: MarketDataSource;
  symbols: readonly string[];
  /** Stores one burst of updates: closed bars (ascending) and the latest forming bar of each series. */
  write(closed: CandleUpdate[], forming: CandleUpdate[]): Promise<void>;
  /** After closed 5m bars were stored: the close time of the newest one. */
  onClosed(closeTime: number): void;
  onError(message: string, error: unknown): void;
}

const FIVE_MIN = timeframeMs('5m');

/**
 * Subscribes to the source's live updates and stores them in bursts: updates arriving in the same
 * turn of the event loop are written together, one write at a time (a burst arriving during a
 * write waits for it). Only the last forming bar of each (symbol, timeframe) is kept.
 */
export async function startLiveIngest(options: LiveIngestOptions): Promise<() => Promise<void>> {
  let closed: CandleUpdate[] = [];
  let forming = new Map<string, CandleUpdate>();
  let scheduled = false;
  let chain: Promise<void> = Promise.resolve();
  let stopped = false;

  const flush = () => {
    scheduled = false;
    const burstClosed = closed;
    const burstForming = [...forming.values()];
    closed = [];
    forming = new Map();
    chain = chain.then(async () => {
      try {
        await options.write(burstClosed, burstForming);
        const fiveMin = burstClosed.filter((u) => u.timeframe === '5m');
        if (fiveMin.length > 0)
          options.onClosed(Math.max(...fiveMin.map((u) => u.candle.openTime)) + FIVE_MIN);
      } catch (error) {
        options.onError('live candle write failed (the next ingest job catches up)', error);
      }
    });
  };

  const unsubscribe = await options.source.watch([...options.symbols], (update) => {
    if (stopped) return;
    if (update.closed) closed.push(update);
    else forming.set(`${update.symbol}|${update.timeframe}`, update);
    if (!scheduled) {
      scheduled = true;
      setImmediate(flush);
    }
  });

  return async () => {
    stopped = true;
    await unsubscribe();
    await chain;
  };
}
