import type { Db } from '../../src/db/database.ts';
import { createMarketSymbolRepository } from '../../src/repositories/market-symbol-repository.ts';

/** Symbols of the test universe with their market caps (Large, Mid, Small, none). */
export const testSymbols = [
  { symbol: 'BTCUSDT', base: 'BTC', marketCap: 1.2e12 },
  { symbol: 'ETHUSDT', base: 'ETH', marketCap: 4e11 },
  { symbol: 'LINKUSDT', base: 'LINK', marketCap: 8e9 },
  { symbol: 'PEPEUSDT', base: 'PEPE', marketCap: 5e8 },
  { symbol: 'NEWUSDT', base: 'NEW', marketCap: null },
];

/** Makes `symbols` the active market universe (market_symbols), as the market source would. */
export async function seedSymbols(db: Db, symbols = testSymbols): Promise<void> {
  await createMarketSymbolRepository(db).sync('simulated', symbols);
}
