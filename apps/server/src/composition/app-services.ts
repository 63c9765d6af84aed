import type { DamagedMarketFile, MarketSource } from '@app/contracts';
import { accountNoticePayload, CACHE_CHANNEL } from '../push/cache-notice.ts';
import { createStreamHub, type StreamHub } from '../push/stream-hub.ts';
import type { StreamLimits } from '../push/stream-slots.ts';
import {
  type AdminOverviewService,
  createAdminOverviewService,
} from '../services/admin/admin-overview-service.ts';
import { type AlertService, createAlertService } from '../services/alerts/alert-service.ts';
import { type AuthService, createAuthService } from '../services/auth-service.ts';
import { rerunCprOnMapChange } from '../services/cpr/cpr-settings-sync.ts';
import { createDataTime, type DataTime } from '../services/data-time.ts';
import type { DiscordAlerts } from '../services/discord/discord-alerts.ts';
import { createHealthService, type HealthDeps, type HealthService } from '../services/health-service.ts';
import { rerunIctOnSettingsChange } from '../services/ict/ict-settings-sync.ts';
import type { JobService } from '../services/job-service.ts';
import type { RequestLimiter } from '../services/limits/request-limiter.ts';
import type { RequestLimitSync } from '../services/limits/shared-windows.ts';
import { rerunLiquidityOnSessionChange } from '../services/liquidity/liquidity-settings-sync.ts';
import { type CandleService, createCandleService } from '../services/market/candle-service.ts';
import { type ChartFeed, createChartFeed } from '../services/market/chart-feed.ts';
import { createOverlayService, type OverlayService } from '../services/market/overlay-service.ts';
import { createArgon2Hasher, type PasswordHasher } from '../services/password-hasher.ts';
import { createProfileService, type ProfileService } from '../services/profile-service.ts';
import { createScreenViewService, type ScreenViewService } from '../services/screen-view-service.ts';
import { createSessionService, type SessionService } from '../services/session-service.ts';
import type { SettingsService } from '../services/settings-service.ts';
import { createStreamAdmission, type StreamAdmission } from '../services/stream-admission.ts';
import { switchableGroup } from '../services/switchable.ts';
import { createTokenSigner } from '../services/token-signer.ts';
import { manualBilling, type PlanBilling } from '../services/upgrades/plan-billing.ts';
import { createUpgradeService, type UpgradeService } from '../services/upgrades/upgrade-service.ts';
import { createUserAdminService, type UserAdminService } from '../services/user-admin-service.ts';
import { rerunVolumeOnSessionChange } from '../services/volume/volume-settings-sync.ts';
import type { WatchlistService } from '../services/watchlist-service.ts';
import { createLimitServices, type LimitOptions } from './limit-services.ts';
import type { ServerRoot } from './server-root.ts';
import type { SourceServices } from './source-services.ts';

/** What the HTTP routes use (http/app.ts): the root's shared services and the API's own. */
export interface AppServices extends SourceServices {
  /** The admin settings; also the `SettingsReader` every job reads its numbers from. */
  settings: SettingsService;
  watchlist: WatchlistService;
  /** Discord alerts for the CPR scan and ICT trade jobs. */
  alerts: DiscordAlerts;
  /** Chart candles and the data time of the health check. */
  candles: CandleService;
  /** Admin action posts, recent tasks and the toolbox log. */
  jobs: JobService;
  /** The clients of `GET stream/`. */
  stream: StreamHub;
  /** The caps on open `stream/` connections, per client address and in all. */
  streamAdmission: StreamAdmission;
  /** The overlays of `market/overlays/`, computed afresh on each call. */
  overlays: OverlayService;
  /** The cached bodies of `market/candles/` and `market/overlays/`. */
  chartFeed: ChartFeed;
  /** The newest market data time `health/` answers with, kept in memory. */
  dataTime: DataTime;
  auth: AuthService;
  sessions: SessionService;
  userAdmin: UserAdminService;
  profile: ProfileService;
  /** Pro's saved filters: each screener's view kept per user. */
  screenViews: ScreenViewService;
  upgrades: UpgradeService;
  adminOverview: AdminOverviewService;
  health: HealthService;
  /** The per caller request limits of every API route (http/plugins/request-limits.ts); null: off. */
  requestLimiter: RequestLimiter | null;
  /**
   * The background exchange of the request counts shared by the API processes (PostgreSQL); null when
   * they are kept in this process alone. Stop it on shutdown, before the database closes.
   */
  requestLimitSync: RequestLimitSync | null;
  /** The user's alert rules, inbox and webhook (issue 12 item 4). */
  alertRules: AlertService;
  /**
   * Rebuilds the services of the stored market data for a new source key (an exchange switch): the
   * feeds, chart candles and admin overview then read the new venue's rows, with empty caches.
   */
  useSourceKey(key: string): void;
}

/** The running market source as the API sees it. */
export interface ApiMarketOptions {
  /** The running market source's kind. */
  source: MarketSource;
  /** The `source` key of its stored rows (runtime/source-key.ts); default the kind. */
  sourceKey?: string;
  /** The market's now in epoch ms. */
  marketNow: () => number;
  /** Files source: the kline files skipped or with unreadable rows (admin overview). */
  damagedFiles?: () => DamagedMarketFile[];
  stream?: StreamHub;
  /** Seconds between stream heartbeats; default 15. */
  heartbeatSeconds?: number;
}

/** `health/`'s inputs; without `getDataAsOf`, the newest data time is kept in memory (`dataTime`). */
export type HealthOptions = Omit<HealthDeps, 'getDataAsOf'> & Partial<Pick<HealthDeps, 'getDataAsOf'>>;

