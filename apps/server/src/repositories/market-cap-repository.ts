import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { marketCaps } from '../db/market-schema.ts';

export interface MarketCapRepository {
  /** Makes `caps` (USD by coin ticker) the stored set, in one transaction; returns the row count. */
  replace(provider: string, caps: ReadonlyMap<string, number>, at: Date): Promise<number>;
  /** Every stored cap, by ticker. */
  all(): Promise<Map<string, number>>;
}

export function createMarketCapRepository(db: Db): MarketCapRepository {
  return {
    async replace(provider, caps, at) {
      const tickers = [...caps.keys()];
      await db.transaction(async (tx) => {
        await tx.delete(marketCaps);
        if (tickers.length === 0) return;
        await tx.execute(sql`
          insert into market_caps (ticker, market_cap, provider, updated_at)
          select u.ticker, u.market_cap, ${provider}::text, ${at.toISOString()}::timestamptz
          from unnest(
            ${sql.param(tickers)}::text[], ${sql.param(tickers.map((t) => caps.get(t) ?? 0))}::float8[]
          ) as u(ticker, market_cap)`);
      });
      return tickers.length;
    },

    async all() {
      const rows = await db
        .select({ ticker: marketCaps.ticker, marketCap: marketCaps.marketCap })
        .from(marketCaps);
      return new Map(rows.map((r) => [r.ticker, r.marketCap]));
    },
  };
}
