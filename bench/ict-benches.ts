import { defaultAdminSettings } from '@app/contracts';
import {
  analyzeIct,
  type Candle,
  createSimMarket,
  DAY_MS,
  type IctInput,
  ictParamsFromSettings,
  simSymbolNames,
  timeframeMs,
} from '@app/core';
import { createCandleRepository, type SymbolCandle } from '@app/server/src/repositories/candle-repository.ts';
import { readCandleWindows } from '@app/server/src/repositories/candle-windows.ts';
import { createCprInputRepository } from '@app/server/src/repositories/cpr-input-repository.ts';
import { createIctRepository } from '@app/server/src/repositories/ict-repository.ts';
import { createMarketSymbolRepository } from '@app/server/src/repositories/market-symbol-repository.ts';
import { ICT_1H_LOOKBACK_MS } from '@app/server/src/services/ict/ict-inputs.ts';
import { createIctService, type IctScanResult } from '@app/server/src/services/ict/ict-service.ts';
import { createTestDatabase } from '@app/server/test/support/test-database.ts';

import { type Figure, measure } from './measure.ts';

const SYMBOLS = 500;
const now = Date.UTC(2026, 10, 20, 13, 5, 15);
const dayStart = Date.UTC(2026, 10, 20);

/** 500 symbols: the simulated universe plus generated ones (the simulator gives unknown names their own parameters). */

/**
 * The ICT scan of 500 simulated symbols with their standard history (5m bars since yesterday 00:00,
 * 1h bars of the last 16 days): the pure compute alone, then the whole scan with its database reads
 * and writes (PGlite, or PostgreSQL with TEST_DATABASE_URL), cold (every trade new) and warm.
 */
export async function ictBenches(): Promise<{ figures: Figure[]; scans: IctScanResult[]; rowsRead: number }> {
  const symbols = simSymbolNames(SYMBOLS);
  const market = createSimMarket({ seed: 1, symbols, listingAnchor: Date.UTC(2026, 10, 1) });
  const inputs = new Map<string, IctInput>();
  let rowsRead = 0;
  for (const s of symbols) {
    const bars5m = market.simCandles(s, '5m', dayStart - DAY_MS, now - (now % timeframeMs('5m')));
    const bars1h = market.simCandles(s, '1h', now - ICT_1H_LOOKBACK_MS, now - (now % timeframeMs('1h')));
    inputs.set(s, { bars5m, bars1h, now });
    rowsRead += bars5m.length + bars1h.length;
  }
  const params = ictParamsFromSettings(defaultAdminSettings);
  const figures: Figure[] = [];
  figures.push(
    await measure(`ict: analyze ${SYMBOLS} symbols (compute only)`, 'symbols', () => {
      for (const input of inputs.values()) analyzeIct(input, params);
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
    const rows = (pick: (i: IctInput) => readonly Candle[]): SymbolCandle[] =>
      [...inputs].flatMap(([symbol, i]) => pick(i).map((candle) => ({ symbol, candle })));
    await candles.upsert(
      'simulated',
      '5m',
      rows((i) => i.bars5m),
    );
    await candles.upsert(
      'simulated',
      '1h',
      rows((i) => i.bars1h),
    );
    const settings = { current: async () => defaultAdminSettings, invalidate: () => {} };
    const service = createIctService({
      readWindows: (tf, starts, to) => readCandleWindows(db, 'simulated', tf, starts, to),
      source: 'simulated',
      marketNow: () => scanNow,
      now: () => new Date(now),
      settings,
      ict: createIctRepository(db),
      symbols: createMarketSymbolRepository(db),
      readers: createCprInputRepository(db),
    });
    const scans: IctScanResult[] = [];
    let scanNow = now;
    for (const label of [
      'first scan: whole windows, trades all new',
      'next 5m close: newest bars only',
    ] as const) {
      if (label.startsWith('next')) {
        // One more closed 5m bar per symbol, as the live feed would have stored it.
        const next = [...inputs].map(([symbol]) => ({
          symbol,
          candle: market.simCandles(
            symbol,
            '5m',
            scanNow - (scanNow % timeframeMs('5m')),
            scanNow - (scanNow % timeframeMs('5m')) + timeframeMs('5m'),
          )[0],
        }));
        await candles.upsert(
          'simulated',
          '5m',
          next.filter((r): r is SymbolCandle => r.candle !== undefined),
        );
        scanNow += timeframeMs('5m');
      }
      figures.push(
        await measure(
          `ict: scan with reads and writes (${database.driver}, ${label})`,
          'symbols',
          async () => {
            const result = await service.scan();
            scans.push(result);
            return result.symbols;
          },
          { cold: true },
        ),
      );
    }
    return { figures, scans, rowsRead };
  } finally {
    await database.close();
  }
}
