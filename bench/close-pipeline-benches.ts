import { createSimMarket, DAY_MS, simSymbolNames, timeframeMs } from '@app/core';
import { createServerRoot } from '@app/server/src/composition/server-root.ts';
import { createSourceReads } from '@app/server/src/composition/source-reads.ts';
import type { JobContext } from '@app/server/src/jobs/job-context.ts';
import { createJobScheduler } from '@app/server/src/jobs/job-scheduler.ts';
import { createJobWorker } from '@app/server/src/jobs/job-worker.ts';
import { createPgBossQueue } from '@app/server/src/jobs/queue/pg-boss-queue.ts';
import { appJobs } from '@app/server/src/jobs/registry.ts';
import { createWorkerLiveness } from '@app/server/src/jobs/worker-liveness.ts';
import type { SymbolCandle } from '@app/server/src/repositories/candle-repository.ts';
import { ICT_1H_LOOKBACK_MS } from '@app/server/src/services/ict/ict-inputs.ts';
import { createTestDatabase } from '@app/server/test/support/test-database.ts';
import type { Figure } from './measure.ts';

const M5 = timeframeMs('5m');
const H1 = timeframeMs('1h');
/** The first measured close: 13:05 UTC, in the London/New York overlap (every module has work). */
const FIRST_CLOSE = Date.UTC(2026, 10, 20, 13, 5);
const SIZES = [100, 500, 1000] as const;
/** Closes measured per size, after one close that warms the modules' state. */
const CLOSES = 4;
const MODULE_OF: Record<string, string> = {
  'ict-scan': 'ict',
  'volume-classification': 'volume',
  'liquidity-run': 'sniperflow',
  'cpr-insights': 'cpr',
};

export interface PipelineRun {
  symbols: number;
  driver: string;
  /** Per module: ms from the close (the scheduler told of it) to its task stored SUCCESS, per close. */
  perModule: Map<string, number[]>;
  /** Per close: ms until every module's results were stored. */
  all: number[];
}

const percentile = (values: readonly number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
};

/**
 * The per-close pipeline as a running server does it, at 100, 500 and 1,000 simulated symbols: the
 * live feed has stored the closed 5m bar of every symbol; the scheduler is told of the close
 * (`JobScheduler.closed`) and enqueues ICT, volume, liquidity and CPR insights (task rows and pg-boss
 * jobs); one worker takes them from the queue and runs each module's read, compute and write. Measured
 * from the scheduler's call to each task stored SUCCESS (its stream event follows at once), for 4
 * closes after a warm-up close, in one process on PGlite, or on PostgreSQL with `databaseUrl`.
 * History per symbol: 5m since yesterday 00:00, 1h of the ICT lookback, 1d of 120 days.
 */
