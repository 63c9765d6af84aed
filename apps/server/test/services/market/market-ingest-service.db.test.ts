import { bucketStart } from '@app/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Timers } from '../../../src/market/simulated/simulated-source.ts';
import { createCandleRepository } from '../../../src/repositories/candle-repository.ts';
import { createFormingCandleRepository } from '../../../src/repositories/forming-candle-repository.ts';
import { createMarketSymbolRepository } from '../../../src/repositories/market-symbol-repository.ts';
import { createMarketIngestService } from '../../../src/services/market/market-ingest-service.ts';
import { expectedClosedBars } from '../../mocks/exchange/expected-bars.ts';
import { startMockedSource, testNow } from '../../mocks/exchange/mock-source-harness.ts';
import { createSimFixture, testHistory } from '../../support/sim-market-fixture.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';

const NOW = Date.UTC(2026, 2, 11, 13, 47, 30);
const DAY = 86_400_000;
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
beforeEach(() => database.truncate());
afterAll(() => database?.close());

const all = (symbol: string, tf: '5m' | '1h' | '1d') =>
  createCandleRepository(database.db).range('simulated', symbol, tf, 0, Number.MAX_SAFE_INTEGER);

describe('market ingest service', () => {
  it('backfills the history of every stored timeframe with closed bars only, and keeps the forming bars', async () => {
    const f = createSimFixture(database.db, NOW);
    expect(await f.ingest.syncSymbols()).toEqual(['BTCUSDT', 'ETHUSDT']);
    const report = await f.ingest.catchUp();
    expect(report.symbols).toBe(2);
    for (const tf of ['5m', '1h', '1d'] as const) {
      const stored = await all('ETHUSDT', tf);
      const since = stored[0]?.openTime ?? 0;
      expect(since).toBeLessThanOrEqual(NOW - testHistory[tf]);
      expect(stored, tf).toEqual(
        f.market
          .simCandles('ETHUSDT', tf, since, NOW)
          .filter((c) => c.openTime + (tf === '5m' ? 300_000 : tf === '1h' ? 3_600_000 : DAY) <= NOW),
      );
    }
    const forming = await createFormingCandleRepository(database.db).get('simulated', 'ETHUSDT', '5m');
    expect(forming?.candle).toEqual(f.market.simFormingBar('ETHUSDT', '5m', NOW));
    expect(report.candles).toBe(
      (await all('BTCUSDT', '5m')).length * 2 +
        (await all('BTCUSDT', '1h')).length * 2 +
        (await all('BTCUSDT', '1d')).length * 2,
    );
  });

  it('resumes after the newest stored bar: a re-run adds nothing, an hour later adds twelve 5m bars', async () => {
    const f = createSimFixture(database.db, NOW);
    await f.ingest.syncSymbols();
    await f.ingest.catchUp();
    const before = (await all('BTCUSDT', '5m')).length;
    expect((await f.ingest.catchUp()).candles).toBe(0);
    f.setNow(NOW + 3_600_000);
    expect((await f.ingest.catchUp(['5m'])).candles).toBe(24);
    const after = await all('BTCUSDT', '5m');
    expect(after.length).toBe(before + 12);
    expect(after.at(-1)?.openTime).toBe(Date.UTC(2026, 2, 11, 14, 40));
  });

  it('recent first, then the rest: the head gap is filled and the history is whole', async () => {
    const f = createSimFixture(database.db, NOW);
    await f.ingest.syncSymbols();
    await f.ingest.catchUp(['5m'], { history: { '5m': DAY }, fillHead: false });
    expect((await all('BTCUSDT', '5m')).length).toBeLessThan(300);
    await f.ingest.catchUp(['5m']);
    const stored = await all('BTCUSDT', '5m');
    const from = stored[0]?.openTime ?? 0;
    expect(from).toBeLessThanOrEqual(NOW - testHistory['5m']);
    expect(stored).toEqual(f.market.simCandles('BTCUSDT', '5m', from, Date.UTC(2026, 2, 11, 13, 45)));
  });

  it('the exchange source takes the same path: a short history first, then the head on a later run', async () => {
    const run = await startMockedSource({ exchange: 'BINANCE', symbols: 2 });
    try {
      const key = 'exchange:BINANCE';
      const candles = createCandleRepository(database.db);
      const ingest = createMarketIngestService({
        source: run.source,
        sourceKey: key,
        candles,
        forming: createFormingCandleRepository(database.db),
        symbols: createMarketSymbolRepository(database.db),
        history: testHistory,
      });
      const symbol = (await ingest.syncSymbols())[0] ?? '';
      const stored = async () =>
        (await candles.range(key, symbol, '5m', 0, Number.MAX_SAFE_INTEGER)).map((c) => c.openTime);
      const expected = (from: number) =>
        expectedClosedBars(run.mock.universe, symbol, '5m', from, testNow).map((c) => c.openTime);

      // The history option is honoured: one day, not the service's three.
      await ingest.catchUp(['5m'], { history: { '5m': DAY }, fillHead: false });
      expect(await stored()).toEqual(expected(bucketStart('5m', testNow - DAY)));
      expect(await stored()).toHaveLength(288);

      // A later run fills the head gap back to the whole history; the tail has nothing new.
      const report = await ingest.catchUp(['5m']);
      const whole = expected(bucketStart('5m', testNow - testHistory['5m']));
      expect(await stored()).toEqual(whole);
      expect(report.candles).toBe((whole.length - 288) * 2);
      expect(run.source.stale()).toEqual([]);
    } finally {
      await run.close();
    }
  });

  it('live: stores each closed bar at its close and publishes `closed` with the close time; the forming bar follows', async () => {
    const pending = new Map<number, { at: number; run: () => void }>();
    let wall = NOW;
    let id = 0;
    const timers: Timers = {
      setTimeout: (run, ms) => {
        id += 1;
        pending.set(id, { at: wall + ms, run });
        return id;
      },
      clearTimeout: (h) => void pending.delete(h as number),
    };
    const closes: number[] = [];
    const f = createSimFixture(database.db, NOW, 2, timers, 60_000, async (event) => {
      if (event.type === 'closed' && event.source === 'simulated') closes.push(event.close_time);
    });
    await f.ingest.syncSymbols();
    await f.ingest.catchUp();
    const stop = await f.ingest.startLive();
    const settle = () => new Promise((r) => setTimeout(r, 30));
    // Drive the wall clock to 13:55:01, firing the source's timers in order.
    while (wall < Date.UTC(2026, 2, 11, 13, 55, 1)) {
      const [key, next] = [...pending.entries()].sort((a, b) => a[1].at - b[1].at)[0] ?? [];
      if (!next || key === undefined) break;
      pending.delete(key);
      wall = next.at;
      f.setNow(wall);
      next.run();
      await settle();
    }
    await stop();
    expect(closes).toEqual([Date.UTC(2026, 2, 11, 13, 50), Date.UTC(2026, 2, 11, 13, 55)]);
    const stored = await all('BTCUSDT', '5m');
    expect(stored.at(-1)).toEqual(
      f.market.simCandles('BTCUSDT', '5m', Date.UTC(2026, 2, 11, 13, 50), Date.UTC(2026, 2, 11, 13, 55))[0],
    );
    const forming = await createFormingCandleRepository(database.db).get('simulated', 'BTCUSDT', '5m');
    expect(forming?.candle.openTime).toBe(Date.UTC(2026, 2, 11, 13, 55));
    expect(pending.size).toBe(0);
  });

  it('retention deletes what is older than each timeframe keeps', async () => {
    const f = createSimFixture(database.db, NOW);
    const repo = createCandleRepository(database.db);
    const old = { openTime: NOW - 30 * DAY, open: 1, high: 1, low: 1, close: 1, volume: 1 };
    const recent = { ...old, openTime: NOW - 20 * DAY };
    await repo.upsert('simulated', '5m', [
      { symbol: 'BTCUSDT', candle: old },
      { symbol: 'BTCUSDT', candle: recent },
    ]);
    await repo.upsert('simulated', '1h', [{ symbol: 'BTCUSDT', candle: old }]);
    expect(await f.ingest.applyRetention()).toEqual({ '5m': 1, '1h': 0, '1d': 0 });
    expect((await all('BTCUSDT', '5m')).map((c) => c.openTime)).toEqual([recent.openTime]);
  });
});
