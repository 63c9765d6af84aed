import type { Db } from '../../db/database.ts';
import { createCprInputRepository } from '../../repositories/cpr-input-repository.ts';
import { createCprStateRepository } from '../../repositories/cpr-state-repository.ts';
import { createMarketSymbolRepository } from '../../repositories/market-symbol-repository.ts';
import { createTrendModelRepository } from '../../repositories/trend-model-repository.ts';
import { createTrendPartialsRepository } from '../../repositories/trend-partials-repository.ts';
import type { DiscordAlerts } from '../discord/discord-alerts.ts';
import type { SettingsService } from '../settings-service.ts';
import { type CprFeed, createCprFeed } from './cpr-feed.ts';
import { type CprService, createCprService } from './cpr-service.ts';

export interface CprServices {
  /** The CPR computation the jobs run. */
  cpr: CprService;
  /** The cached bodies of the public `cpr/*` endpoints. */
  cprFeed: CprFeed;
}

export interface CprServiceOptions {
  db: Db;
  /** `candles.source` of the running market source. */
  source: string;
  /** The market's now in epoch ms. */
  marketNow: () => number;
  /** Wall clock. */
  now: () => Date;
  settings: SettingsService;
  alerts?: Pick<DiscordAlerts, 'cprScanSummary'>;
  /** Safety-net lifetime of a cached body; default 60 s. */
  feedTtlMs?: number;
}

/**
 * Wires the CPR computation and the endpoint feed on one database (one part of the composition
 * root). A run in this process invalidates the feed at once; runs in other processes reach it
 * through the `cpr` stream event (call `cprFeed.invalidate()` on it).
 */
export function createCprServices(options: CprServiceOptions): CprServices {
  const { db, source } = options;
  const symbols = createMarketSymbolRepository(db);
  const state = createCprStateRepository(db);
  const models = createTrendModelRepository(db);
  const cprFeed = createCprFeed({
    source,
    state,
    symbols,
    models,
    settings: options.settings,
    ttlMs: options.feedTtlMs,
  });
  const cpr = createCprService({
    source,
    marketNow: options.marketNow,
    now: options.now,
    settings: options.settings,
    inputs: createCprInputRepository(db),
    state,
    models,
    partials: createTrendPartialsRepository(db),
    symbols,
    alerts: options.alerts,
    onChange: () => cprFeed.invalidate(),
  });
  return { cpr, cprFeed };
}
