import { createBinanceClient } from './binance-client.ts';
import { createBybitClient } from './bybit-client.ts';
import type { ExchangeName } from './exchange-profiles.ts';
import { createMexcClient } from './mexc-client.ts';
import type { VenueClient, VenueClientOptions } from './venue-client.ts';

const factories: Record<ExchangeName, (options: VenueClientOptions) => VenueClient> = {
  BINANCE: createBinanceClient,
  BYBIT: createBybitClient,
  MEXC: createMexcClient,
};

export function createVenueClientFor(exchange: ExchangeName, options: VenueClientOptions): VenueClient {
  return factories[exchange](options);
}
