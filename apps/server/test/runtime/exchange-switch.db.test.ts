import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultAdminSettings } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/config.ts';
import { appJobs } from '../../src/jobs/registry.ts';
import { createSettingsRepository } from '../../src/repositories/settings-repository.ts';
import { rowsOf } from '../../src/repositories/sql-results.ts';
import { createSettingsService } from '../../src/services/settings-service.ts';
import { type RunningServer, startServer } from '../../src/start.ts';
import { type MockExchange, startMockExchange } from '../mocks/exchange/mock-exchange-server.ts';
import { fastHasher } from '../support/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

/**
 * A running server on MARKET_SOURCE=exchange against two local mock venues: saving a new
 * default_exchange switches the source in place. Binance lists 5 symbols, Bybit 3; each mock's last
 * symbol was listed three days ago, so SOL has 400 daily bars on Binance and 4 on Bybit: a Bybit
 * SOL row with more would be a Binance candle mixed in.
 */
let database: TestDatabase;
let binance: MockExchange;
let bybit: MockExchange;
let server: RunningServer;
let api: string;
let token: string;

const rows = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await database.db.execute(query));
const dailyBars = async (source: string) =>
  Object.fromEntries(
    (
      await rows<{ symbol: string; n: number }>(
        sql`select symbol, count(*)::int as n from candles where source = ${source} and timeframe = '1d' group by symbol`,
      )
    ).map((r) => [r.symbol, r.n]),
  );
const health = async () => (await (await fetch(`${api}health/`)).json()) as Record<string, unknown>;
async function until(check: () => Promise<boolean>, what: string, ms = 90_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
const get = async (path: string) =>
  (await fetch(`${api}${path}`, { headers: { authorization: `Bearer ${token}` } })).json();
async function saveExchange(exchange: 'BINANCE' | 'BYBIT') {
  const current = (await get('admin/settings/')) as Record<string, unknown>;
  const res = await fetch(`${api}admin/settings/`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ ...current, default_exchange: exchange }),
  });
  expect(res.status).toBe(200);
}
const startupJobs = appJobs.filter((j) => j.startup.length > 0).map((j) => j.name);