export interface ServiceOptions {
  root: ServerRoot;
  jwtSecret: Uint8Array;
  health: HealthOptions;
  hasher?: PasswordHasher;
  /** Request, login and registration limits (composition/limit-services.ts). */
  limits?: LimitOptions;
  /** The payment seam of plan upgrades (default: none, an admin approves by hand). */
  billing?: PlanBilling;
  /** The market source and its clock; without them settings changes enqueue no reruns. */
  market?: ApiMarketOptions;
  /** Where background failures (a data-time read, a request-limit sync) are reported. */
  report?: (message: string, error: unknown) => void;
  /** Open `stream/` connections allowed per client address and in all; default 20 and 2,000. */
  streamLimits?: StreamLimits;
}

/** The HTTP app's services: the root's (repositories, settings, jobs, computations) plus the API's own. */
export function createServices(options: ServiceOptions): AppServices {
  const { root } = options;
  const { repos, now, settings } = root;
  const marketNow = options.market?.marketNow ?? (() => now().getTime());
  const sessions = createSessionService({
    users: repos.users,
    refreshTokens: repos.refreshTokens,
    signer: createTokenSigner(options.jwtSecret, now),
    now,
  });
  const limits = createLimitServices(root.db, { report: options.report, ...options.limits });
  // Read through the services of the current source key (`keyed`, below), on the first health call.
  const dataTime = createDataTime({
    read: () => keyed.market.candles.dataAsOf(),
    now: () => now().getTime(),
    report: options.report,
  });
  const health = createHealthService({
    ...options.health,
    getDataAsOf: options.health.getDataAsOf ?? dataTime.current,
  });
  const stream =
    options.market?.stream ??
    createStreamHub({ heartbeatMs: (options.market?.heartbeatSeconds ?? 15) * 1000 });
  const upgrades = createUpgradeService({
    upgrades: repos.upgradeRequests,
    billing: options.billing ?? manualBilling,
    now,
    onUserChanged: sessions.forgetUser,
    // Declined, changed or withdrawn requests change no user row: tell the user's tabs in every process.
    onRequestsChanged: (userId) =>
      void repos.notifications
        .notify(CACHE_CHANNEL, accountNoticePayload(userId))
        .catch((error) => options.report?.('account notice failed', error)),
  });
  /** The services that read and write rows of one market source key (runtime/source-key.ts). */
  const keyedServices = (key: string) => {
    const candles = createCandleService({
      source: key,
      now: marketNow,
      candles: repos.candles,
      forming: repos.formingCandles,
      symbols: repos.marketSymbols,
    });
    const overlays = createOverlayService({
      source: key,
      now: marketNow,
      candles,
      symbols: repos.marketSymbols,
      ict: repos.ict,
      settings,
    });
    return {
      market: { candles },
      overlays: { overlays },
      chart: {
        chartFeed: createChartFeed({
          source: key,
          marketNow,
          candles,
          overlays,
          forming: repos.formingCandles,
          symbols: repos.marketSymbols,
          settings,
        }),
      },
      computations: root.sourceServices(key, marketNow),
      admin: {
        adminOverview: createAdminOverviewService({
          repository: repos.adminOverview,
          candles: repos.candles,
          trendModels: repos.trendModels,
          registry: root.registry,
          settings,
          health,
          pendingUpgrades: () => upgrades.countPending(),
          source: key,
          marketNow,
          now,
          ...(options.market?.damagedFiles ? { damagedFiles: options.market.damagedFiles } : {}),
        }),
      },
    };
  };
  let keyed = keyedServices(options.market?.sourceKey ?? options.market?.source ?? 'simulated');
  // Routes and listeners hold these forwarding objects, so an exchange switch reaches them all.
  const view = {
    market: switchableGroup(() => keyed.market),
    computations: switchableGroup(() => keyed.computations),
    overlays: switchableGroup(() => keyed.overlays),
    chart: switchableGroup(() => keyed.chart),
    admin: switchableGroup(() => keyed.admin),
  };
  // A CPR map change reruns the CPR jobs, an ICT setting the ICT scan (only where jobs can be queued).
  if (options.market) {
    const enqueue = (job: string, payload: unknown) => root.jobs.enqueue(job, payload, 'admin');
    rerunCprOnMapChange(settings, enqueue);
    rerunIctOnSettingsChange(settings, enqueue);
    rerunLiquidityOnSessionChange(settings, enqueue);
    rerunVolumeOnSessionChange(settings, enqueue);
  }
  return {
    auth: createAuthService({
      users: repos.users,
      hasher: options.hasher ?? createArgon2Hasher(),
      sessions,
      limiter: limits.login,
      registrations: limits.registrations,
    }),
    sessions,
    userAdmin: createUserAdminService({
      users: repos.users,
      refreshTokens: repos.refreshTokens,
      now,
      onUserChanged: sessions.forgetUser,
    }),
    profile: createProfileService({ users: repos.users }),
    screenViews: createScreenViewService({ views: repos.screenViews, now }),
    upgrades,
    ...view.admin,
    health,
    requestLimiter: limits.requests,
    requestLimitSync: limits.requestSync,
    alertRules: createAlertService({
      alerts: repos.alerts,
      onWatchlist: (userId, symbol) => repos.watchlist.hasSymbol(userId, symbol),
      addressPolicy: root.webhookPolicy,
    }),
    settings,
    watchlist: root.watchlist,
    alerts: root.discordAlerts,
    jobs: root.jobs,
    stream,
    streamAdmission: createStreamAdmission(options.streamLimits),
    ...view.market,
    ...view.computations,
    ...view.overlays,
    ...view.chart,
    dataTime,
    useSourceKey(key) {
      keyed = keyedServices(key);
      void dataTime.refresh();
    },
  };
}
