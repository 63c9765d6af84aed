import type { Exchange } from '@app/contracts';
import type { FeedServices, ServerRoot } from '../composition/server-root.ts';
import type { AppConfig } from '../config/config.ts';
import type { MarketDataSource } from '../market/market-source.ts';
import { sourceKey } from './source-key.ts';

/** One running market source with what ingests it, under its storage key. */
export interface MarketFeed extends FeedServices {
  source: MarketDataSource;
  exchange: Exchange | undefined;
  /** The `source` key of its stored rows (runtime/source-key.ts). */
  key: string;
}

export interface MarketFeedDeps {
  config: AppConfig;
  root: ServerRoot;
  onError(message: string, error: unknown): void;
}

export function createMarketFeed(
  deps: MarketFeedDeps,
  source: MarketDataSource,
  exchange: Exchange | undefined,
): MarketFeed {
  const key = sourceKey(source.kind, exchange);
  return { source, exchange, key, ...deps.root.feedServices(source, key, deps.config.market, deps.onError) };
}
