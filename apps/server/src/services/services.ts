import type { Db } from '../db/database.ts';
import { createAlertRepository } from '../repositories/alert-repository.ts';
import { createRefreshTokenRepository } from '../repositories/refresh-token-repository.ts';
import { createUpgradeRequestRepository } from '../repositories/upgrade-request-repository.ts';
import { createUserRepository } from '../repositories/user-repository.ts';
import { createWatchlistRepository } from '../repositories/watchlist-repository.ts';
import type { AdminOverviewService } from './admin/admin-overview-service.ts';
import { createAdminOverview } from './admin/admin-overview-wiring.ts';
import { type AlertService, createAlertService } from './alerts/alert-service.ts';
import type { WebhookAddressPolicy } from './alerts/webhook-address.ts';
import { type AuthService, createAuthService } from './auth-service.ts';
import { type CprServices, createCprServices } from './cpr/cpr-services.ts';
import { rerunCprOnMapChange } from './cpr/cpr-settings-sync.ts';
import { createHealthService, type HealthDeps, type HealthService } from './health-service.ts';
import { createIctServices, type IctServices } from './ict/ict-services.ts';
import { rerunIctOnSettingsChange } from './ict/ict-settings-sync.ts';
import { createLiquidityServices, type LiquidityServices } from './liquidity/liquidity-services.ts';
import { rerunLiquidityOnSessionChange } from './liquidity/liquidity-settings-sync.ts';
import { createLoginLimiter, type LoginLimiter, type LoginLimits } from './login-limiter.ts';
import { createOverlayServices, type OverlayServices } from './market/overlay-services.ts';
import {
  createMarketJobServices,
  type MarketJobOptions,
  type MarketJobServices,
  noJobQueue,
} from './market-job-services.ts';
import { createArgon2Hasher, type PasswordHasher } from './password-hasher.ts';
import { createSessionService, type SessionService } from './session-service.ts';
import {
  createSettingsWatchlistServices,
  type SettingsWatchlistServices,
} from './settings-watchlist-services.ts';
import { switchableGroup } from './switchable.ts';
import { createTokenSigner } from './token-signer.ts';
import { manualBilling, type PlanBilling } from './upgrades/plan-billing.ts';
import { createUpgradeService, type UpgradeService } from './upgrades/upgrade-service.ts';
import { createUserAdminService, type UserAdminService } from './user-admin-service.ts';
import { createVolumeServices, type VolumeServices } from './volume/volume-services.ts';
import { rerunVolumeOnSessionChange } from './volume/volume-settings-sync.ts';

export interface AppServices
  extends SettingsWatchlistServices,
    MarketJobServices,
    CprServices,
    IctServices,
    LiquidityServices,
    VolumeServices,
    OverlayServices {
  auth: AuthService;
  sessions: SessionService;
  userAdmin: UserAdminService;
  upgrades: UpgradeService;
  adminOverview: AdminOverviewService;
  health: HealthService;
  loginLimiter: LoginLimiter;
  /** The user's alert rules, inbox and webhook (issue 12 item 4). */
  alertRules: AlertService;
  /**
   * Rebuilds the services of the stored market data for a new source key (an exchange switch): the
   * feeds, chart candles and admin overview then read the new venue's rows, with empty caches.
   */
  useSourceKey(key: string): void;
}

export interface ServiceOptions {
  db: Db;
  jwtSecret: Uint8Array;
  health: HealthDeps;
  hasher?: PasswordHasher;
  loginLimits?: LoginLimits;
  /** The payment seam of plan upgrades (default: none, an admin approves by hand). */
  billing?: PlanBilling;
  now?: () => Date;
  /** Market source, clock and job queue; without them action posts fail (no queue). */
  market?: MarketJobOptions;
  /** Which user webhook addresses are allowed (default: public https only). */
  alertWebhookPolicy?: WebhookAddressPolicy;
}

