import type { Candle } from '@app/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type CandleRepository, createCandleRepository } from '../../src/repositories/candle-repository.ts';
import {
  createFormingCandleRepository,
  type FormingCandleRepository,
} from '../../src/repositories/forming-candle-repository.ts';
import {
  createMarketSymbolRepository,
  type MarketSymbolRepository,
} from '../../src/repositories/market-symbol-repository.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

let database: TestDatabase;
let repo: CandleRepository;
let forming: FormingCandleRepository;
let symbols: MarketSymbolRepository;

beforeAll(async () => {
  database = await createTestDatabase();
  repo = createCandleRepository(database.db, 4); // tiny batches: several statements per call
  forming = createFormingCandleRepository(database.db);
  symbols = createMarketSymbolRepository(database.db);
});
beforeEach(() => database.truncate());
afterAll(() => database?.close());

const T = Date.UTC(2026, 2, 1);
const bar = (i: number, close = 100 + i): Candle => ({
  openTime: T + i * 300_000,
  open: 100,
  high: 110.5 + i,
  low: 90.25,
  close,
  volume: 1e9 + i + 0.5,
});
const rows = (symbol: string, from: number, to: number) =>
  Array.from({ length: to - from }, (_, k) => ({ symbol, candle: bar(from + k) }));

describe('candle repository', () => {
  it('upserts idempotently: a re-run neither duplicates nor loses a candle, later values win', async () => {
    expect(await repo.upsert('simulated', '5m', rows('BTCUSDT', 0, 10))).toBe(10);
    await repo.upsert('simulated', '5m', rows('BTCUSDT', 5, 15));
    await repo.upsert('simulated', '5m', [
      { symbol: 'BTCUSDT', candle: bar(3, 1) },
      { symbol: 'BTCUSDT', candle: bar(3, 2) },
    ]);
    const stored = await repo.range('simulated', 'BTCUSDT', '5m', 0, Number.MAX_SAFE_INTEGER);
    expect(stored.map((c) => c.openTime)).toEqual(rows('BTCUSDT', 0, 15).map((r) => r.candle.openTime));
    expect(stored[3]).toEqual(bar(3, 2));
    expect(stored[7]).toEqual(bar(7)); // doubles round-trip exactly
  });

  it('keeps sources, symbols and timeframes apart', async () => {
    await repo.upsert('simulated', '5m', rows('BTCUSDT', 0, 3));
    await repo.upsert('files', '5m', rows('BTCUSDT', 0, 5));
    await repo.upsert('simulated', '1h', rows('BTCUSDT', 0, 2));
    await repo.upsert('simulated', '5m', rows('ETHUSDT', 0, 7));
    const newest = await repo.newestOpenTimes('simulated', '5m', ['BTCUSDT', 'ETHUSDT', 'SOLUSDT']);
    expect(newest).toEqual(
      new Map([
        ['BTCUSDT', bar(2).openTime],
        ['ETHUSDT', bar(6).openTime],
      ]),
    );
    expect(await repo.newestOverall('simulated', '5m', ['BTCUSDT', 'ETHUSDT'])).toBe(bar(6).openTime);
    expect(await repo.newestOverall('simulated', '1d', ['BTCUSDT'])).toBeNull();
    expect(await repo.newestOpenTimes('simulated', '5m', [])).toEqual(new Map());
  });

  it('reads ranges and the latest bars before a time, ascending', async () => {
    await repo.upsert('simulated', '5m', rows('BTCUSDT', 0, 20));
    expect(
      (await repo.range('simulated', 'BTCUSDT', '5m', bar(5).openTime, bar(8).openTime)).map((c) => c.close),
    ).toEqual([105, 106, 107]);
    expect(
      (await repo.latest('simulated', 'BTCUSDT', '5m', 3, bar(10).openTime)).map((c) => c.close),
    ).toEqual([107, 108, 109]);
  });

  it('reads several ranges of one symbol in one statement, in the order asked', async () => {
    await repo.upsert('simulated', '5m', [...rows('BTCUSDT', 0, 10), ...rows('ETHUSDT', 0, 10)]);
    await repo.upsert('simulated', '1h', rows('BTCUSDT', 0, 3));
    const at = (i: number) => T + i * 300_000;
    const got = await repo.ranges('simulated', 'BTCUSDT', [
      { timeframe: '5m', from: at(6), to: at(9) },
      { timeframe: '1h', from: at(0), to: at(2) },
      { timeframe: '5m', from: at(20), to: at(30) },
      { timeframe: '5m', from: at(0), to: at(2) },
    ]);
    expect(got).toEqual([[bar(6), bar(7), bar(8)], [bar(0), bar(1)], [], [bar(0), bar(1)]]);
    expect(await repo.ranges('simulated', 'BTCUSDT', [])).toEqual([]);
  });

  it('deletes bars older than a cutoff (retention)', async () => {
    await repo.upsert('simulated', '5m', rows('BTCUSDT', 0, 10));
    await repo.upsert('simulated', '1h', rows('BTCUSDT', 0, 10));
    expect(await repo.deleteBefore('simulated', '5m', bar(4).openTime)).toBe(4);
    expect((await repo.range('simulated', 'BTCUSDT', '5m', 0, Number.MAX_SAFE_INTEGER))[0]).toEqual(bar(4));
    expect(await repo.range('simulated', 'BTCUSDT', '1h', 0, Number.MAX_SAFE_INTEGER)).toHaveLength(10);
  });

  it('writes 20k rows in one statement per batch', async () => {
    const big = createCandleRepository(database.db);
    const many = Array.from({ length: 20_000 }, (_, i) => ({
      symbol: `S${i % 50}USDT`,
      candle: bar(Math.floor(i / 50)),
    }));
    expect(await big.upsert('simulated', '5m', many)).toBe(20_000);
    expect((await big.newestOpenTimes('simulated', '5m', ['S0USDT'])).get('S0USDT')).toBe(bar(399).openTime);
  });
});

