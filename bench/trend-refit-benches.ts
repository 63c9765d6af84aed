import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import {
  bucketStart,
  type Candle,
  createSimMarket,
  DAY_MS,
  defaultCheckpointOffsets,
  defaultDailyCprMap,
  fitCheckpointModel,
  intradayCheckpoints,
  intradayOffsets,
  simSymbolNames,
  trendCheckpoints,
  trendDataset,
  trendFeatureNames,
} from '@app/core';
import { type AppDatabase, pgliteDatabase } from '@app/server/src/db/database.ts';
import { shareEventLoop } from '@app/server/src/db/pglite-turns.ts';
import { yieldToEventLoop } from '@app/server/src/lib/event-loop-turns.ts';
import { createCandleRepository, type SymbolCandle } from '@app/server/src/repositories/candle-repository.ts';
import { createCprInputRepository } from '@app/server/src/repositories/cpr-input-repository.ts';
import { rowsOf } from '@app/server/src/repositories/sql-results.ts';
import { createTrendModelRepository } from '@app/server/src/repositories/trend-model-repository.ts';
import {
  createTrendPartialsRepository,
  type DayPartialsBySymbol,
  type SymbolPartial,
} from '@app/server/src/repositories/trend-partials-repository.ts';
import {
  refitTrendModel,
  TREND_HISTORY_DAYS,
  type TrendRefitDeps,
  trendSeriesOf,
} from '@app/server/src/services/cpr/trend-model-service.ts';
import { createTestDatabase } from '@app/server/test/support/test-database.ts';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { Figure } from './measure.ts';

const SOURCE = 'simulated';
const NOW = Date.UTC(2026, 10, 20, 0, 1);
const DAYS = 800;

/** One measured refit: its wall time, the longest event-loop stall in it, and how often the loop turned. */
export interface RefitRun {
  path: 'before' | 'after';
  symbols: number;
  driver: string;
  ms: number;
  maxStallMs: number;
  /** Turns of a 10 ms interval timer during the refit (reads answered meanwhile ride the same turns). */
  ticks: number;
  /** The open checkpoint's held-out Brier score (the two paths must agree). */
  brier: number | null;
  heapDeltaMb: number;
  /** V8 collections during the refit that paused the thread 100 ms or more, and the longest pause. */
  gcPausesOver100: number;
  longestGcMs: number;
  /** The process's peak resident set so far (`process.resourceUsage().maxRSS`, the fill included). */
  peakRssMb: number;
  /** The resident set when the refit started, and its largest sample (every 10 ms timer turn) during it. */
  rssBeforeMb: number;
  rssMaxMb: number;
}

/** A day's partial at `share` of the day: the open, then that share of the day's move and range. */
function partialOf(bar: Candle, share: number): Candle {
  const close = bar.open + (bar.close - bar.open) * share;
  return {
    openTime: bar.openTime,
    open: bar.open,
    high: Math.max(bar.open, close) + (bar.high - Math.max(bar.open, bar.close)) * share,
    low: Math.min(bar.open, close) - (Math.min(bar.open, bar.close) - bar.low) * share,
    close,
    volume: bar.volume * share,
  };
}

/** 800 simulated daily bars per symbol and two years of day partials at both intraday checkpoints. */
async function fill(database: AppDatabase, symbols: readonly string[]): Promise<void> {
  const market = createSimMarket({ seed: 1, symbols, listingAnchor: NOW - 3 * DAYS * DAY_MS });
  const candles = createCandleRepository(database.db);
  const partials = createTrendPartialsRepository(database.db);
  const from = bucketStart('1d', NOW) - DAYS * DAY_MS;
  for (let i = 0; i < symbols.length; i += 50) {
    const daily: SymbolCandle[] = [];
    const rows: SymbolPartial[] = [];
    for (const symbol of symbols.slice(i, i + 50)) {
      const bars = market.simCandles(symbol, '1d', from, bucketStart('1d', NOW));
      for (const bar of bars) {
        daily.push({ symbol, candle: bar });
        if (bar.openTime < NOW - 730 * DAY_MS) continue;
        for (const c of intradayCheckpoints) {
          const offset = defaultCheckpointOffsets[c];
          rows.push({ symbol, offset, day: bar.openTime, partial: partialOf(bar, offset / DAY_MS) });
        }
      }
    }
    await candles.upsert(SOURCE, '1d', daily);
    await partials.upsert(SOURCE, rows);
  }
  await database.db.execute(sql`analyze`);
}