beforeAll(async () => {
  database = await createTestDatabase();
  binance = await startMockExchange({ exchange: 'BINANCE', symbols: 5, rateLimit: false });
  bybit = await startMockExchange({ exchange: 'BYBIT', symbols: 3, rateLimit: false });
  const settings = createSettingsService({
    repository: createSettingsRepository(database.db),
    now: () => new Date(),
  });
  await settings.save({ ...defaultAdminSettings, default_exchange: 'BINANCE' }, null);
  const dir = mkdtempSync(join(tmpdir(), 'switch-'));
  const caps = join(dir, 'caps.csv');
  writeFileSync(caps, 'symbol,market_cap\nBTCUSDT,1.9e12\nETHUSDT,4e11\nSOLUSDT,8e10\nXRPUSDT,3e9\n');
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dir,
    MARKET_SOURCE: 'exchange',
    BINANCE_API_URL: binance.baseUrl,
    BYBIT_API_URL: bybit.baseUrl,
    MARKET_CAPS_FILE: caps,
    ADMIN_USERNAME: 'ops',
    ADMIN_PASSWORD: 'Ops-Secret-1',
  });
  server = await startServer(config, {
    log: pino({ level: 'silent' }),
    print: () => undefined,
    hasher: fastHasher,
    openDb: async () => ({ ...database, close: async () => undefined }),
    webDistDir: join(tmpdir(), 'no-such-web-dist'),
  });
  const address = server.app?.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  api = `http://127.0.0.1:${address.port}/api/v1/`;
  const login = await fetch(`${api}auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'ops', password: 'Ops-Secret-1' }),
  });
  token = ((await login.json()) as { access: string }).access;
}, 120_000);

afterAll(async () => {
  await server?.close();
  await binance?.close();
  await bybit?.close();
  await database?.close();
});

describe('a live default_exchange switch on the exchange source', () => {
  it('starts on Binance and says so, loading until every start-up run has finished', async () => {
    expect(await health()).toMatchObject({ source: 'exchange', exchange: 'BINANCE' });
    await until(async () => (await health()).loading === false, 'the Binance start-up');
    expect(server.market.current().key).toBe('exchange:BINANCE');
    const bars = await dailyBars('exchange:BINANCE');
    expect(Object.keys(bars).sort()).toEqual(['BTCUSDT', 'DOGEUSDT', 'ETHUSDT', 'SOLUSDT', 'XRPUSDT']);
    expect(bars.SOLUSDT).toBeGreaterThan(390);
    const daily = (await get('cpr/cpr-data/?range=daily')) as { symbol: string }[];
    expect(daily.map((r) => r.symbol).sort()).toEqual(Object.keys(bars).sort());
  }, 120_000);

  it('switches to Bybit on a saved setting: its own markets, history and recompute, nothing mixed', async () => {
    const switchedAt = new Date();
    const binanceBefore = await dailyBars('exchange:BINANCE');
    await saveExchange('BYBIT');
    await until(async () => (await health()).exchange === 'BYBIT', 'the switch', 10_000);
    expect(server.market.current().key).toBe('exchange:BYBIT');
    await until(async () => (await health()).loading === false, 'the Bybit start-up');

    const bars = await dailyBars('exchange:BYBIT');
    expect(Object.keys(bars).sort()).toEqual(['BTCUSDT', 'ETHUSDT', 'SOLUSDT']);
    // Listed three days ago on the Bybit mock: 3 closed days (+ at most today's, once closed).
    expect(bars.SOLUSDT).toBeLessThanOrEqual(4);
    // Binance's rows stay as they were, under their own key (no write after its feed stopped).
    const binanceAfter = await dailyBars('exchange:BINANCE');
    for (const [symbol, n] of Object.entries(binanceAfter))
      expect(n - (binanceBefore[symbol] ?? 0)).toBeLessThanOrEqual(1);
    expect(
      (await rows<{ source: string }>(sql`select distinct source from candles order by source`)).map(
        (r) => r.source,
      ),
    ).toEqual(['exchange:BINANCE', 'exchange:BYBIT']);

    // Every module recomputed: each job's start-up run was enqueued again after the switch and ended.
    const reruns = await rows<{ job_name: string; status: string }>(
      sql`select job_name, status from tasks where trigger = 'startup' and created_at >= ${switchedAt.toISOString()}::timestamptz`,
    );
    expect([...new Set(reruns.map((r) => r.job_name))].sort()).toEqual([...startupJobs].sort());
    expect(reruns.filter((r) => r.status !== 'SUCCESS')).toEqual([]);

    // The screens read Bybit's rows: the CPR feed, symbol meta with caps, the chart.
    const daily = (await get('cpr/cpr-data/?range=daily')) as { symbol: string }[];
    expect(daily.map((r) => r.symbol).sort()).toEqual(['BTCUSDT', 'ETHUSDT', 'SOLUSDT']);
    const meta = (await get('cpr/symbol-meta/')) as { symbol: string; cap_category: string }[];
    expect(Object.fromEntries(meta.map((m) => [m.symbol, m.cap_category]))).toEqual({
      BTCUSDT: 'Large',
      ETHUSDT: 'Large',
      SOLUSDT: 'Large',
    });
    const chart = (await get('market/candles/?symbol=SOLUSDT&tf=1d&limit=500')) as unknown[];
    expect(chart.length).toBeLessThanOrEqual(5);

    // The Binance mock hears nothing more once its feed stopped.
    const heard = binance.log.length;
    await new Promise((r) => setTimeout(r, 1500));
    expect(binance.log.length).toBe(heard);
  }, 150_000);

  it('switches back to Binance, resuming its own history', async () => {
    await saveExchange('BINANCE');
    await until(async () => (await health()).exchange === 'BINANCE', 'the switch back', 10_000);
    await until(async () => (await health()).loading === false, 'the Binance resume');
    const daily = (await get('cpr/cpr-data/?range=daily')) as { symbol: string }[];
    expect(daily).toHaveLength(5);
    expect((await dailyBars('exchange:BINANCE')).SOLUSDT).toBeGreaterThan(390);
  }, 150_000);
});
