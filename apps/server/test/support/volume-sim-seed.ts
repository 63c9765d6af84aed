import { createSimMarket, type SimMarket } from '@app/core';
import type { Db } from '../../src/db/database.ts';
import { createCandleRepository, type SymbolCandle } from '../../src/repositories/candle-repository.ts';
import { createMarketSymbolRepository } from '../../src/repositories/market-symbol-repository.ts';

/**
 * Test helper: the first `symbols` symbols of the simulated market (seed 7) as the active universe of
 * source `simulated`, with their 5m bars opening in [from, to) stored, as the ingest would store them.
 */
export async function seedSimVolume(db: Db, symbols: number, from: number, to: number): Promise<SimMarket> {
  const market = createSimMarket({ seed: 7, symbols });
  await createMarketSymbolRepository(db).sync(
    'simulated',
    market.symbols.map((s) => ({
      symbol: s.symbol,
      base: s.symbol.replace(/USDT$/, ''),
      marketCap: s.marketCap,
    })),
  );
  const candles = createCandleRepository(db);
  for (const { symbol } of market.symbols) {
    const rows: SymbolCandle[] = market
      .simCandles(symbol, '5m', from, to)
      .map((candle) => ({ symbol, candle }));
    await candles.upsert('simulated', '5m', rows);
  }
  return market;
}
