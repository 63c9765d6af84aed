import { inArray } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { marketSymbols } from '../db/market-schema.ts';

/** Market-cap data of a symbol, as the watchlist shows it. */
export interface SymbolMetaInfo {
  cap_category: string;
  market_cap: number | null;
}

/**
 * The symbols the app knows (the active market universe with its caps). The watchlist uses it to
 * refuse unknown symbols and to show each item's cap category and market cap.
 */
export interface SymbolCatalog {
  /** An active symbol's info; null when the symbol is unknown or no longer traded. */
  lookup(symbol: string): Promise<SymbolMetaInfo | null>;
  /** Info of every known symbol among `symbols`, active or not; unknown ones are absent. */
  lookupMany(symbols: readonly string[]): Promise<Map<string, SymbolMetaInfo>>;
}

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

  // A symbol has a row per source that lists or listed it: an active one wins.
  const bySymbol = (list: Awaited<ReturnType<typeof rows>>) => {
    const out = new Map<string, (typeof list)[number]>();
    for (const row of list) if (!out.get(row.symbol)?.active) out.set(row.symbol, row);
    return out;
  };

  return {
    async lookup(symbol) {
      const row = bySymbol(await rows([symbol])).get(symbol);
      return row?.active ? info(row) : null;
    },
    async lookupMany(symbols) {
      return new Map([...bySymbol(await rows(symbols))].map(([symbol, row]) => [symbol, info(row)]));
    },
  };
}
