import type { Db } from '../../db/database.ts';
import { appJobs, createJobRegistry, type JobRegistry } from '../../jobs/registry.ts';
import { createAdminOverviewRepository } from '../../repositories/admin-overview-repository.ts';
import { createCandleRepository } from '../../repositories/candle-repository.ts';
import { createTrendModelRepository } from '../../repositories/trend-model-repository.ts';
import type { HealthService } from '../health-service.ts';
import type { SettingsReader } from '../settings-service.ts';
import { type AdminOverviewService, createAdminOverviewService } from './admin-overview-service.ts';

export interface AdminOverviewWiring {
  db: Db;
  /** The `source` key of the stored rows. */
  source: string;
  marketNow: () => number;
  now: () => Date;
  settings: SettingsReader;
  health: HealthService;
  pendingUpgrades: () => Promise<number>;
  registry?: JobRegistry;
}

/** Wires the admin overview's repositories (one part of the composition root). */
export function createAdminOverview(w: AdminOverviewWiring): AdminOverviewService {
  return createAdminOverviewService({
    repository: createAdminOverviewRepository(w.db),
    candles: createCandleRepository(w.db),
    trendModels: createTrendModelRepository(w.db),
    registry: w.registry ?? createJobRegistry(appJobs),
    settings: w.settings,
    health: w.health,
    pendingUpgrades: w.pendingUpgrades,
    source: w.source,
    marketNow: w.marketNow,
    now: w.now,
  });
}
