import type { Exchange } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSourceScope, type SourceScope } from '../../src/composition/source-scope.ts';
import { resolveSimClock } from '../../src/market/simulated/sim-clock.ts';
import { createSimulatedSource } from '../../src/market/simulated/simulated-source.ts';
import { rowsOf } from '../../src/repositories/sql-results.ts';
import { sourceKey } from '../../src/runtime/source-key.ts';
import { useTestApp } from '../support/test-app.ts';

/**
 * Two source scopes in one process: two simulated venues with different seeds, stored under their own
 * exchange keys, each ingested and computed through its own scope (its ingest, and each job run on its
 * own job context), while the API reads whichever scope is current through its one getter. Each
 * screen's data for a venue is that venue's alone: computing the other venue in between changes
 * none of it, the two venues differ, and each venue's daily CPR comes from its own candles.
 */
const NOW = Date.UTC(2026, 2, 11, 13, 47, 30);
const quiet = { info: () => undefined, warn: () => undefined };
/** No process listens here: the scopes' alert evaluation is off and nothing is published. */
const bus = {
  publish: async () => undefined,
  publishSource: async () => undefined,
  onSource: () => () => undefined,
};
let venues: { binance: SourceScope; bybit: SourceScope } | undefined;
let current: SourceScope | undefined;
const t = useTestApp({
  // The API's one getter of the current scope (the runtime's `current` in a running server).
  market: { source: 'exchange', scope: () => current ?? both().binance },
});
/** The two venues' scopes, built once on the test app's root. */
const both = () => {
  venues ??= { binance: venue(7, 'BINANCE'), bybit: venue(11, 'BYBIT') };
  return venues;
};

function venue(seed: number, exchange: Exchange): SourceScope {
  const clock = resolveSimClock(undefined, 1, NOW).anchor;
  const source = createSimulatedSource({ seed, clock, symbols: 3, wallNow: () => NOW });
  return createSourceScope({
    root: t.root,
    bus,
    source,
    key: sourceKey('exchange', exchange),
    exchange,
    clock: { now: () => source.now(), rate: 1 },
    evaluateAlerts: false,
    log: quiet,
  });
}

/** What the scheduler and the worker do for a scope at its start: store the history, run each module. */
async function ingestAndCompute(scope: SourceScope): Promise<void> {
  await scope.ingest.syncSymbols();
  await scope.ingest.catchUp();
  for (const [job, payload] of [
    ['cpr-scan', { tf: '1d' }],
    ['volume-baselines', { startup: 'full' }],
    ['volume-classification', {}],
    ['ict-scan', {}],
    ['liquidity-run', { mode: 'historical' }],
    ['liquidity-run', { mode: 'live' }],
  ] as const)
    await t.root.registry.require(job).run(scope.context, payload);
}

const screens = [
  '/cpr/cpr-data/?range=daily',
  '/volume/volume-snapshots/current/',
  '/ict/setups/',
  '/ict/trades/',
  '/sniperflow/summary',
];

/** Every screen's body as the API answers it with `scope` current. */
async function readScreens(scope: SourceScope, headers: Record<string, string>) {
  current = scope;
  const out: Record<string, unknown> = {};
  for (const path of screens) {
    const res = await t.app.inject({ url: `/api/v1${path}`, headers });
    expect(res.statusCode, path).toBe(200);
    out[path] = res.json();
  }
  return out;
}

const keyedTables = [
  'candles',
  'market_symbols',
  'cpr_levels',
  'volume_baselines',
  'volume_snapshots',
  'liquidity_summaries',
  'liquidity_session_ranges',
];
async function rowCounts(source: string): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of keyedTables) {
    const [row] = rowsOf<{ n: number }>(
      await t.database.db.execute(
        sql`select count(*)::int as n from ${sql.identifier(table)} where source = ${source}`,
      ),
    );
    out[table] = row?.n ?? 0;
  }
  return out;
}

describe('two venues at once, one scope each', () => {
  it("keeps each venue's screens to that venue's data", async () => {
    const { headers } = await t.signIn('admin');
    const { binance, bybit } = both();
    expect([binance.key, bybit.key]).toEqual(['exchange:BINANCE', 'exchange:BYBIT']);

    await ingestAndCompute(binance);
    const binanceAlone = await readScreens(binance, headers);
    const binanceRows = await rowCounts(binance.key);
    for (const table of keyedTables) expect(binanceRows[table], table).toBeGreaterThan(0);

    // The second venue in the same process, then the first one's next runs after it.
    await ingestAndCompute(bybit);
    await ingestAndCompute(binance);
    const binanceAfter = await readScreens(binance, headers);
    const bybitScreens = await readScreens(bybit, headers);

    // Nothing of Bybit reached Binance's screens or rows.
    expect(binanceAfter).toEqual(binanceAlone);
    expect(await rowCounts(binance.key)).toEqual(binanceRows);
    // Bybit has its own rows and its own screens (the same symbols, other prices).
    expect(await rowCounts(bybit.key)).toEqual(
      Object.fromEntries(keyedTables.map((table) => [table, expect.any(Number)])),
    );
    for (const table of keyedTables) expect((await rowCounts(bybit.key))[table], table).toBeGreaterThan(0);
    expect(bybitScreens['/cpr/cpr-data/?range=daily']).not.toEqual(
      binanceAfter['/cpr/cpr-data/?range=daily'],
    );
    expect(bybitScreens['/volume/volume-snapshots/current/']).not.toEqual(
      binanceAfter['/volume/volume-snapshots/current/'],
    );
    expect(bybitScreens['/sniperflow/summary']).not.toEqual(binanceAfter['/sniperflow/summary']);

    // Both universes stay active under their own keys (one row per source and symbol).
    expect((await t.root.repos.marketSymbols.listActive(binance.key)).map((s) => s.symbol)).toHaveLength(3);
    expect((await t.root.repos.marketSymbols.listActive(bybit.key)).map((s) => s.symbol)).toEqual(
      (await t.root.repos.marketSymbols.listActive(binance.key)).map((s) => s.symbol),
    );

    // Each venue's daily CPR is built from its own previous day: pivot = (high + low + close) / 3.
    for (const [scope, body] of [
      [binance, binanceAfter],
      [bybit, bybitScreens],
    ] as const) {
      const rows = body['/cpr/cpr-data/?range=daily'] as { symbol: string; pivot: number }[];
      expect(rows.map((r) => r.symbol).sort()).toHaveLength(3);
      for (const row of rows) {
        const [day] = rowsOf<{ high: number; low: number; close: number }>(
          await t.database.db.execute(
            sql`select high, low, close from candles where source = ${scope.key} and symbol = ${row.symbol}
                and timeframe = '1d' and open_time < ${NOW - (NOW % 86_400_000)} order by open_time desc limit 1`,
          ),
        );
        if (!day) throw new Error(`no daily bar of ${row.symbol} on ${scope.key}`);
        expect(row.pivot).toBeCloseTo((day.high + day.low + day.close) / 3, 6);
      }
    }
  }, 180_000);
});
