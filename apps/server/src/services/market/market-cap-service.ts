import { coinTicker, coinTickers } from '../../market/caps/coin-ticker.ts';
import type { MarketCapProvider } from '../../market/caps/market-cap-provider.ts';
import type { MarketCapRepository } from '../../repositories/market-cap-repository.ts';

export interface CapRefreshReport {
  /** The provider's name, or null when none is configured. */
  provider: string | null;
  /** True when the provider answered and its caps replaced the stored ones. */
  updated: boolean;
  /** Tickers with a cap after the refresh (the stored ones when it failed). */
  tickers: number;
  /** Why the provider failed (the last good caps were kept). */
  error?: string;
}

export interface MarketCapService {
  /** Fetches the caps of the coins behind `symbols` and stores them; keeps the stored ones on failure. */
  refresh(symbols: readonly string[]): Promise<CapRefreshReport>;
  /** The stored cap of each of `symbols` that has one (through its coin ticker). */
  capsFor(symbols: readonly string[]): Promise<Map<string, number>>;
}

export interface MarketCapDeps {
  /** Null: no provider configured (files source without MARKET_CAPS_FILE); stored caps still apply. */
  provider: MarketCapProvider | null;
  repository: MarketCapRepository;
  now: () => Date;
}

/** Market caps of the exchange and files sources (docs/analytics.md §2), refreshed by rebuild-symbol-meta. */
export function createMarketCapService(deps: MarketCapDeps): MarketCapService {
  return {
    async refresh(symbols) {
      const { provider } = deps;
      if (!provider) return { provider: null, updated: false, tickers: (await deps.repository.all()).size };
      try {
        const caps = await provider.fetch(coinTickers(symbols));
        const tickers = await deps.repository.replace(provider.name, caps, deps.now());
        return { provider: provider.name, updated: true, tickers };
      } catch (error) {
        const tickers = (await deps.repository.all()).size;
        const message = error instanceof Error ? error.message : String(error);
        return { provider: provider.name, updated: false, tickers, error: message };
      }
    },

    async capsFor(symbols) {
      const stored = await deps.repository.all();
      const out = new Map<string, number>();
      for (const symbol of symbols) {
        const cap = stored.get(coinTicker(symbol));
        if (cap !== undefined) out.set(symbol, cap);
      }
      return out;
    },
  };
}