/** The partials read as it was: one statement for every symbol, a row per partial. */
async function storedOneStatement(
  database: AppDatabase,
  symbols: readonly string[],
  offsets: readonly number[],
  from: number,
  to: number,
): Promise<DayPartialsBySymbol> {
  const result = await database.db.execute(sql`
    select p.symbol, p.offset_ms as off, p.day, p.open, p.high, p.low, p.close, p.volume
    from trend_day_partials p
    where p.source = ${SOURCE} and p.symbol = any(${sql.param([...symbols])}::text[])
      and p.offset_ms = any(${sql.param([...offsets])}::integer[])
      and p.day >= ${from} and p.day < ${to}
    order by p.symbol, p.offset_ms, p.day`);
  const out: DayPartialsBySymbol = new Map();
  for (const r of rowsOf<Record<string, unknown> & { symbol: string }>(result)) {
    const bySymbol = out.get(r.symbol) ?? new Map<number, Map<number, Candle>>();
    out.set(r.symbol, bySymbol);
    const byDay = bySymbol.get(Number(r.off)) ?? new Map<number, Candle>();
    bySymbol.set(Number(r.off), byDay);
    const day = Number(r.day);
    byDay.set(day, {
      openTime: day,
      open: Number(r.open),
      high: Number(r.high),
      low: Number(r.low),
      close: Number(r.close),
      volume: Number(r.volume),
    });
  }
  return out;
}

/** The refit as it was before the steps (its reads and computation; the run row is not written). */
async function refitBefore(deps: TrendRefitDeps, database: AppDatabase, symbols: readonly string[]) {
  const offsets = defaultCheckpointOffsets;
  const map = defaultDailyCprMap;
  const from = bucketStart('1d', NOW) - TREND_HISTORY_DAYS * DAY_MS;
  const daily = await deps.inputs.dailyCandles(SOURCE, symbols, from, NOW);
  const used = intradayOffsets(offsets);
  await deps.partials.storeFromCandles(SOURCE, '1h', symbols, used, from, NOW);
  const partials = await storedOneStatement(database, symbols, used, from, NOW);
  const dataset = trendDataset(trendSeriesOf(daily, partials, offsets), { map, now: NOW, offsets });
  const models: Partial<Record<string, ReturnType<typeof fitCheckpointModel>>> = {};
  for (const c of trendCheckpoints) {
    await yieldToEventLoop();
    if (dataset[c].some((r) => r.y !== null))
      models[c] = fitCheckpointModel(c, dataset[c], trendFeatureNames(map, c));
  }
  return models.open?.scores?.brier ?? null;
}

/** Runs `work` with a loop-delay histogram and a 10 ms interval timer on. */
async function monitored(work: () => Promise<number | null>) {
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  let ticks = 0;
  const rssBefore = process.memoryUsage.rss();
  let rssMax = rssBefore;
  const timer = setInterval(() => {
    ticks++;
    rssMax = Math.max(rssMax, process.memoryUsage.rss());
  }, 10);
  let gcPausesOver100 = 0;
  let longestGcMs = 0;
  const gc = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.duration >= 100) gcPausesOver100++;
      longestGcMs = Math.max(longestGcMs, e.duration);
    }
  });
  gc.observe({ entryTypes: ['gc'] });
  histogram.enable();
  const heapBefore = process.memoryUsage().heapUsed;
  const started = performance.now();
  const brier = await work();
  const ms = performance.now() - started;
  histogram.disable();
  clearInterval(timer);
  // The observer's entries are delivered asynchronously: one turn so that the last are counted.
  await yieldToEventLoop();
  gc.disconnect();
  const heapDeltaMb = (process.memoryUsage().heapUsed - heapBefore) / 1e6;
  return {
    ms,
    maxStallMs: histogram.max / 1e6,
    ticks,
    brier,
    heapDeltaMb,
    gcPausesOver100,
    longestGcMs,
    peakRssMb: process.resourceUsage().maxRSS / 1024,
    rssBeforeMb: rssBefore / 2 ** 20,
    rssMaxMb: rssMax / 2 ** 20,
  };
}

