import ccxt from 'ccxt';
import { exchangeProfiles } from './exchange-profiles.ts';
import { clampWindow, parseBinanceKlines } from './kline-parsers.ts';
import {
  createVenueClient,
  type VenueClient,
  type VenueClientOptions,
  watchForSymbols,
} from './venue-client.ts';
import { binanceWsQuoteVolumes } from './ws-quote-volumes.ts';

/** Binance USDⓈ-M through ccxt `binanceusdm`: loadMarkets calls only GET /fapi/v1/exchangeInfo. */
export function createBinanceClient(options: VenueClientOptions): VenueClient {
  return createVenueClient(
    {
      profile: exchangeProfiles.BINANCE,
      ccxtOptions: {
        fetchCurrencies: false,
        fetchMarkets: { types: ['linear'] },
        adjustForTimeDifference: false,
      },
      newRest: (config) => new ccxt.binanceusdm(config),
      newPro: (config) => new ccxt.pro.binanceusdm(config),
      // The implicit endpoint keeps ccxt's limiter (weight by limit) and error mapping, and exposes
      // the raw row whose index 7 is the quote volume; ccxt's fetchOHLCV also caps limit at 1000.
      async fetchKlines(rest, marketId, interval, start, end, limit) {
        const raw: unknown = await rest.fapiPublicGetKlines({
          symbol: marketId,
          interval,
          startTime: start,
          endTime: end,
          limit,
        });
        return clampWindow(parseBinanceKlines(raw), start, end);
      },
      watchBatch: watchForSymbols,
      wsQuoteVolumes: binanceWsQuoteVolumes,
    },
    options,
  );
}
