import type { Db } from '../db/database.ts';
import {
  type AdminOverviewRepository,
  createAdminOverviewRepository,
} from '../repositories/admin-overview-repository.ts';
import { type AlertRepository, createAlertRepository } from '../repositories/alert-repository.ts';
import { type CandleRepository, createCandleRepository } from '../repositories/candle-repository.ts';
import { readCandleWindows } from '../repositories/candle-windows.ts';
import { type CprInputRepository, createCprInputRepository } from '../repositories/cpr-input-repository.ts';
import { type CprStateRepository, createCprStateRepository } from '../repositories/cpr-state-repository.ts';
import {
  createFormingCandleRepository,
  type FormingCandleRepository,
} from '../repositories/forming-candle-repository.ts';
import { createIctRepository, type IctRepository } from '../repositories/ict-repository.ts';
import {
  createLiquidityRangeRepository,
  type LiquidityRangeRepository,
} from '../repositories/liquidity-range-repository.ts';
import { createLiquidityRepository, type LiquidityRepository } from '../repositories/liquidity-repository.ts';
import {
  createMarketCapRepository,
  type MarketCapRepository,
} from '../repositories/market-cap-repository.ts';
import {
  createMarketSymbolRepository,
  type MarketSymbolRepository,
} from '../repositories/market-symbol-repository.ts';
import {
  createNotificationRepository,
  type NotificationRepository,
} from '../repositories/notification-repository.ts';
import { refreshPlannerStatistics } from '../repositories/planner-statistics.ts';
import {
  createPositioningRepository,
  type PositioningRepository,
} from '../repositories/positioning-repository.ts';
import {
  createRefreshTokenRepository,
  type RefreshTokenRepository,
} from '../repositories/refresh-token-repository.ts';
import {
  createScreenViewRepository,
  type ScreenViewRepository,
} from '../repositories/screen-view-repository.ts';
import { createSettingsRepository, type SettingsRepository } from '../repositories/settings-repository.ts';
import { createSimClockRepository, type SimClockRepository } from '../repositories/sim-clock-repository.ts';
import {
  createSymbolCatalogRepository,
  type SymbolCatalog,
} from '../repositories/symbol-catalog-repository.ts';
import { createTaskRepository, type TaskRepository } from '../repositories/task-repository.ts';
import {
  createToolboxLogRepository,
  type ToolboxLogRepository,
} from '../repositories/toolbox-log-repository.ts';
import {
  createTrendModelRepository,
  type TrendModelRepository,
} from '../repositories/trend-model-repository.ts';
import {
  createTrendPartialsRepository,
  type TrendPartialsRepository,
} from '../repositories/trend-partials-repository.ts';
import {
  createUpgradeRequestRepository,
  type UpgradeRequestRepository,
} from '../repositories/upgrade-request-repository.ts';
import { createUserRepository, type UserRepository } from '../repositories/user-repository.ts';
import { readVolumeBars } from '../repositories/volume-bars.ts';
import {
  createVolumeBaselineRepository,
  type VolumeBaselineRepository,
} from '../repositories/volume-baseline-repository.ts';
import {
  createVolumeSnapshotRepository,
  type VolumeSnapshotRepository,
} from '../repositories/volume-snapshot-repository.ts';
import { createWatchlistRepository, type WatchlistRepository } from '../repositories/watchlist-repository.ts';

/** A repository function that takes the database first, bound to one database. */
type Bound<F> = F extends (db: Db, ...rest: infer A) => infer R ? (...rest: A) => R : never;

/** Every repository of the app on one database (the only place src/ constructs them). */
export interface Repositories {
  users: UserRepository;
  refreshTokens: RefreshTokenRepository;
  upgradeRequests: UpgradeRequestRepository;
  settings: SettingsRepository;
  /** Pro's saved filters (`user_screen_views`). */
  screenViews: ScreenViewRepository;
  watchlist: WatchlistRepository;
  /** The watchlist's view of `market_symbols`. */
  symbolCatalog: SymbolCatalog;
  marketSymbols: MarketSymbolRepository;
  marketCaps: MarketCapRepository;
  simClock: SimClockRepository;
  candles: CandleRepository;
  formingCandles: FormingCandleRepository;
  /** Closed bars of many symbols from each one's own start (candle-windows.ts). */
  readCandleWindows: Bound<typeof readCandleWindows>;
  /** 5m bars with their quote volumes over open-time ranges (volume-bars.ts). */
  readVolumeBars: Bound<typeof readVolumeBars>;
  /** `ANALYZE` after a bulk load (planner-statistics.ts: PGlite has no autovacuum). */
  refreshPlannerStatistics: Bound<typeof refreshPlannerStatistics>;
  tasks: TaskRepository;
  toolboxLog: ToolboxLogRepository;
  notifications: NotificationRepository;
  adminOverview: AdminOverviewRepository;
  cprInputs: CprInputRepository;
  cprState: CprStateRepository;
  trendModels: TrendModelRepository;
  trendPartials: TrendPartialsRepository;
  ict: IctRepository;
  liquidity: LiquidityRepository;
  liquidityRanges: LiquidityRangeRepository;
  volumeBaselines: VolumeBaselineRepository;
  volumeSnapshots: VolumeSnapshotRepository;
  alerts: AlertRepository;
  positioning: PositioningRepository;
}

/** Builds every repository once on `db` (stateless objects: share them). */
export function createRepositories(db: Db): Repositories {
  return {
    users: createUserRepository(db),
    refreshTokens: createRefreshTokenRepository(db),
    upgradeRequests: createUpgradeRequestRepository(db),
    settings: createSettingsRepository(db),
    screenViews: createScreenViewRepository(db),
    watchlist: createWatchlistRepository(db),
    symbolCatalog: createSymbolCatalogRepository(db),
    marketSymbols: createMarketSymbolRepository(db),
    marketCaps: createMarketCapRepository(db),
    simClock: createSimClockRepository(db),
    candles: createCandleRepository(db),
    formingCandles: createFormingCandleRepository(db),
    readCandleWindows: (source, timeframe, starts, to) =>
      readCandleWindows(db, source, timeframe, starts, to),
    readVolumeBars: (source, symbols, ranges) => readVolumeBars(db, source, symbols, ranges),
    refreshPlannerStatistics: (scope) => refreshPlannerStatistics(db, scope),
    tasks: createTaskRepository(db),
    toolboxLog: createToolboxLogRepository(db),
    notifications: createNotificationRepository(db),
    adminOverview: createAdminOverviewRepository(db),
    cprInputs: createCprInputRepository(db),
    cprState: createCprStateRepository(db),
    trendModels: createTrendModelRepository(db),
    trendPartials: createTrendPartialsRepository(db),
    ict: createIctRepository(db),
    liquidity: createLiquidityRepository(db),
    liquidityRanges: createLiquidityRangeRepository(db),
    volumeBaselines: createVolumeBaselineRepository(db),
    volumeSnapshots: createVolumeSnapshotRepository(db),
    alerts: createAlertRepository(db),
    positioning: createPositioningRepository(db),
  };
}
