import { createSimMarket, DAY_MS } from '@app/core';
import { createServices } from '../apps/server/src/composition/app-services.ts';
import { createServerRoot } from '../apps/server/src/composition/server-root.ts';
import { buildApp } from '../apps/server/src/http/app.ts';
import { createCandleRepository } from '../apps/server/src/repositories/candle-repository.ts';
import { createMarketSymbolRepository } from '../apps/server/src/repositories/market-symbol-repository.ts';
import { createUserRepository } from '../apps/server/src/repositories/user-repository.ts';
import { createArgon2Hasher } from '../apps/server/src/services/password-hasher.ts';
import { createTestDatabase } from '../apps/server/test/support/test-database.ts';
import { type Figure, measure } from './measure.ts';

const now = Date.UTC(2026, 10, 20, 13, 5, 15);
const M5 = 300_000;
const SYMBOL = 'BTCUSDT';

/**
 * `market/overlays/` for one symbol over 1,000 5m bars, through the whole HTTP path (auth, the
 * service's reads of 5m/1h/1d bars, the forming bar, settings and trades on PGlite or PostgreSQL with
 * TEST_DATABASE_URL, core `computeOverlays`, the response schema), mean of 20 requests after a warm-up.
 */
export async function overlaysBenches(): Promise<Figure[]> {
  const market = createSimMarket({ seed: 1, symbols: [SYMBOL] });
  const database = await createTestDatabase();
  try {
    const db = database.db;
    await createMarketSymbolRepository(db).sync('simulated', [
      { symbol: SYMBOL, base: 'BTC', marketCap: null },
    ]);
    const candles = createCandleRepository(db);
    const closedTo = now - (now % M5);
    for (const [tf, days] of [
      ['5m', 6],
      ['1h', 20],
      ['1d', 440],
    ] as const) {
      const bars = market.simCandles(
        SYMBOL,
        tf,
        now - days * DAY_MS,
        tf === '1d' ? now - (now % DAY_MS) : closedTo,
      );
      await candles.upsert(
        'simulated',
        tf,
        bars.map((candle) => ({ symbol: SYMBOL, candle })),
      );
    }
    const hasher = createArgon2Hasher({ memoryCost: 1024, timeCost: 1 });
    const services = createServices({
      root: createServerRoot({ db }),
      jwtSecret: new TextEncoder().encode('bench-secret-bench-secret-bench-secret'),
      hasher,
      health: { source: 'simulated', getDataAsOf: () => null },
      market: { source: 'simulated', marketNow: () => now },
    });
    const app = await buildApp({ services });
    await app.ready();
    const user = await createUserRepository(db).create({
      username: 'bench',
      email: 'bench@example.com',
      passwordHash: await hasher.hash('bench-pass-123'),
      role: 'free',
    });
    const { access } = await services.sessions.start(user);
    const from = closedTo - 1000 * M5;
    const url = `/api/v1/market/overlays/?symbol=${SYMBOL}&tf=5m&from=${from}&to=${closedTo}`;
    const request = async () => {
      const res = await app.inject({ url, headers: { authorization: `Bearer ${access}` } });
      if (res.statusCode !== 200) throw new Error(`overlays answered ${res.statusCode}: ${res.body}`);
      return res;
    };
    const first = (await request()).json();
    const runs = 20;
    const figure = await measure(
      'overlays: market/overlays/ 1 symbol, 1,000 5m bars',
      'requests',
      async () => {
        for (let i = 0; i < runs; i++) await request();
        return runs;
      },
    );
    console.log(
      `  one response: ${first.fvgs.length} FVGs, ${first.swings.length} swings, ${first.cprs.length} CPRs, ` +
        `${first.virgin_cprs.length} virgin CPRs, ${first.sessions.length} session days`,
    );
    await app.close();
    return [{ ...figure, name: `${figure.name} (per request)`, ms: figure.ms / runs }];
  } finally {
    await database.close();
  }
}
