import { defaultAdminSettings } from '@app/contracts';
import {
  analyzeLiquidity,
  type Candle,
  createSimMarket,
  DAY_MS,
  historySpans,
  type LiquidityInput,
  type SessionRange,
  sessionRange,
  sessionWindowsFromSettings,
  simSymbolNames,
  timeframeMs,
} from '@app/core';
import { createCandleRepository, type SymbolCandle } from '@app/server/src/repositories/candle-repository.ts';
import { readCandleWindows } from '@app/server/src/repositories/candle-windows.ts';
import { createCprInputRepository } from '@app/server/src/repositories/cpr-input-repository.ts';
import { createLiquidityRangeRepository } from '@app/server/src/repositories/liquidity-range-repository.ts';
import { createLiquidityRepository } from '@app/server/src/repositories/liquidity-repository.ts';
import { createMarketSymbolRepository } from '@app/server/src/repositories/market-symbol-repository.ts';
import {
  createLiquidityService,
  type LiquidityRunResult,
} from '@app/server/src/services/liquidity/liquidity-service.ts';
import { createTestDatabase } from '@app/server/test/support/test-database.ts';

import { type Figure, measure } from './measure.ts';

const SYMBOLS = 500;
const now = Date.UTC(2026, 10, 20, 14, 5, 15);
const dayStart = Date.UTC(2026, 10, 20);
const M5 = timeframeMs('5m');

/**
 * One SniperFlow liquidity run over 500 simulated symbols in the New York session: the pure compute
 * alone (5m bars since yesterday 00:00, 20 days of session ranges), then the whole run with its
 * database reads and writes (PGlite, or PostgreSQL with TEST_DATABASE_URL): a first run (whole bar
 * windows read, every row new) and the next 5m close (newest bars only). The 20-day session-range
 * history is seeded into its table (from the simulator's hourly bars; the default windows are whole
 * hours), as the runs keep it.
 */
export async function liquidityBenches(): Promise<{ figures: Figure[]; runs: LiquidityRunResult[] }> {
  const symbols = simSymbolNames(SYMBOLS);
  const market = createSimMarket({ seed: 1, symbols, listingAnchor: Date.UTC(2026, 10, 1) });
  const windows = sessionWindowsFromSettings(defaultAdminSettings);
  const spans = historySpans(windows, dayStart);
  const inputs = new Map<string, LiquidityInput>();
  for (const s of symbols) {
    const bars5m = market.simCandles(s, '5m', dayStart - DAY_MS, now - (now % M5));
    const hours = market.simCandles(s, '1h', dayStart - 21 * DAY_MS, dayStart);
    const history = spans
      .map((span) => sessionRange(hours, span))
      .filter((r): r is SessionRange => r !== null);
    inputs.set(s, { bars5m, now, windows, history });
  }
  const figures: Figure[] = [];
  figures.push(
    await measure(`liquidity: analyze ${SYMBOLS} symbols (compute only)`, 'symbols', () => {
      for (const input of inputs.values()) analyzeLiquidity(input);
      return inputs.size;
    }),
  );

  const database = await createTestDatabase();
  try {
    const db = database.db;
    await createMarketSymbolRepository(db).sync(
      'simulated',
      symbols.map((symbol) => ({ symbol, base: symbol.replace(/USDT$/, ''), marketCap: null })),
    );
    const candles = createCandleRepository(db);
    const rows = (pick: (i: LiquidityInput) => readonly Candle[]): SymbolCandle[] =>
      [...inputs].flatMap(([symbol, i]) => pick(i).map((candle) => ({ symbol, candle })));
    await candles.upsert(
      'simulated',
      '5m',
      rows((i) => i.bars5m),
    );
    const ranges = createLiquidityRangeRepository(db);
    await ranges.writeRanges(
      'simulated',
      [...inputs].flatMap(([symbol, i]) => i.history.map((r) => ({ ...r, symbol }))),
      dayStart - 21 * DAY_MS,
    );
    let runNow = now;
    const service = createLiquidityService({
      readWindows: (tf, starts, to) => readCandleWindows(db, 'simulated', tf, starts, to),
      source: 'simulated',
      marketNow: () => runNow,
      now: () => new Date(runNow),
      settings: { current: async () => defaultAdminSettings, invalidate: () => {} },
      liquidity: createLiquidityRepository(db),
      ranges,
      symbols: createMarketSymbolRepository(db),
      readers: createCprInputRepository(db),
    });
    const runs: LiquidityRunResult[] = [];
    for (const label of [
      'first run: whole windows, rows all new',
      'next 5m close: newest bars only',
    ] as const) {
      if (label.startsWith('next')) {
        const bar = runNow - (runNow % M5);
        const next = symbols.map((symbol) => ({
          symbol,
          candle: market.simCandles(symbol, '5m', bar, bar + M5)[0],
        }));
        await candles.upsert(
          'simulated',
          '5m',
          next.filter((r): r is SymbolCandle => r.candle !== undefined),
        );
        runNow += M5;
      }
      figures.push(
        await measure(
          `liquidity: run with reads and writes (${database.driver}, ${label})`,
          'symbols',
          async () => {
            const result = await service.run();
            runs.push(result);
            return result.symbols;
          },
          { cold: true },
        ),
      );
    }
    return { figures, runs };
  } finally {
    await database.close();
  }
}