/** The composition root of the services: one place that wires repositories into services. */
export function createServices(options: ServiceOptions): AppServices {
  const now = options.now ?? (() => new Date());
  const users = createUserRepository(options.db);
  const refreshTokens = createRefreshTokenRepository(options.db);
  const sessions = createSessionService({
    users,
    refreshTokens,
    signer: createTokenSigner(options.jwtSecret, now),
    now,
  });
  const loginLimiter = createLoginLimiter(options.loginLimits, () => now().getTime());
  const settingsWatchlist = createSettingsWatchlistServices({ db: options.db, now });
  const marketJobs = createMarketJobServices(options.db, now, options.market);
  const health = createHealthService(options.health);
  /** The services that read and write rows of one market source key (runtime/source-key.ts). */
  const keyedServices = (key: string) => {
    const computations = {
      db: options.db,
      source: key,
      marketNow: options.market?.marketNow ?? (() => now().getTime()),
      now,
      settings: settingsWatchlist.settings,
      alerts: settingsWatchlist.alerts,
    };
    const candles = createMarketJobServices(options.db, now, {
      ...(options.market ?? { source: 'simulated', marketNow: () => now().getTime(), queue: noJobQueue }),
      sourceKey: key,
      stream: marketJobs.stream,
    }).candles;
    return {
      market: { candles },
      overlays: createOverlayServices({ ...computations, candles }),
      cpr: createCprServices(computations),
      ict: createIctServices(computations),
      liquidity: createLiquidityServices(computations),
      volume: createVolumeServices(computations),
      admin: {
        adminOverview: createAdminOverview({
          ...computations,
          health,
          pendingUpgrades: () => upgrades.countPending(),
          registry: options.market?.registry,
        }),
      },
    };
  };
  let keyed = keyedServices(options.market?.sourceKey ?? options.market?.source ?? 'simulated');
  // Routes and listeners hold these forwarding objects, so an exchange switch reaches them all.
  const view = {
    market: switchableGroup(() => keyed.market),
    cpr: switchableGroup(() => keyed.cpr),
    ict: switchableGroup(() => keyed.ict),
    liquidity: switchableGroup(() => keyed.liquidity),
    volume: switchableGroup(() => keyed.volume),
    overlays: switchableGroup(() => keyed.overlays),
    admin: switchableGroup(() => keyed.admin),
  };
  // A CPR map change reruns the CPR jobs, an ICT setting the ICT scan (only where jobs can be queued).
  if (options.market) {
    const enqueue = (job: string, payload: unknown) => marketJobs.jobs.enqueue(job, payload, 'admin');
    rerunCprOnMapChange(settingsWatchlist.settings, enqueue);
    rerunIctOnSettingsChange(settingsWatchlist.settings, enqueue);
    rerunLiquidityOnSessionChange(settingsWatchlist.settings, enqueue);
    rerunVolumeOnSessionChange(settingsWatchlist.settings, enqueue);
  }
  const upgrades = createUpgradeService({
    upgrades: createUpgradeRequestRepository(options.db),
    billing: options.billing ?? manualBilling,
    now,
  });
  return {
    auth: createAuthService({
      users,
      hasher: options.hasher ?? createArgon2Hasher(),
      sessions,
      limiter: loginLimiter,
    }),
    sessions,
    userAdmin: createUserAdminService({ users, refreshTokens, now }),
    upgrades,
    ...view.admin,
    health,
    loginLimiter,
    alertRules: createAlertService({
      alerts: createAlertRepository(options.db),
      onWatchlist: (userId, symbol) => createWatchlistRepository(options.db).hasSymbol(userId, symbol),
      addressPolicy: options.alertWebhookPolicy,
    }),
    ...settingsWatchlist,
    ...marketJobs,
    ...view.market,
    ...view.cpr,
    ...view.ict,
    ...view.liquidity,
    ...view.volume,
    ...view.overlays,
    useSourceKey(key) {
      keyed = keyedServices(key);
    },
  };
}