export async function closePipelineBenches(
  databaseUrl?: string,
  sizes: readonly number[] = SIZES,
): Promise<PipelineRun[]> {
  const names = simSymbolNames(Math.max(...sizes));
  const market = createSimMarket({ seed: 1, symbols: names, listingAnchor: Date.UTC(2026, 10, 1) });
  const database = await createTestDatabase(databaseUrl ? { TEST_DATABASE_URL: databaseUrl } : {});
  let marketNow = FIRST_CLOSE - M5 + 1000;
  const queue = createPgBossQueue({ access: database.access, supervise: false, pollingIntervalSeconds: 1 });
  const root = createServerRoot({ db: database.db, queue });
  const { repos } = root;
  const runs: PipelineRun[] = [];
  try {
    const lastClosed = FIRST_CLOSE - M5;
    for (const [tf, from, to] of [
      ['1d', lastClosed - (lastClosed % DAY_MS) - 120 * DAY_MS, lastClosed - (lastClosed % DAY_MS)],
      ['1h', lastClosed - ICT_1H_LOOKBACK_MS - DAY_MS, lastClosed - (lastClosed % H1)],
      ['5m', lastClosed - (lastClosed % DAY_MS) - DAY_MS, lastClosed],
    ] as const) {
      for (let i = 0; i < names.length; i += 100) {
        const rows: SymbolCandle[] = names
          .slice(i, i + 100)
          .flatMap((symbol) => market.simCandles(symbol, tf, from, to).map((candle) => ({ symbol, candle })));
        await repos.candles.upsert('simulated', tf, rows);
      }
    }
    await queue.start();
    for (const job of appJobs) {
      await queue.ensureQueue({
        name: job.name,
        retryLimit: 0,
        retryDelaySeconds: 1,
        expireInSeconds: job.expireInSeconds,
      });
    }
    const { cpr, ict, liquidity, volume } = createSourceReads({
      root,
      key: 'simulated',
      marketNow: () => marketNow,
    });
    const context = {
      now: () => marketNow,
      source: 'simulated',
      candles: repos.candles,
      symbols: repos.marketSymbols,
      tasks: repos.tasks,
      cpr,
      ict,
      liquidity,
      volume,
    } as unknown as JobContext;
    const worker = createJobWorker({
      registry: root.registry,
      queue,
      tasks: repos.tasks,
      liveness: createWorkerLiveness(database.access),
      context: () => context,
      publish: async () => undefined,
    });
    await worker.start();

    let close = FIRST_CLOSE;
    for (const size of sizes) {
      await repos.marketSymbols.sync(
        'simulated',
        names
          .slice(0, size)
          .map((symbol) => ({ symbol, base: symbol.replace(/USDT$/, ''), marketCap: null })),
      );
      // The baselines (and a classification) for these symbols, as the daily job leaves them.
      await volume.updateBaselines();
      const run: PipelineRun = { symbols: size, driver: database.driver, perModule: new Map(), all: [] };
      for (let c = 0; c <= CLOSES; c++, close += M5) {
        const closed: SymbolCandle[] = names.flatMap((symbol) =>
          market.simCandles(symbol, '5m', close - M5, close).map((candle) => ({ symbol, candle })),
        );
        await repos.candles.upsert('simulated', '5m', closed);
        if (close % H1 === 0) {
          const hour = names.flatMap((symbol) =>
            market.simCandles(symbol, '1h', close - H1, close).map((candle) => ({ symbol, candle })),
          );
          await repos.candles.upsert('simulated', '1h', hour);
        }
        marketNow = close + 500;
        const tasks: { job: string; id: number }[] = [];
        const scheduler = createJobScheduler({
          jobs: appJobs,
          clock: { now: () => marketNow, rate: 1 },
          enqueue: async (job, payload, key) => {
            const task = await root.jobs.enqueue(job.name, payload, 'schedule', key);
            if (task) tasks.push({ job: job.name, id: task.id });
          },
        });
        scheduler.start();
        const started = performance.now();
        scheduler.closed(close);
        const done = new Map<string, number>();
        while (done.size < Object.keys(MODULE_OF).length) {
          for (const task of tasks) {
            if (done.has(task.job)) continue;
            const row = await repos.tasks.findById(task.id);
            if (row?.status === 'FAILURE') throw new Error(`${task.job} failed: ${row.error}`);
            if (row?.status === 'SUCCESS') done.set(task.job, performance.now() - started);
          }
          if (performance.now() - started > 120_000)
            throw new Error('the close pipeline did not finish in 120 s');
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
        scheduler.stop();
        if (process.env.BENCH_PIPELINE_DETAIL)
          for (const task of tasks) console.log(`    ${(await repos.tasks.findById(task.id))?.detail}`);
        if (c === 0) continue; // the warm-up close
        for (const [job, ms] of done) {
          const module = MODULE_OF[job] ?? job;
          run.perModule.set(module, [...(run.perModule.get(module) ?? []), ms]);
        }
        run.all.push(Math.max(...done.values()));
      }
      runs.push(run);
    }
    return runs;
  } finally {
    await queue.stop(2000).catch(() => undefined);
    await database.close();
  }
}

/** The runs as figures (p95 of all modules stored per size) and lines (per module p50/p95). */
export function describePipeline(runs: readonly PipelineRun[]): { figures: Figure[]; lines: string[] } {
  const figures: Figure[] = [];
  const lines: string[] = [];
  for (const run of runs) {
    const p95 = percentile(run.all, 95);
    figures.push({
      name: `close → every module stored, ${run.symbols} symbols (${run.driver}, p95)`,
      ms: p95,
      units: run.symbols,
      unit: 'symbols',
      perSecond: run.symbols / (p95 / 1000),
      heapDeltaMb: 0,
    });
    const parts = [...run.perModule].map(
      ([module, ms]) => `${module} ${percentile(ms, 50).toFixed(0)}/${percentile(ms, 95).toFixed(0)}`,
    );
    lines.push(
      `  ${run.symbols} symbols (${run.driver}): all stored p50 ${percentile(run.all, 50).toFixed(0)} ms, p95 ${p95.toFixed(0)} ms; ` +
        `per module p50/p95 ms: ${parts.join(', ')} (aim: p95 <= 2,000 ms at 500)`,
    );
  }
  const [small, , large] = runs;
  if (small && large)
    lines.push(
      `  growth 100 -> 1,000 symbols: ${(percentile(large.all, 50) / percentile(small.all, 50)).toFixed(1)}x the time for 10x the symbols (linear: 10x)`,
    );
  return { figures, lines };
}
