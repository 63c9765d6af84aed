import type { AppConfig } from '../../config/config.ts';
import { createCapsFileProvider } from './caps-file-provider.ts';
import { COINGECKO_URL, createCoinGeckoProvider } from './coingecko-provider.ts';
import type { MarketCapProvider } from './market-cap-provider.ts';

/**
 * Where the exchange and files sources get market caps: `MARKET_CAPS_FILE` when set (no network);
 * else CoinGecko at `MARKET_CAPS_URL` (default the public API) for the exchange source, and for the
 * files source only when `MARKET_CAPS_URL` is set (a fixed data set may run offline). The simulated
 * source ships its own caps: none.
 */
export function createMarketCapProvider(market: AppConfig['market']): MarketCapProvider | null {
  if (market.source === 'simulated') return null;
  if (market.caps.file) return createCapsFileProvider(market.caps.file);
  if (market.source === 'files' && !market.caps.url) return null;
  return createCoinGeckoProvider({
    baseUrl: market.caps.url ?? COINGECKO_URL,
    ...(market.caps.apiKey ? { apiKey: market.caps.apiKey } : {}),
  });
}
