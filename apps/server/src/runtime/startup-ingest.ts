import { DAY_MS, type StoredTimeframe } from '@app/core';
import type { RegisteredJob, StartupPhase } from '../jobs/job-definition.ts';
import { safeErrorText } from '../lib/safe-error.ts';
import { ICT_1H_LOOKBACK_MS } from '../services/ict/ict-inputs.ts';
import type { MarketIngestService } from '../services/market/market-ingest-service.ts';

type Log = { info(obj: object, msg: string): void };

export interface StartupIngestDeps {
  ingest: MarketIngestService;
  jobs: readonly RegisteredJob[];
  enqueue(job: RegisteredJob, payload: unknown): Promise<void>;
  signal: AbortSignal;
  log: Log;
  /**
   * Refreshes the planner's statistics after a bulk load (repositories/planner-statistics.ts): the
   * bars after each phase, the trend day partials after theirs.
   */
  refreshStatistics?(scope: 'candles' | 'trend_day_partials'): Promise<void>;
}

/** Refreshes the statistics and logs how long it held the database. */
async function refreshStatistics(
  deps: StartupIngestDeps,
  scope: 'candles' | 'trend_day_partials',
): Promise<void> {
  if (!deps.refreshStatistics) return;
  const started = performance.now();
  try {
    await deps.refreshStatistics(scope);
    deps.log.info({ scope, ms: Math.round(performance.now() - started) }, 'planner statistics refreshed');
  } catch (error) {
    // Statistics only speed the plans up: the start-up goes on without them.
    deps.log.info({ scope, error: safeErrorText(error) }, 'planner statistics not refreshed');
  }
}

/**
 * The order history comes in on a first start (~1.2 M rows for the simulated market): the daily bars
 * (CPR), the last two days of 5m bars (liquidity, CPR positions), the hourly bars of the ICT scan's
 * lookback (16 days, `ICT_1H_LOOKBACK_MS`, and a day to spare), then the rest of the 1h and 5m
 * history (volume baselines need 20 days of 5m). A restart only resumes after the newest stored bars.
 * The trend model's day partials come last (`runTrendPartialsPhase`), once the live feed runs.
 */
const phases: { phase: StartupPhase; timeframes: StoredTimeframe[]; recentMs?: number }[] = [
  { phase: '1d', timeframes: ['1d'] },
  { phase: 'recent-5m', timeframes: ['5m'], recentMs: 2 * DAY_MS },
  { phase: '1h', timeframes: ['1h'], recentMs: ICT_1H_LOOKBACK_MS + DAY_MS },
  { phase: 'history', timeframes: ['1h', '5m'] },
];

/** Enqueues the start-up runs that wait for `phase` (the early ones first). */
async function runJobsAfter(deps: StartupIngestDeps, phase: StartupPhase): Promise<void> {
  for (const job of deps.jobs.filter((j) => j.startupEarly?.after === phase)) {
    for (const payload of job.startupEarly?.payloads ?? []) await deps.enqueue(job, payload);
  }
  for (const job of deps.jobs.filter((j) => j.startupAfter === phase)) {
    for (const payload of job.startup) await deps.enqueue(job, payload);
  }
}

/**
 * The scheduler role's start: sync the symbol list, backfill each stored timeframe (resuming after
 * the newest stored bar), and after each phase run once every job whose start-up runs wait for that
 * phase (docs/analytics.md §6: screens have data soon after start). Returns the total figures.
 */
export async function runStartupIngest(
  deps: StartupIngestDeps,
): Promise<{ candles: number; elapsedMs: number }> {
  const started = performance.now();
  const symbols = await deps.ingest.syncSymbols();
  deps.log.info({ symbols: symbols.length }, 'market symbols synced');
  let candles = 0;
  for (const { phase, timeframes, recentMs } of phases) {
    const report = await deps.ingest.catchUp(
      timeframes,
      recentMs
        ? {
            signal: deps.signal,
            history: Object.fromEntries(timeframes.map((tf) => [tf, recentMs])),
            fillHead: false,
          }
        : { signal: deps.signal },
    );
    candles += report.candles;
    const perSecond = report.elapsedMs > 0 ? Math.round((report.candles / report.elapsedMs) * 1000) : 0;
    deps.log.info(
      { phase, candles: report.candles, ms: Math.round(report.elapsedMs), rowsPerSecond: perSecond },
      'market history stored',
    );
    // Before the runs that read these bars, so that their statements are planned on statistics.
    await refreshStatistics(deps, 'candles');
    await runJobsAfter(deps, phase);
  }
  return { candles, elapsedMs: performance.now() - started };
}

/**
 * The last start-up phase, `trend-partials`, run once the live feed and the schedules have started (on
 * an exchange the first start fetches two years of 1h bars, minutes of rate-limited requests that must
 * not hold the live data back): fill the trend model's day-partial store (the stored 1h bars, and the
 * older days once from the source; a restart fetches nothing again), then enqueue the runs that wait
 * for it (the trend-model refit with all three checkpoints).
 */
export async function runTrendPartialsPhase(deps: StartupIngestDeps): Promise<void> {
  const partials = await deps.ingest.backfillTrendPartials({ signal: deps.signal });
  if (partials !== null)
    deps.log.info(
      {
        phase: 'trend-partials',
        fromCandles: partials.fromCandles,
        fromSource: partials.fromSource,
        symbolsFetched: partials.symbolsFetched,
        failed: partials.failed,
        ms: Math.round(partials.elapsedMs),
      },
      'trend partials stored',
    );
  await refreshStatistics(deps, 'trend_day_partials');
  await runJobsAfter(deps, 'trend-partials');
}
