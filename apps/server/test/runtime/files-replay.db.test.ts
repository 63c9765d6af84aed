import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/config.ts';
import { type RunningServer, startServer } from '../../src/start.ts';
import { writeKlineFolder } from '../support/kline-folder-fixture.ts';
import { fastHasher } from '../support/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

const END = Date.UTC(2026, 2, 11);
const DAY = 86_400_000;
const root = mkdtempSync(join(tmpdir(), 'files-replay-'));
// The folder names no venue: MARKET_FILES_EXCHANGE sets it.
const folder = join(root, 'klines');
let database: TestDatabase;
let server: RunningServer;
let base = '';
let symbols: string[] = [];

beforeAll(async () => {
  symbols = writeKlineFolder(folder, { symbols: 3, days: 20, end: END });
  database = await createTestDatabase();
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: join(root, 'data'),
    LOG_LEVEL: 'silent',
    MARKET_SOURCE: 'files',
    MARKET_FILES_DIR: folder,
    MARKET_FILES_EXCHANGE: 'bybit',
    MARKET_FILES_REPLAY_DAYS: '1',
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: 'replay-admin-password-1',
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
  base = `http://127.0.0.1:${address.port}/api/v1/`;
  const deadline = Date.now() + 100_000;
  const loading = async () =>
    ((await (await fetch(`${base}health/`)).json()) as { loading: boolean }).loading;
  while (await loading()) {
    if (Date.now() > deadline) throw new Error('start-up not settled');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}, 120_000);

afterAll(async () => {
  await server?.close();
  await database?.close();
  rmSync(root, { recursive: true, force: true });
});

async function adminGet(path: string) {
  const login = await fetch(`${base}auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'replay-admin-password-1' }),
  });
  const { access } = (await login.json()) as { access: string };
  const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${access}` } });
  return (await res.json()) as Record<string, unknown> | unknown[];
}

type Trade = { created_at: string; status: string };

describe('files source start-up replay', () => {
  it('says it is a replay as of the last close, from the replayed day, on the configured venue', async () => {
    expect(await (await fetch(`${base}health/`)).json()).toMatchObject({
      source: 'files',
      mode: 'replay',
      data_as_of: new Date(END).toISOString(),
      replay_from: new Date(END - DAY).toISOString(),
      now: new Date(END).toISOString(),
      exchange: 'BYBIT',
      stale: false,
      loading: false,
    });
  });

  it('prefixes TradingView links and exports with the files venue', async () => {
    expect(await adminGet('cpr/screen-settings/')).toMatchObject({ default_exchange: 'BYBIT' });
  });

  it('has the trades the live scan would have opened and judged over the replayed day', async () => {
    const body = (await adminGet('ict/trades/')) as unknown as Trade[] | { data: Trade[] };
    const trades = Array.isArray(body) ? body : body.data;
    expect(trades.length).toBeGreaterThan(0);
    const created = trades.map((t) => Date.parse(t.created_at));
    expect(Math.min(...created)).toBeGreaterThanOrEqual(END - DAY);
    expect(Math.max(...created)).toBeLessThanOrEqual(END);
    // Opened at different closes of the day, not all at its end.
    expect(new Set(created).size).toBeGreaterThan(1);
  });
});

type Bar = { open: number; high: number; low: number };

/** The fixture's 5m bars of `symbol` by open time, read back from its CSV (not through the app). */
function csvBars(symbol: string): Map<number, Bar> {
  const month = new Date(END - 1).toISOString().slice(0, 7);
  const lines = readFileSync(join(folder, `${symbol}-5m-${month}.csv`), 'utf8')
    .trim()
    .split('\n')
    .slice(1);
  return new Map(
    lines.map((line) => {
      const [t, open, high, low] = line.split(',').map(Number) as [number, number, number, number];
      return [t, { open, high, low }];
    }),
  );
}

describe('SniperFlow on a data set ending at 00:00 UTC', () => {
  it('shows the last complete day: the day before the clock, its PDH/PDL, Asia range and first hits, recomputed from the CSV', async () => {
    const rows = (await adminGet('sniperflow/summary')) as Array<Record<string, unknown>>;
    expect(rows.map((r) => r.symbol).sort()).toEqual([...symbols].sort());
    const day = END - DAY;
    for (const row of rows) {
      const bars = csvBars(row.symbol as string);
      const within = (from: number, to: number) => [...bars].filter(([t]) => t >= from && t < to);
      const prev = within(day - DAY, day).map(([, b]) => b);
      const asia = within(day, day + 7 * 3_600_000).map(([, b]) => b);
      const pdh = Math.max(...prev.map((b) => b.high));
      const pdl = Math.min(...prev.map((b) => b.low));
      const firstBeyond = (beyond: (b: Bar) => boolean) => {
        const hit = within(day, END).find(([, b]) => beyond(b));
        return hit ? new Date(hit[0]).toISOString() : null;
      };
      expect(row).toMatchObject({
        day: new Date(day).toISOString(),
        as_of: new Date(END).toISOString(),
        pdh,
        pdl,
        asia_high: Math.max(...asia.map((b) => b.high)),
        asia_low: Math.min(...asia.map((b) => b.low)),
        pdh_hit_at: firstBeyond((b) => b.high > pdh),
        pdl_hit_at: firstBeyond((b) => b.low < pdl),
      });
      expect(row.london_high).not.toBeNull();
      expect(Object.keys(row.session_bias as object).sort()).toEqual(['asia', 'london', 'newyork']);
    }
    // The simulated day sweeps levels: the screen has hits of that day, none after it.
    const hits = rows.flatMap((r) =>
      (r.hit_events as Array<{ hit_at: string }>).map((e) => Date.parse(e.hit_at)),
    );
    expect(hits.length).toBeGreaterThan(0);
    for (const t of hits) {
      expect(t).toBeGreaterThanOrEqual(day);
      expect(t).toBeLessThan(END);
    }
  });
});
