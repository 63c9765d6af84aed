import { defaultAdminSettings } from '@app/contracts';
import { DAY_MS, HOUR_MS, MINUTE_MS, type VolumeStatus } from '@app/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMarketSymbolRepository } from '../../../src/repositories/market-symbol-repository.ts';
import { readVolumeBars } from '../../../src/repositories/volume-bars.ts';
import { createVolumeBaselineRepository } from '../../../src/repositories/volume-baseline-repository.ts';
import {
  createVolumeSnapshotRepository,
  type VolumeSnapshotRow,
  type VolumeSnapshotWrite,
} from '../../../src/repositories/volume-snapshot-repository.ts';
import type { CprService } from '../../../src/services/cpr/cpr-service.ts';
import {
  type ClassificationResult,
  createVolumeService,
  type VolumeService,
} from '../../../src/services/volume/volume-service.ts';
import { cprJobContext, runJob } from '../../support/cpr-job-context.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';
import { seedSimVolume } from '../../support/volume-sim-seed.ts';

/** 24 simulated symbols with 21 days of 5m bars before DAY and DAY itself up to 21:00. */
const DAY = Date.UTC(2026, 2, 14);
const SYMBOLS = 24;
let database: TestDatabase;
let marketNow = DAY;
let service: VolumeService;
const runs: ClassificationResult[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  await seedSimVolume(database.db, SYMBOLS, DAY - 21 * DAY_MS, DAY + 21 * HOUR_MS);
  const settings = { current: async () => defaultAdminSettings, invalidate: () => {} };
  service = createVolumeService({
    readBars: (symbols, ranges) => readVolumeBars(database.db, 'simulated', symbols, ranges),
    source: 'simulated',
    marketNow: () => marketNow,
    now: () => new Date(marketNow),
    settings,
    baselines: createVolumeBaselineRepository(database.db),
    snapshots: createVolumeSnapshotRepository(database.db),
    symbols: createMarketSymbolRepository(database.db),
  });
  marketNow = DAY + MINUTE_MS;
  await service.updateBaselines();
  // Every 15 minutes of the day, from the first close of Asia to the last of New York.
  for (
    marketNow = DAY + 5 * MINUTE_MS + 10_000;
    marketNow <= DAY + 21 * HOUR_MS + 10_000;
    marketNow += 15 * MINUTE_MS
  )
    runs.push(await service.classify());
}, 120_000);

afterAll(async () => {
  await database?.close();
});

describe('volume baselines job', () => {
  it('stores a baseline per symbol and session, with 20 days for symbols listed long enough', async () => {
    marketNow = DAY + MINUTE_MS;
    const again = await service.updateBaselines();
    expect(again.symbols).toBe(SYMBOLS);
    expect(again.builtFor).toBe(DAY);
    // Symbols × sessions × ~(84 + 72 + 96)/3 slots × 20 days of bars.
    expect(again.barsRead).toBeGreaterThan(SYMBOLS * 240 * 19);
    const london = await createVolumeBaselineRepository(database.db).forSession('simulated', 'london', DAY);
    expect(london.size).toBe(SYMBOLS);
    for (const b of london.values()) {
      expect(b.builtFor).toBe(DAY);
      expect(b.cumMean).toHaveLength(b.days > 0 ? 72 : 0);
      expect(b.days).toBeLessThanOrEqual(20);
    }
    expect(again.fullDays.london).toBeGreaterThan(SYMBOLS / 2);
  });

  it('classifies yesterday\u2019s New York (the latest ended session after midnight) with yesterday\u2019s baseline', async () => {
    const repo = createVolumeBaselineRepository(database.db);
    const yesterday = await repo.forSession('simulated', 'newyork', DAY - DAY_MS);
    const today = await repo.forSession('simulated', 'newyork', DAY);
    const close = DAY - 3 * HOUR_MS;
    const rows = (await createVolumeSnapshotRepository(database.db).latestPerSymbol('simulated', 0)).length;
    expect(rows).toBe(SYMBOLS);
    const snapshot = await snapshotAt('BTCUSDT', close);
    const y = yesterday.get('BTCUSDT');
    const t = today.get('BTCUSDT');
    expect(y?.builtFor).toBe(DAY - DAY_MS);
    expect(t?.builtFor).toBe(DAY);
    expect(snapshot?.expectedVolume).toBe(y?.cumMean[95]);
    expect(snapshot?.expectedVolume).not.toBe(t?.cumMean[95]);
  });
});