/**
 * The trend model's refit at `symbols` simulated symbols (800 daily bars each, two years of day
 * partials at both intraday checkpoints) on PGlite (with its event-loop turns, as the server opens
 * it) or on PostgreSQL at `postgresUrl`: the old path (one statement for the partials, the fits
 * synchronous, a turn between checkpoints) and the current `refitTrendModel` (docs/reliability.md,
 * Soak): total time, the longest event-loop stall and the loop's turns during each.
 */
export async function trendRefitBenches(
  symbolCount: number,
  postgresUrl?: string,
  paths: readonly RefitRun['path'][] = ['before', 'after'],
): Promise<RefitRun[]> {
  let driver = 'PGlite';
  let database: AppDatabase & { close(): Promise<void> };
  if (postgresUrl) {
    database = await createTestDatabase({ TEST_DATABASE_URL: postgresUrl });
    driver = 'PostgreSQL';
  } else {
    const client = await PGlite.create();
    // Statements that held the loop 100 ms or more, as the server logs them.
    shareEventLoop(client, {
      onHeld: (h) => console.log(`  held ${JSON.stringify(h).slice(0, 200)}`),
    });
    database = pgliteDatabase(client);
    await database.migrate();
  }
  const symbols = ['BTCUSDT', ...simSymbolNames(symbolCount).filter((s) => s !== 'BTCUSDT')].slice(
    0,
    symbolCount,
  );
  await fill(database, symbols);
  const deps: TrendRefitDeps = {
    source: SOURCE,
    inputs: createCprInputRepository(database.db),
    partials: createTrendPartialsRepository(database.db),
    models: createTrendModelRepository(database.db),
    now: () => new Date(NOW),
  };
  const runs: RefitRun[] = [];
  for (const path of paths) {
    const run = await monitored(async () =>
      path === 'before'
        ? refitBefore(deps, database, symbols)
        : ((await refitTrendModel(deps, symbols, NOW, defaultDailyCprMap, defaultCheckpointOffsets)).models
            .open?.scores?.brier ?? null),
    );
    runs.push({ path, symbols: symbolCount, driver, ...run });
  }
  await database.close();
  return runs;
}

/** A run as a bench figure (the stall is in `describeRefit`'s line). */
export const refitFigure = (r: RefitRun): Figure => ({
  name: `trend refit (${r.path}), ${r.symbols} symbols, ${r.driver}`,
  ms: r.ms,
  units: r.symbols,
  unit: 'symbols',
  perSecond: r.symbols / (r.ms / 1000),
  heapDeltaMb: r.heapDeltaMb,
});

export function describeRefit(r: RefitRun): string {
  return (
    `trend refit (${r.path}), ${r.symbols} symbols, ${r.driver}: ${r.ms.toFixed(0)} ms, longest loop stall ` +
    `${r.maxStallMs.toFixed(0)} ms, ${r.ticks} turns of a 10 ms timer; GC pauses ≥ 100 ms ${r.gcPausesOver100}, ` +
    `longest ${r.longestGcMs.toFixed(0)} ms; RSS ${r.rssBeforeMb.toFixed(0)} MB at the start, at most ` +
    `${r.rssMaxMb.toFixed(0)} MB during it, process peak ${r.peakRssMb.toFixed(0)} MB; open Brier ${r.brier}`
  );
}
