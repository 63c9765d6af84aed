import type { AddressInfo } from 'node:net';
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
/** Requests per mean. */
const RUNS = 20;
/** Concurrent keep-alive connections of the throughput figures. */
const CONNECTIONS = 100;

/** Requests per second over `ms` from `connections` clients each sending the next request on its answer. */
async function throughput(url: string, headers: Record<string, string>, connections: number, ms: number) {
  let done = 0;
  const until = performance.now() + ms;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        const res = await fetch(url, { headers: { ...headers, 'accept-encoding': 'br, gzip' } });
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
        done += 1;
      }
    }),
  );
  const elapsed = performance.now() - started;
  return { requests: done, ms: elapsed };
}

/** The mean of `runs` sequential calls of `request`, after one warm-up round of as many. */
async function perRequest(name: string, runs: number, request: () => Promise<unknown>): Promise<Figure> {
  const figure = await measure(name, 'requests', async () => {
    for (let i = 0; i < runs; i++) await request();
    return runs;
  });
  return { ...figure, name: `${name} (per request)`, ms: figure.ms / runs };
}

/**
 * `market/overlays/` for one symbol over 1,500 5m bars and `health/`, through the whole HTTP path
 * (auth, the chart feed, PGlite or PostgreSQL with TEST_DATABASE_URL): the overlays cold (the first
 * request after the bars changed: the service's reads of 5m/1h/1d bars, the forming bar, settings
 * and trades, core `computeOverlays`, serialization and compression), warm (the cached body) and
 * `health/` (from memory), means over 20 or 200 requests, with the warm request's parts (the chart
 * feed alone, the bearer-token check); then both at 100 concurrent keep-alive connections over real
 * HTTP for 3 s (the clients share the process and its cores).
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
      ['5m', 8],
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
      // No getDataAsOf: the newest data time is kept in memory, as in a running server.
      health: { source: 'simulated', marketNow: () => now },
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
    const auth = { authorization: `Bearer ${access}` };
    const from = closedTo - 1500 * M5;
    const path = `/api/v1/market/overlays/?symbol=${SYMBOL}&tf=5m&from=${from}&to=${closedTo}`;
    const get = async (url: string, headers: Record<string, string> = {}) => {
      const res = await app.inject({ url, headers: { ...headers, 'accept-encoding': 'br, gzip' } });
      if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
      return res;
    };
    const first = JSON.parse(
      (await app.inject({ url: path, headers: { ...auth, 'x-no-compression': '1' } })).body,
    );

    // Cold: each request right after the change notice of a new bar (what a market event does).
    const cold = async () => {
      services.chartFeed.barsChanged();
      await get(path, auth);
    };
    const figures = [
      await perRequest('overlays: cold, 1 symbol, 1,500 5m bars', RUNS, cold),
      await perRequest('overlays: warm (cached), 1,500 5m bars', RUNS * 10, () => get(path, auth)),
      await perRequest('health: from memory', RUNS * 10, () => get('/api/v1/health/')),
      // Where a warm request's time goes: the cached body itself, and the bearer-token check.
      await perRequest('overlays: warm, chart feed alone', RUNS * 50, () =>
        services.chartFeed.overlays({ symbol: SYMBOL, tf: '5m', from, to: closedTo }),
      ),
      await perRequest('auth: bearer token check (user read)', RUNS * 10, () =>
        services.sessions.authenticate(access),
      ),
    ];
    console.log(
      `  one response: ${first.fvgs.length} FVGs, ${first.swings.length} swings, ${first.cprs.length} CPRs, ` +
        `${first.virgin_cprs.length} virgin CPRs, ${first.sessions.length} session days`,
    );

    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    for (const [name, url, headers] of [
      ['overlays: warm, 100 connections, 1,500 5m bars', `${base}${path}`, auth],
      ['health: 100 connections', `${base}/api/v1/health/`, {}],
    ] as const) {
      await throughput(url, headers, CONNECTIONS, 300);
      const heapBefore = process.memoryUsage().heapUsed;
      const run = await throughput(url, headers, CONNECTIONS, 3000);
      figures.push({
        name,
        ms: run.ms,
        units: run.requests,
        unit: 'requests',
        perSecond: run.requests / (run.ms / 1000),
        heapDeltaMb: (process.memoryUsage().heapUsed - heapBefore) / 1e6,
      });
    }
    await app.close();
    return figures;
  } finally {
    await database.close();
  }
}