describe('forming candle repository', () => {
  it('keeps the newest forming bar per series and ignores an older update', async () => {
    await forming.replace('simulated', [
      { symbol: 'BTCUSDT', timeframe: '5m', candle: bar(1, 5), asOf: 10 },
      { symbol: 'BTCUSDT', timeframe: '5m', candle: bar(1, 6), asOf: 11 },
    ]);
    await forming.replace('simulated', [{ symbol: 'BTCUSDT', timeframe: '5m', candle: bar(1, 4), asOf: 9 }]);
    expect(await forming.get('simulated', 'BTCUSDT', '5m')).toEqual({
      symbol: 'BTCUSDT',
      timeframe: '5m',
      candle: bar(1, 6),
      asOf: 11,
    });
    await forming.replace('simulated', [{ symbol: 'BTCUSDT', timeframe: '5m', candle: bar(2), asOf: 12 }]);
    expect((await forming.get('simulated', 'BTCUSDT', '5m'))?.candle).toEqual(bar(2));
    expect(await forming.get('simulated', 'ETHUSDT', '5m')).toBeUndefined();
  });
});

describe('market symbol repository', () => {
  it("syncs each source's universe with cap categories and deactivates its symbols no longer listed", async () => {
    await symbols.sync('simulated', [
      { symbol: 'BTCUSDT', base: 'BTC', marketCap: 1.3e12 },
      { symbol: 'NEWUSDT', base: 'NEW', marketCap: 5e6 },
      { symbol: 'OLDUSDT', base: 'OLD', marketCap: null },
    ]);
    await symbols.sync('simulated', [
      { symbol: 'BTCUSDT', base: 'BTC', marketCap: 2e9 },
      { symbol: 'NEWUSDT', base: 'NEW', marketCap: 5e6 },
    ]);
    const active = await symbols.listActive('simulated');
    expect(active.map((s) => [s.symbol, s.capCategory, s.marketCap])).toEqual([
      ['BTCUSDT', 'Mid', 2e9],
      ['NEWUSDT', 'Nano', 5e6],
    ]);
    expect(await symbols.findActive('simulated', 'OLDUSDT')).toBeUndefined();
    expect(await symbols.findActive('files', 'BTCUSDT')).toBeUndefined();
    // Another source's universe is its own (one row per source and symbol): the first one stays active.
    await symbols.sync('files', [
      { symbol: 'ETHUSDT', base: 'ETH', marketCap: null },
      { symbol: 'BTCUSDT', base: 'BTC', marketCap: null },
    ]);
    expect((await symbols.listActive('simulated')).map((s) => [s.symbol, s.marketCap])).toEqual([
      ['BTCUSDT', 2e9],
      ['NEWUSDT', 5e6],
    ]);
    expect((await symbols.listActive('files')).map((s) => [s.symbol, s.capCategory])).toEqual([
      ['BTCUSDT', 'Unknown'],
      ['ETHUSDT', 'Unknown'],
    ]);
  });
});
