import type { Exchange, StreamEvent } from '@app/contracts';
import type { Db } from '../db/database.ts';
import { createJobService, type JobService } from '../jobs/job-service.ts';
import { type JobQueue, noJobQueue } from '../jobs/queue/job-queue.ts';
import { appJobs, createJobRegistry, type JobRegistry } from '../jobs/registry.ts';
import type { PositioningSource } from '../market/positioning/positioning-source.ts';
import type { WatchlistRecord } from '../repositories/watchlist-repository.ts';
import { type AlertTopicReader, createAlertTopicReader } from '../services/alerts/alert-topic-reader.ts';
import { createUserWebhookSender, type UserWebhookSender } from '../services/alerts/alert-webhook-sender.ts';
import { type Alerting, createAlerting } from '../services/alerts/alerting.ts';
import { createDiscordAlerts, type DiscordAlerts } from '../services/discord/discord-alerts.ts';
import type { WebhookClient } from '../services/discord/webhook-client.ts';
import { createKeyedCache, type KeyedCache } from '../services/keyed-cache.ts';
import {
  createPositioningService,
  type PositioningService,
} from '../services/positioning/positioning-service.ts';
import { createSettingsService, type SettingsService } from '../services/settings-service.ts';
import type { SymbolCatalog } from '../services/symbol-catalog.ts';
import { createWatchlistService, type WatchlistService } from '../services/watchlist-service.ts';
import { createGuardedWebhookClient } from '../services/webhooks/guarded-webhook-client.ts';
import type { WebhookAddressPolicy } from '../services/webhooks/webhook-address-policy.ts';
import { createRepositories, type Repositories } from './create-repositories.ts';

export interface ServerRootOptions {
  db: Db;
  /** Wall clock; default the system clock. */
  now?: () => Date;
  /** The job queue runs are enqueued on (pg-boss in start.ts); default none: enqueueing fails loudly. */
  queue?: JobQueue;
  /** Default: every job of the app (jobs/registry.ts). */
  registry?: JobRegistry;
  /** Where settings listener failures and unreadable stored settings are reported. */
  report?: (message: string, error?: unknown) => void;
  settingsCacheTtlMs?: number;
  /** Default: `market_symbols`. */
  catalog?: SymbolCatalog;
  /**
   * The one address policy of every outbound webhook, admin and user (services/webhooks/): default
   * public https only. Tests and benches set `allowLoopback` or a fixed `resolve`; never user input.
   */
  webhookPolicy?: WebhookAddressPolicy;
  /** The admin webhooks' client; default the guarded client under `webhookPolicy`. */
  webhookClient?: WebhookClient;
  /**
   * The venue whose TradingView prefix chart links and exports carry, whatever `default_exchange`
   * says: the files' venue on the files source (market/files/files-venue.ts); default none.
   */
  chartVenue?: Exchange | null;
}

export interface AlertingOptions {
  /** The `source` key whose states are evaluated. */
  source: string;
  publish(event: StreamEvent): Promise<void>;
  log?: { warn(obj: object, msg: string): void; info?(obj: object, msg: string): void };
  /** Default: the guarded sender under the root's `webhookPolicy`. */
  sender?: UserWebhookSender;
  reader?: AlertTopicReader;
}

/**
 * The composition root of one process: every repository and every service is built here, once,
 * from the database handle; the runtime (worker, scheduler, market feed), the HTTP services
 * (app-services.ts) and the jobs' context take them from it. What depends on the running market
 * source is built per source key by the source scope (source-scope.ts).
 */
export interface ServerRoot {
  /** The database handle the repositories were built on (the limit counters' store, limit-services.ts). */
  db: Db;
  repos: Repositories;
  now: () => Date;
  registry: JobRegistry;
  queue: JobQueue;
  /** The admin settings; also the `SettingsReader` every job reads its numbers from. */
  settings: SettingsService;
  watchlist: WatchlistService;
  /**
   * Each user's watchlist items as the per-caller merges (volume marks) read them: cached in process,
   * forgotten when the watchlist service writes them here or a change notice names the user.
   */
  watchlists: KeyedCache<number, WatchlistRecord[]>;
  /** Discord alerts for the CPR scan and ICT trade jobs. */
  discordAlerts: DiscordAlerts;
  /** The address policy of every webhook, checked when one is saved and again before each post. */
  webhookPolicy: WebhookAddressPolicy;
  /** The venue chart links and exports name whatever `default_exchange` says (files source), or null. */
  chartVenue: Exchange | null;
  /** Enqueues job runs (admin actions, schedules, start-up runs) and lists the tasks. */
  jobs: JobService;
  /** The alert evaluator of one source key. */
  alerting(options: AlertingOptions): Alerting;
  /** The positioning ingest of one source key, on the market's clock. */
  positioning(
    key: string,
    source: () => Promise<PositioningSource>,
    marketNow: () => number,
  ): PositioningService;
}

export function createServerRoot(options: ServerRootOptions): ServerRoot {
  const now = options.now ?? (() => new Date());
  const repos = createRepositories(options.db);
  const registry = options.registry ?? createJobRegistry(appJobs);
  const queue = options.queue ?? noJobQueue;
  const webhookPolicy = options.webhookPolicy ?? {};
  const settings = createSettingsService({
    repository: repos.settings,
    now,
    cacheTtlMs: options.settingsCacheTtlMs,
    report: options.report,
    webhookPolicy,
  });
  const discordAlerts = createDiscordAlerts({
    settings,
    client: options.webhookClient ?? createGuardedWebhookClient({ policy: webhookPolicy }),
    now,
    chartVenue: options.chartVenue ?? null,
    report: options.report,
  });
  const watchlists = createKeyedCache<number, WatchlistRecord[]>({
    load: (userId) => repos.watchlist.listForUser(userId),
    max: 20_000,
    ttlMs: 30_000,
  });

  return {
    db: options.db,
    repos,
    now,
    registry,
    queue,
    settings,
    watchlist: createWatchlistService({
      items: repos.watchlist,
      catalog: options.catalog ?? repos.symbolCatalog,
      settings,
      onChange: watchlists.forget,
    }),
    watchlists,
    discordAlerts,
    webhookPolicy,
    chartVenue: options.chartVenue ?? null,
    jobs: createJobService({ registry, queue, tasks: repos.tasks, toolboxLog: repos.toolboxLog, now }),
    positioning(key, source, marketNow) {
      return createPositioningService({
        source: key,
        positioning: source,
        repository: repos.positioning,
        symbols: repos.marketSymbols,
        marketNow,
      });
    },
    alerting(o) {
      return createAlerting({
        source: o.source,
        alerts: repos.alerts,
        watchlist: repos.watchlist,
        settings,
        reader:
          o.reader ??
          createAlertTopicReader({
            source: o.source,
            symbols: repos.marketSymbols,
            cprInputs: repos.cprInputs,
            cprCrossRule: async () => {
              const s = await settings.current();
              return { marginAtr: s.cpr_cross_margin_atr, closes: s.cpr_cross_closes };
            },
            liquidity: repos.liquidity,
            volume: repos.volumeSnapshots,
            ict: repos.ict,
          }),
        sender: o.sender ?? createUserWebhookSender(webhookPolicy),
        publish: o.publish,
        log: o.log,
      });
    },
  };
}