describe('volume classification on the simulated market', () => {
  it('every status and alerts occur over the day', () => {
    const totals: Record<VolumeStatus, number> = { Active: 0, 'Warming Up': 0, Silent: 0 };
    for (const r of runs) for (const s of Object.keys(totals) as VolumeStatus[]) totals[s] += r.statuses[s];
    expect(totals.Active).toBeGreaterThan(0);
    expect(totals['Warming Up']).toBeGreaterThan(0);
    expect(totals.Silent).toBeGreaterThan(0);
    expect(runs.reduce((n, r) => n + r.alerts, 0)).toBeGreaterThan(0);
    expect(new Set(runs.map((r) => r.session))).toEqual(new Set(['asia', 'london', 'newyork']));
  });

  it('reads only the session so far, the previous session share and one baseline per symbol', () => {
    for (const r of runs) {
      expect(r.rowsRead.baselines).toBe(SYMBOLS * r.closes);
      // Per close at most a whole session (96 bars) and the previous one's share (96) per symbol: never 20 days.
      expect(r.rowsRead.bars).toBeLessThanOrEqual(SYMBOLS * 2 * 96 * r.closes);
      expect(r.snapshots).toBeLessThanOrEqual(SYMBOLS);
      expect(r.snapshots).toBeGreaterThan(0);
    }
    const first = runs[0] as ClassificationResult;
    // 00:05 with nothing stored: yesterday's New York final close (96 bars and London's 72), then
    // 00:05 (one Asia bar, and round(1·96/84) = 1 bar of yesterday's New York).
    expect(first.closes).toBe(2);
    expect(first.dataTime).toBe(DAY + 5 * MINUTE_MS);
    expect(first.rowsRead.bars).toBe(SYMBOLS * (96 + 72 + 2));
    // Runs every 15 minutes at :05, :20, :35, :50 also store Asia's and London's final closes (07:00, 13:00).
    const caughtUp = runs.slice(1).filter((r) => r.closes === 2);
    expect(caughtUp.map((r) => new Date(r.dataTime ?? 0).toISOString().slice(11, 16))).toEqual([
      '07:05',
      '13:05',
    ]);
  });

  it('between sessions classifies the ended session\u2019s final close once; reruns of a close change nothing', async () => {
    marketNow = DAY + 21 * HOUR_MS + 30 * MINUTE_MS;
    const evening = await service.classify();
    expect(evening.dataTime).toBe(DAY + 21 * HOUR_MS);
    expect(evening.session).toBe('newyork');
    expect(evening.snapshots).toBe(SYMBOLS);
    marketNow += 5 * MINUTE_MS;
    const later = await service.classify();
    expect(later.dataTime).toBeNull();
    expect(later.changedRows).toBe(0);
    expect(later.rowsRead).toEqual({ bars: 0, baselines: 0 });
    marketNow = DAY + 20 * HOUR_MS + 10_000;
    const first = await service.classify();
    const rerun = await service.classify();
    expect(first.snapshots).toBe(rerun.snapshots);
    expect(rerun.changedRows).toBe(0);
  });

  it('keeps two days of snapshots', async () => {
    const repo = createVolumeSnapshotRepository(database.db);
    const old = {
      symbol: 'OLDUSDT',
      session: 'asia' as const,
      sessionStart: DAY - 3 * DAY_MS,
      timestamp: DAY - 3 * DAY_MS + HOUR_MS,
      elapsedMinutes: 60,
      baselineDays: 20,
      actualVolume: 1,
      expectedVolume: 1,
      volumeRatio: 1,
      volumeChangePct: 0,
      zScore: 0,
      status: 'Warming Up' as const,
      confidence: 100,
      alertTriggered: false,
      emoji: '🟡' as const,
    };
    await repo.write('simulated', [old], 0, new Date());
    expect(await repo.latestPerSymbol('simulated', 0)).toContainEqual(
      expect.objectContaining({ symbol: 'OLDUSDT' }),
    );
    marketNow = DAY + 20 * HOUR_MS + 10_000;
    await service.classify();
    const left = await repo.latestPerSymbol('simulated', 0);
    expect(left.map((r) => r.symbol)).not.toContain('OLDUSDT');
    expect(left).toHaveLength(SYMBOLS);
  });
});

