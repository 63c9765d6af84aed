import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSimMarket, DAY_MS, timeframeMs } from '@app/core';
import { type AppServices, createServices } from '@app/server/src/composition/app-services.ts';
import { applyCacheNotice } from '@app/server/src/composition/cache-notices.ts';
import { createServerRoot } from '@app/server/src/composition/server-root.ts';
import type { UserRow } from '@app/server/src/db/schema.ts';
import { buildApp } from '@app/server/src/http/app.ts';
import { createEventBus } from '@app/server/src/push/event-bus.ts';
import { createCandleRepository } from '@app/server/src/repositories/candle-repository.ts';
import { createMarketSymbolRepository } from '@app/server/src/repositories/market-symbol-repository.ts';
import { createNotificationRepository } from '@app/server/src/repositories/notification-repository.ts';
import { createUserRepository } from '@app/server/src/repositories/user-repository.ts';
import { createArgon2Hasher } from '@app/server/src/services/password-hasher.ts';
import { createTestDatabase, type TestDatabase } from '@app/server/test/support/test-database.ts';
import { type LoadRun, loadFigure } from './http-load.ts';
import { type Figure, measure } from './measure.ts';

const now = Date.UTC(2026, 10, 20, 13, 5, 15);
const M5 = timeframeMs('5m');
const SYMBOL = 'BTCUSDT';
/** Requests per mean. */
const RUNS = 20;
/** Concurrent keep-alive connections of the throughput figures. */
const CONNECTIONS = 100;
const JWT_SECRET = new TextEncoder().encode('bench-secret-bench-secret-bench-secret');

/** A node:http server answering every request with `body` and `headers`; its URL. */
async function bareServer(body: Buffer, headers: Record<string, string>) {
  const server = createServer((_request, response) => {
    response.writeHead(200, { ...headers, 'content-length': body.length });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The mean time from a role change stored by this process's services to another process's cached
 * caller showing it (its own services and LISTEN connection; the notice goes through the database).
 */
async function noticeLatency(database: TestDatabase, services: AppServices, user: UserRow): Promise<number> {
  const other = createServices({
    root: createServerRoot({ db: database.db }),
    jwtSecret: JWT_SECRET,
    health: { source: 'simulated', getDataAsOf: () => null },
  });
  const bus = createEventBus({
    openSession: () => database.access.openSession(),
    notifications: createNotificationRepository(database.db),
  });
  await bus.start();
  bus.onCacheNotice((notice) =>
    applyCacheNotice({ sessions: other.sessions, watchlists: { forget() {}, clear() {} } }, notice),
  );
  const { access } = await services.sessions.start(user);
  const samples: number[] = [];
  try {
    for (let i = 0; i < 20; i++) {
      const role = i % 2 === 0 ? 'pro' : 'free';
      await other.sessions.authenticate(access);
      const started = performance.now();
      await services.userAdmin.update(user.id, { role });
      while ((await other.sessions.authenticate(access)).role !== role) {
        await new Promise((resolve) => setImmediate(resolve));
        if (performance.now() - started > 10_000) throw new Error('the change notice never arrived');
      }
      samples.push(performance.now() - started);
    }
  } finally {
    await bus.stop();
  }
  return samples.reduce((a, b) => a + b, 0) / samples.length;
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
      jwtSecret: JWT_SECRET,
      hasher,
      // No getDataAsOf: the newest data time is kept in memory, as in a running server.
      // 100 connections on one token: far over the request limits (RATE_LIMITS=off in a server).
      limits: { requests: 'off' },
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
      services.scope().chartFeed.barsChanged();
      await get(path, auth);
    };
    const figures = [
      await perRequest('overlays: cold, 1 symbol, 1,500 5m bars', RUNS, cold),
      await perRequest('overlays: warm (cached), 1,500 5m bars', RUNS * 10, () => get(path, auth)),
      await perRequest('health: from memory', RUNS * 10, () => get('/api/v1/health/')),
      // Where a warm request's time goes: the cached body itself, and the bearer-token check.
      await perRequest('overlays: warm, chart feed alone', RUNS * 50, () =>
        services.scope().chartFeed.overlays({ symbol: SYMBOL, tf: '5m', from, to: closedTo }),
      ),
      await perRequest('auth: bearer token check (cached caller)', RUNS * 10, () =>
        services.sessions.authenticate(access),
      ),
    ];
    console.log(
      `  one response: ${first.fvgs.length} FVGs, ${first.swings.length} swings, ${first.cprs.length} CPRs, ` +
        `${first.virgin_cprs.length} virgin CPRs, ${first.sessions.length} session days`,
    );

    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    // The ceiling: a bare node:http server sending the very bytes of the warm answer (brotli body and
    // its headers), measured the same way, so the ratio says what the app adds to a cached read.
    const sample = await get(path, auth);
    const bare = await bareServer(sample.rawPayload, {
      'content-type': String(sample.headers['content-type']),
      'content-encoding': String(sample.headers['content-encoding']),
      etag: String(sample.headers.etag),
      'cache-control': 'no-cache',
      vary: String(sample.headers.vary),
    });
    const loads: [string, string, Record<string, string>][] = [
      ['overlays: warm, free token, 100 connections', `${base}${path}`, auth],
      ['the same bytes from a bare node:http server', bare.url, {}],
      ['health: 100 connections', `${base}/api/v1/health/`, {}],
    ];
    const runs = new Map<string, LoadRun>();
    for (const [name, url, headers] of loads) {
      const { figure, run } = await loadFigure(name, url, headers, CONNECTIONS);
      runs.set(name, run);
      figures.push(figure);
    }
    await bare.close();
    const authed = runs.get(loads[0]?.[0] ?? '');
    const ceiling = runs.get(loads[1]?.[0] ?? '');
    if (authed && ceiling)
      console.log(
        `  authenticated cached read vs bare node:http: ${(authed.requestsPerSecond / ceiling.requestsPerSecond).toFixed(2)}x ` +
          `(aim >= 0.8x, p99 <= 50 ms; ${sample.rawPayload.length} bytes ${sample.headers['content-encoding']})`,
      );
    console.log(
      `  change notice to another process's cache: ${(await noticeLatency(database, services, user)).toFixed(1)} ms mean`,
    );
    await app.close();
    return figures;
  } finally {
    await database.close();
  }
}
