import { basename, resolve } from 'node:path';
import type { Exchange, MarketSource } from '@app/contracts';

const venues: readonly [Exchange, RegExp][] = [
  ['BINANCE', /(^|[^a-z])binance([^a-z]|$)/i],
  ['BYBIT', /(^|[^a-z])bybit([^a-z]|$)/i],
  ['MEXC', /(^|[^a-z])mexc([^a-z]|$)/i],
];

/**
 * The venue a kline folder's bars are from: `configured` (`MARKET_FILES_EXCHANGE`) when set, else the
 * one venue the folder's own name names (`binance-um-5m` → BINANCE, `bybit-linear-klines` → BYBIT),
 * else null (the admin setting `default_exchange` then sets the TradingView prefix, as on the
 * simulated market). A name naming two venues names none.
 */
export function filesVenue(dir: string, configured: Exchange | undefined): Exchange | null {
  if (configured) return configured;
  const name = basename(resolve(dir));
  const named = venues.filter(([, pattern]) => pattern.test(name)).map(([venue]) => venue);
  return named.length === 1 ? (named[0] ?? null) : null;
}

/**
 * The venue a running source's data is fixed to apart from the exchange source: the files' venue on
 * the files source (`filesVenue`), none on the simulated one.
 */
export function chartVenueOf(market: {
  source: MarketSource;
  filesDir: string | undefined;
  filesExchange: Exchange | undefined;
}): Exchange | null {
  return market.source === 'files' && market.filesDir
    ? filesVenue(market.filesDir, market.filesExchange)
    : null;
}