describe('volume jobs', () => {
  it('update-baselines rebuilds and reclassifies; classification reports its mix; both emit volume events', async () => {
    const context = { ...cprJobContext(database.db, {} as CprService, () => marketNow), volume: service };
    marketNow = DAY + 9 * HOUR_MS + 10_000;
    const repo = createVolumeSnapshotRepository(database.db);
    const [asiaBefore] = await repo.latestPerSession('simulated', 'BTCUSDT', DAY);
    expect(asiaBefore?.takenAt.getTime()).toBe(DAY + 7 * HOUR_MS);
    await repo.write(
      'simulated',
      [{ ...stored(asiaBefore), expectedVolume: null, volumeRatio: null, baselineDays: 0, confidence: 0 }],
      0,
      new Date(),
    );
    const baselines = await runJob(context, 'volume-baselines', {});
    expect(baselines.detail).toMatch(
      /^Volume baselines for 2026-03-14: 24 symbols \(20 full days: asia \d+, london \d+, newyork \d+\); \d+ stored rows changed from \d+ bars/,
    );
    expect(baselines.detail).toContain(
      'Volume classification at 2026-03-14T09:00:00Z (london): 24 snapshots of 24 symbols',
    );
    // The restatement also classified Asia's final close again (a snapshot made without a baseline is fixed).
    expect(baselines.detail).toContain('over 2 closes');
    // Only the start-up run from the whole history is quiet (its status changes are no market moves).
    expect(baselines.quiet).toBeUndefined();
    expect((await runJob(context, 'volume-baselines', { startup: 'partial' })).quiet).toBeUndefined();
    expect((await runJob(context, 'volume-baselines', { startup: 'full' })).quiet).toBe(true);
    await expect(async () => runJob(context, 'volume-baselines', { startup: 'soon' })).rejects.toThrow();
    marketNow = DAY + 9 * HOUR_MS + 10 * MINUTE_MS + 10_000;
    // A close not yet stored. London 07:00–09:10 and Asia's first round(26 · 84/72) = 30 bars, both held since
    // the 09:00 run: only their last 2 bars and the new ones are read (4 + 4 per symbol).
    const [asiaAfter] = await repo.latestPerSession('simulated', 'BTCUSDT', DAY);
    expect(asiaAfter?.expectedVolume).toBe(asiaBefore?.expectedVolume);
    expect(asiaAfter?.baselineDays).toBe(20);
    const classified = await runJob(context, 'volume-classification', {});
    expect(classified.detail).toMatch(
      /^Volume classification at 2026-03-14T09:10:00Z \(london\): 24 snapshots of 24 symbols \(Active \d+, Warming Up \d+, Silent \d+\), \d+ alerts; \d+ stored rows changed; read 192 bars and 24 baselines/,
    );
    expect(classified.changed).toEqual(['volume']);
    expect(classified.dataTime).toBe(DAY + 9 * HOUR_MS + 10 * MINUTE_MS);
    await expect(async () => runJob(context, 'volume-classification', { extra: 1 })).rejects.toThrow();
  });
});

/** A stored row as the repository writes it. */
function stored(row: VolumeSnapshotRow | undefined): VolumeSnapshotWrite {
  if (!row) throw new Error('no row');
  return {
    symbol: row.symbol,
    session: row.session as VolumeSnapshotWrite['session'],
    sessionStart: row.sessionStart.getTime(),
    timestamp: row.takenAt.getTime(),
    elapsedMinutes: row.elapsedMinutes,
    baselineDays: row.baselineDays,
    actualVolume: row.actualVolume,
    expectedVolume: row.expectedVolume,
    volumeRatio: row.volumeRatio,
    volumeChangePct: row.volumeChangePct,
    zScore: row.zScore,
    status: row.status as VolumeSnapshotWrite['status'],
    confidence: row.confidence,
    alertTriggered: row.alertTriggered,
    emoji: row.emoji as VolumeSnapshotWrite['emoji'],
  };
}

/** One symbol's stored snapshot at a close. */
async function snapshotAt(symbol: string, close: number): Promise<VolumeSnapshotRow | undefined> {
  const rows = await createVolumeSnapshotRepository(database.db).latestPerSession(
    'simulated',
    symbol,
    close - DAY_MS,
  );
  return rows.find((r) => r.takenAt.getTime() === close);
}
