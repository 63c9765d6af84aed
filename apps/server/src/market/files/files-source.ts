import { firstIndexAtOrAfter, type StoredTimeframe, storedTimeframes, timeframeMs } from '@app/core';
import type { MarketDataSource, MarketSymbol } from '../market-source.ts';
import { pagedBackfill } from '../paged-backfill.ts';
import { type KlineDataSet, type LoadLogger, loadKlineFolder } from './load-kline-folder.ts';

/** Splits `BTCUSDT` into its base asset; the files layout carries no other market metadata. */
function baseOf(symbol: string): string {
  return symbol.endsWith('USDT') ? symbol.slice(0, -4) : symbol;
}

/**
 * The clock of a files data set: the close time of the newest bar of the finest timeframe present.
 * A data set whose 5m files end before its daily files (as dumps often do) is viewed as of the end of
 * its 5m data, so the intraday screens (ICT, volume, liquidity) have bars at "now" as the CPR screens do.
 */
function asOfTime(data: KlineDataSet): number {
  for (const tf of storedTimeframes) {
    let asOf = 0;
    for (const series of data.candles.values()) {
      const last = series.get(tf)?.at(-1);
      if (last) asOf = Math.max(asOf, last.openTime + timeframeMs(tf));
    }
    if (asOf > 0) return asOf;
  }
  return 0;
}

/**
 * A market source over a folder of kline files, fully loaded before it answers. Damaged files and
 * rows are logged once and skipped (load-kline-folder.ts), and listed by `damagedFiles`.
 */
export async function createFilesSource(
  dir: string,
  logger?: LoadLogger,
): Promise<MarketDataSource & { data: KlineDataSet }> {
  const data = await loadKlineFolder(dir, logger);
  const asOf = asOfTime(data);
  const source: MarketDataSource & { data: KlineDataSet } = {
    kind: 'files',
    data,
    async listSymbols(): Promise<MarketSymbol[]> {
      return [...data.candles.keys()]
        .sort()
        .map((symbol) => ({ symbol, base: baseOf(symbol), marketCap: null }));
    },
    async fetchCandles(symbol: string, timeframe: StoredTimeframe, since: number, limit: number) {
      const bars = data.candles.get(symbol)?.get(timeframe) ?? [];
      const start = firstIndexAtOrAfter(bars, since);
      // No look-ahead: a bar still open at the clock (a daily file's bar for the as-of day) is not served;
      // the forming bar is built from finer bars like on every other source.
      const end = firstIndexAtOrAfter(bars, asOf - timeframeMs(timeframe) + 1);
      return bars.slice(start, Math.min(end, start + limit));
    },
    now: () => asOf,
    backfill: (input) => pagedBackfill(source, input),
    async watch() {
      return async () => {};
    },
    async close() {},
    damagedFiles: () => data.damagedFiles.map((f) => ({ ...f })),
  };
  return source;
}
