import type { Candle } from '@app/core';
import { positioningSnapshot } from '@app/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSimPositioning } from '../../../src/market/simulated/sim-positioning-source.ts';
import { createMarketSymbolRepository } from '../../../src/repositories/market-symbol-repository.ts';
import { createPositioningRepository } from '../../../src/repositories/positioning-repository.ts';
import { createPositioningFeed } from '../../../src/services/positioning/positioning-feed.ts';
import { createPositioningService } from '../../../src/services/positioning/positioning-service.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';

const M5 = 300_000;
const T0 = Date.UTC(2026, 0, 5);
const BARS = 4 * 288;

/** A deterministic wavy 5m path per symbol (a trend, a sell-off, a recovery). */
function bars(seed: number): Candle[] {
  let price = 100 + seed;
  return Array.from({ length: BARS }, (_, i) => {
    const open = price;
    const r = 0.002 * Math.sin(i / 40 + seed) + (i > 700 && i < 710 ? -0.01 : 0);
    price = open * Math.exp(r);
    return {
      openTime: T0 + i * M5,
      open,
      high: Math.max(open, price) * 1.001,
      low: Math.min(open, price) * 0.999,
      close: price,
      volume: 1e6,
    };
  });
}
const market: Record<string, Candle[]> = { AAAUSDT: bars(1), BBBUSDT: bars(2) };
/** The simulated source's `fetchCandles`: bars from `since`, at most `limit`. */
const fetchCandles = async (symbol: string, _tf: string, since: number, limit: number) =>
  (market[symbol] ?? []).filter((b) => b.openTime >= since).slice(0, limit);

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
beforeEach(() => database.truncate());
afterAll(() => database?.close());

describe('positioning ingest on the simulated source', () => {
  it('backfills two days, then stores each close incrementally; a rerun changes nothing; the snapshot has liquidations', async () => {
    const symbols = createMarketSymbolRepository(database.db);
    await symbols.sync(
      'simulated',
      Object.keys(market).map((symbol) => ({ symbol, base: symbol.slice(0, 3), marketCap: null })),
    );
    const repository = createPositioningRepository(database.db);
    let now = T0 + 3 * 288 * M5 + 7_000;
    const source = createSimPositioning({ fetchCandles: fetchCandles as never }, 7);
    const service = createPositioningService({
      source: 'simulated',
      positioning: async () => source,
      repository,
      symbols,
      marketNow: () => now,
    });
    const first = await service.run();
    expect(first.asOf).toBe(T0 + 3 * 288 * M5);
    // per symbol, the closes of [now − 2 days, now] both ends included: 577 readings and buckets, the
    // settlements of 00:00, 08:00 and 16:00 (7), one forecast
    expect(first.changed).toBe(2 * (577 + 577 + 7 + 1));
    expect((await service.run()).changed).toBe(0);
    now += M5;
    const next = await service.run();
    expect(next.changed).toBe(2 * (1 + 1 + 1)); // a reading, a bucket, the forecast
    // a symbol listed later (or whose bars came in later) is backfilled on its own
    market.CCCUSDT = bars(3);
    await symbols.sync(
      'simulated',
      Object.keys(market).map((symbol) => ({ symbol, base: symbol.slice(0, 3), marketCap: null })),
    );
    const withNew = await service.run();
    // two days back from 00:05: the settlements of 08:00, 16:00 and 00:00 after it (6)
    expect(withNew.changed).toBe(577 + 577 + 6 + 1);
    expect((await repository.history('simulated', 'CCCUSDT', 0, now)).metrics).toHaveLength(577);
    delete market.CCCUSDT;
    await symbols.sync(
      'simulated',
      ['AAAUSDT', 'BBBUSDT'].map((symbol) => ({ symbol, base: symbol.slice(0, 3), marketCap: null })),
    );
    const feed = createPositioningFeed({ source: 'simulated', repository, symbols, marketNow: () => now });
    const rows = await feed.snapshotRows();
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.exchange).toBe('simulated');
      expect(row.liquidations_24h_long_usd).toBeGreaterThan(0);
      expect(row.predicted_funding_rate).not.toBeNull();
      expect(row.oi_change_24h_pct).not.toBeNull();
      // the stored rows give what core gives over the source's own rows
      const all = await source.read([row.symbol], T0, next.asOf);
      const strip = <T extends { symbol: string }>(r: T[]) => r.map(({ symbol: _s, ...rest }) => rest);
      const direct = positioningSnapshot(
        {
          funding: strip(all.funding),
          metrics: strip(all.metrics),
          liquidations: strip(all.liquidations),
          forecast: all.forecasts[0] ? (strip(all.forecasts)[0] ?? null) : null,
        },
        next.asOf,
      );
      expect(row.open_interest).toBe(direct.openInterest);
      expect(row.oi_change_1h_pct).toBe(direct.oiChange1hPct);
      expect(row.funding_rate).toBe(direct.fundingRate);
      expect(row.liquidations_24h_short_usd).toBeCloseTo(direct.liquidations24hShortUsd ?? Number.NaN, 6);
    }
  });
});
