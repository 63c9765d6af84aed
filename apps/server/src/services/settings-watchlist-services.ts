import type { Db } from '../db/database.ts';
import { createSettingsRepository } from '../repositories/settings-repository.ts';
import { createSymbolCatalogRepository } from '../repositories/symbol-catalog-repository.ts';
import { createWatchlistRepository } from '../repositories/watchlist-repository.ts';
import { createDiscordAlerts, type DiscordAlerts } from './discord/discord-alerts.ts';
import { createWebhookClient, type WebhookClient } from './discord/webhook-client.ts';
import { createSettingsService, type SettingsService } from './settings-service.ts';
import type { SymbolCatalog } from './symbol-catalog.ts';
import { createWatchlistService, type WatchlistService } from './watchlist-service.ts';

export interface SettingsWatchlistServices {
  /** The admin settings; also the `SettingsReader` every job reads its numbers from. */
  settings: SettingsService;
  watchlist: WatchlistService;
  /** Discord alerts for the CPR scan and ICT trade jobs. */
  alerts: DiscordAlerts;
}

export interface SettingsWatchlistOptions {
  db: Db;
  now: () => Date;
  /** Default: `market_symbols`. */
  catalog?: SymbolCatalog;
  webhookClient?: WebhookClient;
  settingsCacheTtlMs?: number;
  report?: (message: string, error?: unknown) => void;
}

/** Wires the settings, watchlist and alert services (one part of the composition root). */
export function createSettingsWatchlistServices(
  options: SettingsWatchlistOptions,
): SettingsWatchlistServices {
  const settings = createSettingsService({
    repository: createSettingsRepository(options.db),
    now: options.now,
    cacheTtlMs: options.settingsCacheTtlMs,
    report: options.report,
  });
  const watchlist = createWatchlistService({
    items: createWatchlistRepository(options.db),
    catalog: options.catalog ?? createSymbolCatalogRepository(options.db),
    settings,
  });
  const alerts = createDiscordAlerts({
    settings,
    client: options.webhookClient ?? createWebhookClient(),
    now: options.now,
  });
  return { settings, watchlist, alerts };
}
