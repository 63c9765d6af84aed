import type { Exchange } from '@app/contracts';
import type { AppConfig } from '../config/config.ts';
import type { Db } from '../db/database.ts';
import { createMarketCapProvider } from '../market/caps/create-market-cap-provider.ts';
import type { MarketDataSource } from '../market/market-source.ts';
import type { CandleRepository } from '../repositories/candle-repository.ts';
import { createFormingCandleRepository } from '../repositories/forming-candle-repository.ts';
import { createMarketCapRepository } from '../repositories/market-cap-repository.ts';
import type { MarketSymbolRepository } from '../repositories/market-symbol-repository.ts';
import { createMarketCapService, type MarketCapService } from '../services/market/market-cap-service.ts';
import {
  createMarketIngestService,
  type MarketIngestService,
} from '../services/market/market-ingest-service.ts';
import { sourceKey } from './source-key.ts';

/** One running market source with what ingests it, under its storage key. */
export interface MarketFeed {
  source: MarketDataSource;
  exchange: Exchange | undefined;
  /** The `source` key of its stored rows (runtime/source-key.ts). */
  key: string;
  ingest: MarketIngestService;
  /** Market caps (exchange and files sources; the simulated one ships its own). */
  marketCaps: MarketCapService | undefined;
}

export interface MarketFeedDeps {
  config: AppConfig;
  db: Db;
  candles: CandleRepository;
  symbols: MarketSymbolRepository;
  onError(message: string, error: unknown): void;
}

export function createMarketFeed(
  deps: MarketFeedDeps,
  source: MarketDataSource,
  exchange: Exchange | undefined,
): MarketFeed {
  const key = sourceKey(source.kind, exchange);
  // Exchange and files sources list no caps: the rebuild-symbol-meta job stores them (ANALYTICS §2).
  const marketCaps =
    source.kind === 'simulated'
      ? undefined
      : createMarketCapService({
          provider: createMarketCapProvider(deps.config.market),
          repository: createMarketCapRepository(deps.db),
          now: () => new Date(),
        });
  const ingest = createMarketIngestService({
    source,
    sourceKey: key,
    candles: deps.candles,
    forming: createFormingCandleRepository(deps.db),
    symbols: deps.symbols,
    ...(marketCaps ? { caps: marketCaps } : {}),
    onError: deps.onError,
  });
  return { source, exchange, key, ingest, marketCaps };
}
