import type { StoredTimeframe } from '@app/core';
import ccxt, { type Exchange } from 'ccxt';
import { exchangeProfiles } from './exchange-profiles.ts';
import { clampWindow, parseMexcKlines } from './kline-parsers.ts';
import {
  createVenueClient,
  type VenueClient,
  type VenueClientOptions,
  type WatchedBars,
} from './venue-client.ts';
import { mexcWsQuoteVolumes } from './ws-quote-volumes.ts';

/** ccxt.pro mexc has no watchOHLCVForSymbols: each pair is watched on its own (same connection). */
async function watchOne(pro: Exchange, pairs: Array<[string, StoredTimeframe]>): Promise<WatchedBars[]> {
  const out: WatchedBars[] = [];
  for (const [symbol, timeframe] of pairs.slice(0, 1))
    out.push({ symbol, timeframe, bars: await pro.watchOHLCV(symbol, timeframe) });
  return out;
}

/**
 * MEXC contracts through ccxt `mexc`. loadMarkets always calls spot GET /api/v3/exchangeInfo and
 * GET /api/v1/contract/detail (no option narrows it); currencies need keys and are skipped.
 */
export function createMexcClient(options: VenueClientOptions): VenueClient {
  return createVenueClient(
    {
      profile: exchangeProfiles.MEXC,
      ccxtOptions: { adjustForTimeDifference: false },
      newRest: (config) => new ccxt.mexc(config),
      newPro: (config) => new ccxt.pro.mexc(config),
      // Times are in seconds; `vol` is in contracts, `amount` is the USDT turnover.
      async fetchKlines(rest, marketId, interval, start, end) {
        const request = {
          symbol: marketId,
          interval,
          start: Math.floor(start / 1000),
          end: Math.floor(end / 1000),
        };
        const raw: unknown = await rest.contractPublicGetKlineSymbol(request);
        const contractSize = rest.safeMarket(marketId, undefined, undefined, 'swap').contractSize ?? 1;
        return clampWindow(parseMexcKlines(raw, contractSize), start, end);
      },
      watchBatch: watchOne,
      wsQuoteVolumes: mexcWsQuoteVolumes,
    },
    options,
  );
}
