import { inArray } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { marketSymbols } from '../db/market-schema.ts';
import type { SymbolCatalog, SymbolMetaInfo } from '../services/symbol-catalog.ts';

/** The symbol catalog over `market_symbols` (kept by the market source and the symbol-meta job). */
export function createSymbolCatalogRepository(db: Db): SymbolCatalog {
  async function rows(symbols: readonly string[]) {
    if (symbols.length === 0) return [];
    return db
      .select({
        symbol: marketSymbols.symbol,
        active: marketSymbols.active,
        capCategory: marketSymbols.capCategory,
        marketCap: marketSymbols.marketCap,
      })
      .from(marketSymbols)
      .where(inArray(marketSymbols.symbol, [...new Set(symbols)]));
  }
  const info = (row: { capCategory: string; marketCap: number | null }): SymbolMetaInfo => ({
    cap_category: row.capCategory,
    market_cap: row.marketCap,
  });

  return {
    async lookup(symbol) {
      const [row] = await rows([symbol]);
      return row?.active ? info(row) : null;
    },
    async lookupMany(symbols) {
      return new Map((await rows(symbols)).map((row) => [row.symbol, info(row)]));
    },
  };
}
