import { isComplete, timeframeMs } from '@app/core';
import { yieldToEventLoop } from '../lib/event-loop-turns.ts';
import type { BackfillInput, BackfillOutcome, MarketDataSource } from './market-source.ts';

/** Bars per `fetchCandles` call. */
const PAGE_SIZE = 1500;

/**
 * The simulated and files sources' `backfill`: pages through `fetchCandles` for each range, in order,
 * writing closed bars only; bars at or after a range's `to` are dropped. An empty or short page (before
 * a listing, or a gap in the data) moves on by a whole page. Yields to the event loop between ranges,
 * so HTTP keeps being served while a long backfill runs on PGlite. A failure throws (these sources
 * read local data), so the outcome never lists a stale pair.
 */
export async function pagedBackfill(
  source: Pick<MarketDataSource, 'fetchCandles' | 'now'>,
  input: BackfillInput,
  pageSize = PAGE_SIZE,
): Promise<BackfillOutcome> {
  const now = input.now ?? source.now();
  for (const range of input.ranges) {
    input.signal?.throwIfAborted();
    await yieldToEventLoop();
    const { symbol, timeframe } = range;
    const step = timeframeMs(timeframe);
    const end = range.to ?? Number.POSITIVE_INFINITY;
    let since = range.from;
    while (since <= now && since < end) {
      const page = (await source.fetchCandles(symbol, timeframe, since, pageSize)).filter(
        (c) => c.openTime < end,
      );
      const closed = page.filter((c) => isComplete(timeframe, c.openTime, now));
      if (closed.length > 0) await input.write(symbol, timeframe, closed);
      const open = page.find((c) => !isComplete(timeframe, c.openTime, now));
      if (open) {
        input.onForming?.(symbol, timeframe, open);
        break;
      }
      const lastBar = page.at(-1);
      since = Math.max(
        lastBar ? lastBar.openTime + step : since,
        since + (page.length < pageSize ? pageSize * step : 0),
      );
    }
  }
  return { stale: [] };
}
