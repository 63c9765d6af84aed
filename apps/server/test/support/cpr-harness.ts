import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createRepositories } from '../../src/composition/create-repositories.ts';
import { type CprServices, createCprServices } from '../../src/composition/source-services.ts';
import { createSettingsRepository } from '../../src/repositories/settings-repository.ts';
import type { CprScanSummary } from '../../src/services/discord/cpr-scan-message.ts';
import { createSettingsService, type SettingsService } from '../../src/services/settings-service.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

/** Wall clock of the CPR tests (`computed_at`, `fitted_at`). */
const HARNESS_WALL = new Date('2026-03-11T13:48:00Z');

export interface CprHarness {
  database: TestDatabase;
  settings: SettingsService;
  services: CprServices;
  /** Scan summaries the service posted. */
  alerts: CprScanSummary[];
  /** Sets the market's now (epoch ms). */
  setMarketNow(ms: number): void;
}

/**
 * A migrated test database with the CPR services on it (source 'simulated'), for service tests:
 * one per test file, every table emptied and the clock reset to `startMs` before each test.
 */
export function useCprHarness(startMs: number): CprHarness {
  let marketNow = startMs;
  const harness = { alerts: [] as CprScanSummary[] } as CprHarness;
  harness.setMarketNow = (ms) => {
    marketNow = ms;
  };
  beforeAll(async () => {
    harness.database = await createTestDatabase();
    const now = () => HARNESS_WALL;
    harness.settings = createSettingsService({
      repository: createSettingsRepository(harness.database.db),
      now,
    });
    harness.services = createCprServices({
      repos: createRepositories(harness.database.db),
      source: 'simulated',
      marketNow: () => marketNow,
      now,
      settings: harness.settings,
      alerts: {
        async cprScanSummary(summary) {
          harness.alerts.push(summary);
          return { status: 'skipped' };
        },
      },
    });
  });
  beforeEach(async () => {
    marketNow = startMs;
    harness.alerts.length = 0;
    await harness.database.truncate();
    harness.settings.invalidate();
    harness.services.cprFeed.invalidate();
  });
  afterAll(async () => {
    await harness.database?.close();
  });
  return harness;
}
