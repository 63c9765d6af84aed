import { bucketStart } from './timeframe.ts';
import type { Candle, Timeframe } from './types.ts';

function isSorted(candles: readonly Candle[]): boolean {
  for (let i = 1; i < candles.length; i++) {
    if ((candles[i] as Candle).openTime < (candles[i - 1] as Candle).openTime) return false;
  }
  return true;
}

/**
 * Aggregates a finer candle series into `targetTf` bars (UTC buckets, see `bucketStart`): first
 * open, max high, min low, last close, summed (quote) volume, in time order. One bar per bucket that
 * holds at least one source bar; no completeness check is made (the last bar may be forming, see
 * `isComplete`). Input is sorted by `openTime` if it is not already; volumes are summed left to
 * right, so integer volumes aggregate exactly and any grouping of the sum gives the same result.
 * The source timeframe must divide the target one (5m/1h/4h/1d into anything coarser; 1d into 1w/1M).
 */
export function aggregateCandles(candles: readonly Candle[], targetTf: Timeframe): Candle[] {
  const sorted = isSorted(candles) ? candles : [...candles].sort((a, b) => a.openTime - b.openTime);
  const out: Candle[] = [];
  let cur: Candle | undefined;
  for (const c of sorted) {
    const start = bucketStart(targetTf, c.openTime);
    if (cur !== undefined && cur.openTime === start) {
      if (c.high > cur.high) cur.high = c.high;
      if (c.low < cur.low) cur.low = c.low;
      cur.close = c.close;
      cur.volume += c.volume;
    } else {
      cur = { openTime: start, open: c.open, high: c.high, low: c.low, close: c.close, volume: c.volume };
      out.push(cur);
    }
  }
  return out;
}
