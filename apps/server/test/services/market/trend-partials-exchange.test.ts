import { closedCheckpointPartials, DAY_MS, HOUR_MS, utcDayStart } from '@app/core';
import { afterEach, describe, expect, it } from 'vitest';
import { exchangeProfiles } from '../../../src/market/exchange/exchange-profiles.ts';
import type {
  SymbolPartial,
  TrendPartialsRepository,
} from '../../../src/repositories/trend-partials-repository.ts';
import {
  backfillTrendPartials,
  TREND_PARTIALS_HISTORY_MS,
} from '../../../src/services/market/trend-partials-backfill.ts';
import { expectedClosedBars } from '../../mocks/exchange/expected-bars.ts';
import { type MockedSource, startMockedSource, testNow } from '../../mocks/exchange/mock-source-harness.ts';

const OFFSETS = [7 * HOUR_MS, 13 * HOUR_MS];
const klinePath = { BINANCE: '/fapi/v1/klines', BYBIT: '/v5/market/kline' } as const;

/** A partial store with nothing in it that keeps what is upserted (the exchange part alone). */
function emptyStore() {
  const rows: SymbolPartial[] = [];
  const partials = {
    storeFromCandles: async () => 0,
    oldestDays: async () => new Map(),
    upsert: async (_source: string, batch: readonly SymbolPartial[]) => {
      rows.push(...batch);
      return batch.length;
    },
  } as unknown as TrendPartialsRepository;
  return { rows, partials, candles: { oldestOpenTimes: async () => new Map<string, number>() } };
}

describe.each(['BINANCE', 'BYBIT'] as const)('trend partials from %s (mock)', (exchange) => {
  let run: MockedSource | undefined;
  afterEach(async () => run?.close());

  it('fetches two years of 1h bars in pages within the venue limit and stores their partials', async () => {
    run = await startMockedSource({ exchange, symbols: 2 });
    const symbols = (await run.source.listSymbols()).map((s) => s.symbol);
    const store = emptyStore();
    const report = await backfillTrendPartials(
      { source: run.source, sourceKey: `exchange:${exchange}`, ...store },
      symbols,
      OFFSETS,
    );
    expect(report).toMatchObject({ failed: 0, symbolsFetched: symbols.length });
    const start = utcDayStart(testNow - TREND_PARTIALS_HISTORY_MS);
    for (const symbol of symbols) {
      const bars = expectedClosedBars(run.mock.universe, symbol, '1h', start, testNow);
      const expected = closedCheckpointPartials(bars, HOUR_MS, OFFSETS, testNow).map((p) => ({
        symbol,
        ...p,
      }));
      expect(expected.length).toBeGreaterThan(0);
      expect(store.rows.filter((r) => r.symbol === symbol)).toEqual(expected);
    }
    // 60-day windows (13 over 731 days), each one request where 1,440 bars fit in the venue's page,
    // two on Bybit (1,000); a symbol listed later costs at most one request more (the jump to it).
    const requests = run.mock.log.filter((r) => r.path.startsWith(klinePath[exchange]));
    const maxPage = exchangeProfiles[exchange].maxPageSize;
    expect(requests.every((r) => Number(r.query.get('limit')) <= maxPage)).toBe(true);
    const windows = Math.ceil((testNow - start) / (60 * DAY_MS));
    for (const symbol of symbols) {
      const n = requests.filter((r) => r.query.get('symbol') === symbol).length;
      expect(n, symbol).toBeLessThanOrEqual(windows * Math.ceil(1440 / maxPage) + 1);
    }
  });
});
