import type { PositioningMetric } from '@app/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createPositioningRepository,
  type PositioningRepository,
} from '../../src/repositories/positioning-repository.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

let database: TestDatabase;
let repo: PositioningRepository;
beforeAll(async () => {
  database = await createTestDatabase();
  repo = createPositioningRepository(database.db);
});
beforeEach(() => database.truncate());
afterAll(() => database?.close());

const H = 3_600_000;
const D = 24 * H;
const T = Date.UTC(2026, 2, 1);
const reading = (time: number, oi: number | null): PositioningMetric & { symbol: string } => ({
  symbol: 'BTCUSDT',
  time,
  openInterest: oi,
  openInterestValue: oi === null ? null : oi * 10,
  longShortRatio: 1.2,
  topTraderAccountRatio: null,
  topTraderLongShortRatio: 1.5,
  takerBuySellRatio: null,
});

describe('positioning repository', () => {
  it('upserts idempotently, keeps nulls, and keys by source', async () => {
    const rows = [reading(T, 100), reading(T + 300_000, null)];
    expect(await repo.upsertMetrics('files', rows)).toBe(2);
    expect(await repo.upsertMetrics('files', rows)).toBe(0);
    expect(await repo.upsertMetrics('files', [reading(T, 101)])).toBe(1);
    expect(
      await repo.upsertFunding('files', [{ symbol: 'BTCUSDT', time: T, rate: 0.0001, intervalHours: 8 }]),
    ).toBe(1);
    expect(
      await repo.upsertFunding('files', [{ symbol: 'BTCUSDT', time: T, rate: 0.0001, intervalHours: 8 }]),
    ).toBe(0);
    const history = await repo.history('files', 'BTCUSDT', T, T + D);
    expect(history.metrics.map((m) => m.openInterest)).toEqual([101, null]);
    expect(history.metrics[0]?.topTraderAccountRatio).toBeNull();
    expect(history.funding).toEqual([{ time: T, rate: 0.0001, intervalHours: 8 }]);
    expect((await repo.history('binance', 'BTCUSDT', T, T + D)).metrics).toEqual([]);
    expect(await repo.latestTime('files')).toBe(T + 300_000);
    expect(await repo.latestTime('binance')).toBeNull();
  });

  it('snapshot inputs: the last settlement at or before as_of, readings of the window, liquidations only when streamed', async () => {
    await repo.upsertFunding('sim', [
      { symbol: 'BTCUSDT', time: T - 8 * H, rate: 0.0002, intervalHours: 8 },
      { symbol: 'BTCUSDT', time: T, rate: 0.0003, intervalHours: 8 },
      { symbol: 'BTCUSDT', time: T + 8 * H, rate: 0.0009, intervalHours: 8 },
    ]);
    await repo.upsertMetrics('sim', [
      reading(T - 3 * D, 1),
      reading(T - D, 90),
      reading(T, 100),
      reading(T + H, 120),
    ]);
    await repo.upsertLiquidations('sim', [
      { symbol: 'BTCUSDT', time: T - D - 300_000, longUsd: 1, shortUsd: 1 },
      { symbol: 'BTCUSDT', time: T - 300_000, longUsd: 5, shortUsd: 7 },
      { symbol: 'BTCUSDT', time: T, longUsd: 100, shortUsd: 100 },
    ]);
    await repo.upsertForecasts('sim', [
      { symbol: 'BTCUSDT', asOf: T, predictedRate: 0.0004, nextFundingTime: T + 8 * H },
    ]);
    const inputs = (await repo.snapshotInputs('sim', T, true)).get('BTCUSDT');
    expect(inputs?.funding).toEqual([{ time: T, rate: 0.0003, intervalHours: 8 }]);
    expect(inputs?.metrics.map((m) => m.time)).toEqual([T - D, T]);
    expect(inputs?.liquidations).toEqual([{ time: T - 300_000, longUsd: 5, shortUsd: 7 }]);
    expect(inputs?.forecast).toEqual({ asOf: T, predictedRate: 0.0004, nextFundingTime: T + 8 * H });
    const without = (await repo.snapshotInputs('sim', T - 1, false)).get('BTCUSDT');
    expect(without?.liquidations).toBeNull();
    expect(without?.forecast).toBeNull();
  });

  it('retention: 400 days overall, past 30 days the first reading of each hour', async () => {
    const now = T + 500 * D;
    const old = now - 40 * D;
    await repo.upsertMetrics('files', [
      reading(now - 401 * D, 1),
      reading(old, 2),
      reading(old + 300_000, 3),
      reading(old + H - 300_000, 4),
      reading(old + H + 600_000, 5),
      reading(old + H + 900_000, 6),
      reading(now - D, 7),
      reading(now - D + 300_000, 8),
    ]);
    await repo.upsertFunding('files', [
      { symbol: 'BTCUSDT', time: now - 401 * D, rate: 0.1, intervalHours: 8 },
      { symbol: 'BTCUSDT', time: now - 399 * D, rate: 0.1, intervalHours: 8 },
    ]);
    await repo.upsertLiquidations('files', [
      { symbol: 'BTCUSDT', time: now - 401 * D, longUsd: 1, shortUsd: 0 },
    ]);
    expect(await repo.applyRetention(now)).toEqual({ funding: 1, metrics: 4, liquidations: 1 });
    const left = await repo.history('files', 'BTCUSDT', 0, now);
    expect(left.metrics.map((m) => m.openInterest)).toEqual([2, 5, 7, 8]);
    expect(left.funding).toHaveLength(1);
    expect(await repo.applyRetention(now)).toEqual({ funding: 0, metrics: 0, liquidations: 0 });
  });
});
