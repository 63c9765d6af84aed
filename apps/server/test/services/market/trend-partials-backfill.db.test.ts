import { closedCheckpointPartials, DAY_MS, HOUR_MS, utcDayStart } from '@app/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MarketDataSource } from '../../../src/market/market-source.ts';
import { createCandleRepository } from '../../../src/repositories/candle-repository.ts';
import { createTrendPartialsRepository } from '../../../src/repositories/trend-partials-repository.ts';
import {
  backfillTrendPartials,
  TREND_PARTIALS_RETENTION_MS,
} from '../../../src/services/market/trend-partials-backfill.ts';
import { createSimFixture } from '../../support/sim-market-fixture.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';

const NOW = Date.UTC(2026, 2, 11, 13, 47, 30);
const ASIA = 7 * HOUR_MS;
const LONDON = 13 * HOUR_MS;
const HISTORY = 40 * DAY_MS;
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
beforeEach(() => database.truncate());
afterAll(() => database?.close());

/** The simulated source, counting the 1h bars it serves. */
function counting(source: MarketDataSource) {
  const served = { bars: 0, requests: 0 };
  const wrapped: MarketDataSource = {
    ...source,
    fetchCandles: async (symbol, tf, since, limit) => {
      const bars = await source.fetchCandles(symbol, tf, since, limit);
      served.requests += 1;
      served.bars += bars.length;
      return bars;
    },
  };
  return { wrapped, served };
}

async function setUp() {
  const f = createSimFixture(database.db, NOW);
  const symbols = await f.ingest.syncSymbols();
  await f.ingest.catchUp(['1h']); // 10 days of 1h bars, the candle store's part
  const { wrapped, served } = counting(f.source);
  const deps = {
    source: wrapped,
    sourceKey: 'simulated',
    partials: createTrendPartialsRepository(database.db),
    candles: createCandleRepository(database.db),
    historyMs: HISTORY,
  };
  return { f, symbols, deps, served };
}

describe('trend partials backfill', () => {
  it('stores every day of the history at each passed checkpoint: the aggregate of the 1h bars closed by it', async () => {
    const { f, symbols, deps } = await setUp();
    const report = await backfillTrendPartials(deps, symbols, [ASIA, LONDON]);
    expect(report.failed).toBe(0);
    expect(report.symbolsFetched).toBe(2);
    const start = utcDayStart(NOW - HISTORY);
    const stored = await deps.partials.stored('simulated', symbols, [ASIA, LONDON], 0, NOW);
    for (const symbol of symbols) {
      const bars = f.market.simCandles(symbol, '1h', start, utcDayStart(NOW) + 13 * HOUR_MS);
      const expected = closedCheckpointPartials(bars, HOUR_MS, [ASIA, LONDON], NOW);
      // 40 past days and today at both checkpoints (13:47: London's 13:00 has passed).
      expect(expected.length).toBe(2 * 41);
      for (const p of expected) expect(stored.get(symbol)?.get(p.offset)?.get(p.day)).toEqual(p.partial);
      expect(stored.get(symbol)?.get(ASIA)?.size).toBe(41);
      expect(stored.get(symbol)?.get(LONDON)?.size).toBe(41);
    }
  });

  it('a restart fetches nothing again; the store keeps up from the 1h bars', async () => {
    const { f, symbols, deps, served } = await setUp();
    await backfillTrendPartials(deps, symbols, [ASIA, LONDON]);
    const first = served.requests;
    expect(first).toBeGreaterThan(0);
    f.setNow(NOW + DAY_MS);
    await f.ingest.catchUp(['1h']);
    const again = await backfillTrendPartials(deps, symbols, [ASIA, LONDON]);
    expect(served.requests).toBe(first);
    expect(again.symbolsFetched).toBe(0);
    // Tomorrow's partials (both checkpoints passed at 13:47) came from the candle store.
    const tomorrow = utcDayStart(NOW) + DAY_MS;
    const stored = await deps.partials.stored(
      'simulated',
      symbols,
      [ASIA, LONDON],
      tomorrow,
      tomorrow + DAY_MS,
    );
    const bars = f.market.simCandles('BTCUSDT', '1h', tomorrow, tomorrow + LONDON);
    expect(stored.get('BTCUSDT')?.get(LONDON)?.get(tomorrow)).toEqual(
      closedCheckpointPartials(bars, HOUR_MS, [LONDON], NOW + DAY_MS)[0]?.partial,
    );
  });

  it('the candle store never stores a day it holds only from its middle on', async () => {
    const { symbols, deps } = await setUp();
    const oldest = (await deps.candles.oldestOpenTimes('simulated', '1h', symbols)).get('BTCUSDT') ?? 0;
    expect(oldest % DAY_MS).not.toBe(0); // the 1h history starts mid-day
    await deps.partials.storeFromCandles('simulated', '1h', symbols, [ASIA, LONDON], 0, NOW);
    const days = await deps.partials.oldestDays('simulated', symbols, [ASIA, LONDON]);
    expect(days.get('BTCUSDT')?.get(ASIA)).toBe(Math.ceil(oldest / DAY_MS) * DAY_MS);
  });

  it('retention deletes the partials older than two years and a day', async () => {
    const partials = createTrendPartialsRepository(database.db);
    const partial = { openTime: 0, open: 1, high: 2, low: 0.5, close: 1.5, volume: 10 };
    const cutoff = utcDayStart(NOW - TREND_PARTIALS_RETENTION_MS);
    await partials.upsert('simulated', [
      {
        symbol: 'BTCUSDT',
        offset: ASIA,
        day: cutoff - DAY_MS,
        partial: { ...partial, openTime: cutoff - DAY_MS },
      },
      { symbol: 'BTCUSDT', offset: ASIA, day: cutoff, partial: { ...partial, openTime: cutoff } },
      { symbol: 'BTCUSDT', offset: ASIA, day: cutoff, partial: { ...partial, openTime: cutoff, close: 1.2 } },
    ]);
    expect(await partials.deleteBefore('simulated', cutoff)).toBe(1);
    const left = await partials.stored('simulated', ['BTCUSDT'], [ASIA], 0, NOW);
    expect([...(left.get('BTCUSDT')?.get(ASIA)?.values() ?? [])]).toEqual([
      { ...partial, openTime: cutoff, close: 1.2 },
    ]);
  });
});
