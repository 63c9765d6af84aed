import { capCategory } from '@app/core';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { type MarketSymbolRow, marketSymbols } from '../db/market-schema.ts';

export interface SymbolInfo {
  symbol: string;
  base: string;
  marketCap: number | null;
}

export interface MarketSymbolRepository {
  /**
   * Makes `symbols` the active universe of `source`: inserts or updates each (cap category derived
   * from the cap), and marks every other symbol of `source` inactive (other sources' rows are their
   * own, keyed by source). Returns how many are active.
   */
  sync(source: string, symbols: readonly SymbolInfo[]): Promise<number>;
  /** Active symbols of `source`, by symbol. */
  listActive(source: string): Promise<MarketSymbolRow[]>;
  findActive(source: string, symbol: string): Promise<MarketSymbolRow | undefined>;
}

export function createMarketSymbolRepository(db: Db): MarketSymbolRepository {
  return {
    async sync(source, symbols) {
      const unique = [...new Map(symbols.map((s) => [s.symbol, s])).values()];
      await db.transaction(async (tx) => {
        if (unique.length > 0) {
          await tx.execute(sql`
            insert into market_symbols (symbol, base, market_cap, cap_category, source, active, updated_at)
            select u.symbol, u.base, u.market_cap, u.cap_category, ${source}::text, true, now()
            from unnest(
              ${sql.param(unique.map((s) => s.symbol))}::text[], ${sql.param(unique.map((s) => s.base))}::text[],
              ${sql.param(unique.map((s) => s.marketCap))}::float8[],
              ${sql.param(unique.map((s) => capCategory(s.marketCap)))}::text[]
            ) as u(symbol, base, market_cap, cap_category)
            on conflict (source, symbol) do update set
              base = excluded.base, market_cap = excluded.market_cap, cap_category = excluded.cap_category,
              active = true, updated_at = now()`);
        }
        await tx.execute(sql`
          update market_symbols set active = false, updated_at = now()
          where active and source = ${source} and not (symbol = any(${sql.param(unique.map((s) => s.symbol))}::text[]))`);
      });
      return unique.length;
    },

    listActive(source) {
      return db
        .select()
        .from(marketSymbols)
        .where(and(eq(marketSymbols.source, source), eq(marketSymbols.active, true)))
        .orderBy(asc(marketSymbols.symbol));
    },

    async findActive(source, symbol) {
      const [row] = await db
        .select()
        .from(marketSymbols)
        .where(
          and(
            eq(marketSymbols.source, source),
            eq(marketSymbols.symbol, symbol),
            eq(marketSymbols.active, true),
          ),
        );
      return row;
    },
  };
}
