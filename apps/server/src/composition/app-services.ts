import { type DamagedMarketFile, type MarketSource, STREAM_HEARTBEAT_SECONDS } from '@app/contracts';
import type { JobService } from '../jobs/job-service.ts';
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
import type { RequestLimiter } from '../services/limits/request-limiter.ts';
import type { RequestLimitSync } from '../services/limits/shared-windows.ts';
import { rerunLiquidityOnSessionChange } from '../services/liquidity/liquidity-settings-sync.ts';
import { createArgon2Hasher, type PasswordHasher } from '../services/password-hasher.ts';
import { createProfileService, type ProfileService } from '../services/profile-service.ts';
import { createScreenViewService, type ScreenViewService } from '../services/screen-view-service.ts';
import { createSessionService, type SessionService } from '../services/session-service.ts';
import type { SettingsService } from '../services/settings-service.ts';
import { createStreamAdmission, type StreamAdmission } from '../services/stream-admission.ts';
import { createTokenSigner } from '../services/token-signer.ts';
import { manualBilling, type PlanBilling } from '../services/upgrades/plan-billing.ts';
import { createUpgradeService, type UpgradeService } from '../services/upgrades/upgrade-service.ts';
import { createUserAdminService, type UserAdminService } from '../services/user-admin-service.ts';
import { rerunVolumeOnSessionChange } from '../services/volume/volume-settings-sync.ts';
import type { WatchlistService } from '../services/watchlist-service.ts';
import { createLimitServices, type LimitOptions } from './limit-services.ts';
import type { ServerRoot } from './server-root.ts';
import { createSourceReads, type SourceReads } from './source-reads.ts';

/** What the HTTP routes use (http/app.ts): the root's shared services and the API's own. */
export interface AppServices {
  /**
   * The running market source's reads, computations and response feeds (composition/source-reads.ts):
   * the one getter through which the API reads the current source scope, called per request, so an
   * exchange switch (a new scope) reaches every route at once.
   */
  scope(): SourceReads;
  /** The admin settings; also the `SettingsReader` every job reads its numbers from. */
  settings: SettingsService;
  watchlist: WatchlistService;
  /** Discord alerts for the CPR scan and ICT trade jobs. */
  alerts: DiscordAlerts;
  /** Admin action posts, recent tasks and the toolbox log. */
  jobs: JobService;
  /** The clients of `GET stream/`. */
  stream: StreamHub;
  /** The caps on open `stream/` connections, per client address and in all. */
  streamAdmission: StreamAdmission;
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
}

/** The running market source as the API sees it. */
export interface ApiMarketOptions {
  /** The running market source's kind. */
  source: MarketSource;
  /**
   * The current source scope (the runtime's `current`, runtime/market-runtime.ts). Default: one set
   * of reads of the stored rows under `sourceKey` on `marketNow`, built here (an API without a feed).
   */
  scope?: () => SourceReads;
  /** Without `scope`: the `source` key of the stored rows (runtime/source-key.ts); default the kind. */
  sourceKey?: string;
  /** Without `scope`: the market's now in epoch ms. */
  marketNow?: () => number;
  /** Without `scope`: the kline files skipped or with unreadable rows (files source, admin overview). */
  damagedFiles?: () => DamagedMarketFile[];
  stream?: StreamHub;
  /** Seconds between stream heartbeats; default `STREAM_HEARTBEAT_SECONDS` (contracts). */
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
  const fixed = options.market?.scope
    ? undefined
    : createSourceReads({
        root,
        key: options.market?.sourceKey ?? options.market?.source ?? 'simulated',
        marketNow,
        ...(options.market?.damagedFiles ? { damagedFiles: options.market.damagedFiles } : {}),
      });
  const scope = options.market?.scope ?? (() => fixed as SourceReads);
  const sessions = createSessionService({
    users: repos.users,
    refreshTokens: repos.refreshTokens,
    signer: createTokenSigner(options.jwtSecret, now),
    now,
  });
  const limits = createLimitServices(root.db, { report: options.report, ...options.limits });
  // Read through the current scope's candles, on the first health call and on each `market` event.
  const dataTime = createDataTime({
    read: () => scope().candles.dataAsOf(),
    now: () => now().getTime(),
    report: options.report,
  });
  const health = createHealthService({
    ...options.health,
    getDataAsOf: options.health.getDataAsOf ?? dataTime.current,
  });
  const stream =
    options.market?.stream ??
    createStreamHub({ heartbeatMs: (options.market?.heartbeatSeconds ?? STREAM_HEARTBEAT_SECONDS) * 1000 });
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
  const adminOverview = createAdminOverviewService({
    repository: repos.adminOverview,
    candles: repos.candles,
    trendModels: repos.trendModels,
    jobs: root.registry.all(),
    settings,
    health,
    pendingUpgrades: () => upgrades.countPending(),
    scope,
    now,
  });
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
    adminOverview,
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
    scope,
    dataTime,
  };
}
