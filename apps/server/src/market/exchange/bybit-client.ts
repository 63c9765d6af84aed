import ccxt from 'ccxt';
import { exchangeProfiles } from './exchange-profiles.ts';
import { clampWindow, parseBybitKlines } from './kline-parsers.ts';
import {
  createVenueClient,
  type VenueClient,
  type VenueClientOptions,
  watchForSymbols,
} from './venue-client.ts';
import { bybitWsQuoteVolumes } from './ws-quote-volumes.ts';

/**
 * Bybit v5 linear through ccxt `bybit`. With `fetchMarkets.types = ['linear']` loadMarkets calls only
 * GET /v5/market/instruments-info (category=linear, plus its status=PreLaunch twin).
 */
export function createBybitClient(options: VenueClientOptions): VenueClient {
  return createVenueClient(
    {
      profile: exchangeProfiles.BYBIT,
      ccxtOptions: { fetchMarkets: { types: ['linear'] }, adjustForTimeDifference: false },
      newRest: (config) => new ccxt.bybit(config),
      newPro: (config) => new ccxt.pro.bybit(config),
      // Both bounds are sent: with only `start`, Bybit answers the newest bars, not those after start.
      async fetchKlines(rest, marketId, interval, start, end, limit) {
        const raw: unknown = await rest.publicGetV5MarketKline({
          category: 'linear',
          symbol: marketId,
          interval,
          start,
          end,
          limit,
        });
        return clampWindow(parseBybitKlines(raw), start, end);
      },
      watchBatch: watchForSymbols,
      wsQuoteVolumes: bybitWsQuoteVolumes,
    },
    options,
  );
}
