import type { Db } from '../../db/database.ts';
import { readCandleWindows } from '../../repositories/candle-windows.ts';
import { createCprInputRepository } from '../../repositories/cpr-input-repository.ts';
import { createLiquidityRangeRepository } from '../../repositories/liquidity-range-repository.ts';
import { createLiquidityRepository } from '../../repositories/liquidity-repository.ts';
import { createMarketSymbolRepository } from '../../repositories/market-symbol-repository.ts';
import type { SettingsService } from '../settings-service.ts';
import { createLiquidityFeed, type LiquidityFeed } from './liquidity-feed.ts';
import { createLiquidityService, type LiquidityService } from './liquidity-service.ts';

export interface LiquidityServices {
  /** The SniperFlow runs the jobs start. */
  liquidity: LiquidityService;
  /** The cached body of `sniperflow/summary`. */
  liquidityFeed: LiquidityFeed;
}

export interface LiquidityServiceOptions {
  db: Db;
  source: string;
  marketNow: () => number;
  now: () => Date;
  settings: SettingsService;
  feedTtlMs?: number;
}

/**
 * Wires the liquidity runs and the endpoint feed on one database. A run in this process invalidates
 * the feed at once; runs in other processes reach it through the `sniperflow` stream event.
 */
export function createLiquidityServices(options: LiquidityServiceOptions): LiquidityServices {
  const { db, source } = options;
  const liquidity = createLiquidityRepository(db);
  const liquidityFeed = createLiquidityFeed({ source, liquidity, ttlMs: options.feedTtlMs });
  const service = createLiquidityService({
    readWindows: (timeframe, starts, to) => readCandleWindows(db, source, timeframe, starts, to),
    source,
    marketNow: options.marketNow,
    now: options.now,
    settings: options.settings,
    liquidity,
    ranges: createLiquidityRangeRepository(db),
    symbols: createMarketSymbolRepository(db),
    readers: createCprInputRepository(db),
    onChange: () => liquidityFeed.invalidate(),
  });
  return { liquidity: service, liquidityFeed };
}
