/**
 * Measures the CPR module on an in-memory PGlite: the time of one full CPR recompute of every symbol
 * (read + compute + write; first run inserts, a rerun with nothing changed, a rerun after a map
 * change rewrites the subcategories) and the trend model's out-of-sample Brier score against the
 * base rate's. A script, not a test (the files data set is not part of the repository):
 *
 *   npx tsx bench/scripts/cpr-bench.ts                       # simulated, ~150 symbols
 *   MARKET_SOURCE=files MARKET_FILES_DIR=/path/to/bybit-linear-klines \
 *     npx tsx bench/scripts/cpr-bench.ts
 *
 * Options: --symbols=N (simulated: the first N symbols), --runs=N (timed reruns, default 3).
 */

import { defaultAdminSettings } from '@app/contracts';
import { DAY_MS } from '@app/core';
import { createRepositories } from '@app/server/src/composition/create-repositories.ts';
import { createCprServices } from '@app/server/src/composition/source-services.ts';
import { loadConfig } from '@app/server/src/config/config.ts';
import { pgliteDatabase } from '@app/server/src/db/database.ts';
import { createFilesSource } from '@app/server/src/market/files/files-source.ts';
import type { MarketDataSource } from '@app/server/src/market/market-source.ts';
import { resolveSimClock } from '@app/server/src/market/simulated/sim-clock.ts';
import { createSimulatedSource } from '@app/server/src/market/simulated/simulated-source.ts';
import { createCandleRepository } from '@app/server/src/repositories/candle-repository.ts';
import { createFormingCandleRepository } from '@app/server/src/repositories/forming-candle-repository.ts';
import { createMarketSymbolRepository } from '@app/server/src/repositories/market-symbol-repository.ts';
import { createSettingsRepository } from '@app/server/src/repositories/settings-repository.ts';
import type { CprRecompute } from '@app/server/src/services/cpr/cpr-service.ts';
import { createMarketIngestService } from '@app/server/src/services/market/market-ingest-service.ts';
import { createSettingsService } from '@app/server/src/services/settings-service.ts';
import { PGlite } from '@electric-sql/pglite';

const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]));
const runs = Number(args.get('runs') ?? 3);
const config = loadConfig(process.env, []);
const ms = (n: number) => Math.round(n);

async function openSource(): Promise<MarketDataSource> {
  if (config.market.source === 'files') {
    if (!config.market.filesDir) throw new Error('MARKET_FILES_DIR is required with MARKET_SOURCE=files');
    return createFilesSource(config.market.filesDir);
  }
  const symbols = args.has('symbols') ? Number(args.get('symbols')) : undefined;
  const clock = resolveSimClock(undefined, 1, Date.now()).anchor;
  return createSimulatedSource({ seed: config.market.simSeed, clock, ...(symbols ? { symbols } : {}) });
}

const timing = (r: CprRecompute) => ({
  totalMs: ms(r.timings.readMs + r.timings.computeMs + r.timings.writeMs),
  readMs: ms(r.timings.readMs),
  computeMs: ms(r.timings.computeMs),
  writeMs: ms(r.timings.writeMs),
  changedRows: r.changedRows,
});

async function main(): Promise<void> {
  const database = pgliteDatabase(await PGlite.create());
  await database.migrate();
  const { db } = database;
  const source = await openSource();
  const ingest = createMarketIngestService({
    source,
    candles: createCandleRepository(db),
    forming: createFormingCandleRepository(db),
    symbols: createMarketSymbolRepository(db),
    // CPR reads daily bars and today's 5m bars: store those (all daily bars of a files data set).
    history: { '5m': 2 * DAY_MS, '1h': DAY_MS, '1d': (source.kind === 'files' ? 2000 : 400) * DAY_MS },
  });
  const t0 = performance.now();
  const symbols = await ingest.syncSymbols();
  const stored = await ingest.catchUp(['1d', '5m']);
  console.log(
    `${source.kind}: ${symbols.length} symbols, ${stored.candles} candles stored in ${ms(performance.now() - t0)} ms`,
  );

  const now = () => new Date();
  const settings = createSettingsService({ repository: createSettingsRepository(db), now });
  const { cpr } = createCprServices({
    repos: createRepositories(db),
    source: source.kind,
    marketNow: () => source.now(),
    now,
    settings,
  });
  const first = await cpr.recompute();
  const reruns = [];
  for (let i = 0; i < runs; i++) reruns.push(timing(await cpr.recompute()));
  await settings.save(
    {
      ...defaultAdminSettings,
      daily_cpr_map: [
        [0.002, 'A', 'a'],
        [0.005, 'B', 'b'],
        [1, 'C', 'c'],
      ],
    },
    null,
  );
  const mapChange = timing(await cpr.recompute());
  await settings.save(defaultAdminSettings, null);
  await cpr.recompute();
  const refit = await cpr.refitTrendModel();
  const { run } = refit;
  const report = {
    source: source.kind,
    asOf: new Date(source.now()).toISOString(),
    symbols: first.symbols,
    fullRecompute: { first: timing(first), reruns, afterMapChange: mapChange },
    trendModel: {
      samples: run.samples,
      heldOut: run.n,
      folds: run.folds,
      brier: run.brier,
      baseRateBrier: run.baseRateBrier,
      skill: run.brier !== null && run.baseRateBrier ? 1 - run.brier / run.baseRateBrier : null,
      baseRate: run.baseRate,
      beatsBaseRate: run.beatsBaseRate,
      refitMs: run.elapsedMs,
    },
  };
  console.log(JSON.stringify(report, null, 2));
  await source.close();
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
