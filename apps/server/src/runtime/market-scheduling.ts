import type { RegisteredJob } from '../jobs/job-definition.ts';
import { createJobScheduler, type JobScheduler, type MarketClock } from '../jobs/job-scheduler.ts';
import type { JobService } from '../jobs/job-service.ts';
import { safeErrorText } from '../lib/safe-error.ts';
import type { SourceEvent } from '../push/source-event.ts';
import type { TaskRepository } from '../repositories/task-repository.ts';
import type { MarketIngestService } from '../services/market/market-ingest-service.ts';
import { runStartupIngest, runTrendPartialsPhase } from './startup-ingest.ts';

type Log = {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
};

export interface SchedulingDeps {
  ingest: MarketIngestService;
  jobs: readonly RegisteredJob[];
  jobService: JobService;
  tasks: Pick<TaskRepository, 'findById'>;
  clock: MarketClock;
  /** The `source` key whose `closed` events enqueue the runs that follow a close. */
  sourceKey: string;
  /** Where ingest's `closed` events are heard (the event bus, push/source-event.ts). */
  events: { onSource(listener: (event: SourceEvent) => void): () => void };
  log: Log;
  /** Every start-up run has finished (SUCCESS or FAILURE): the screens are no longer loading. */
  onSettled(): void;
  /** `ANALYZE` after the start-up's bulk loads (runtime/startup-ingest.ts). */
  refreshStatistics?(scope: 'candles' | 'trend_day_partials'): Promise<void>;
  /** How often the start-up tasks are checked; default 1 s. */
  pollMs?: number;
}

export interface Scheduling {
  /** Resolves when the start-up backfill is done (or stopped). */
  historyReady: Promise<void>;
  /** Stops the backfill, the live feed and the schedules; resolves when they have stopped. */
  stop(): Promise<void>;
}

const FINISHED = new Set(['SUCCESS', 'FAILURE']);

/**
 * The scheduler role for one market source: backfill the history (running each job's start-up runs
 * after its phase), then the schedules, the live feed and the subscription to its `closed` events,
 * then the trend model's day partials; `onSettled` once every start-up run ended.
 */
export function startScheduling(deps: SchedulingDeps): Scheduling {
  const { log } = deps;
  const abort = new AbortController();
  const startupTasks: number[] = [];
  let scheduler: JobScheduler | undefined;
  let stopLive: (() => Promise<void>) | undefined;
  let unsubscribe: (() => void) | undefined;
  const enqueue = async (job: { name: string }, payload: unknown, key?: string) => {
    const task = await deps.jobService.enqueue(job.name, payload, key ? 'schedule' : 'startup', key);
    if (!key && task) startupTasks.push(task.id);
  };
  const settle = async () => {
    while (!abort.signal.aborted) {
      const rows = await Promise.all(startupTasks.map((id) => deps.tasks.findById(id)));
      if (rows.every((row) => row === undefined || FINISHED.has(row.status))) return deps.onSettled();
      await new Promise((resolve) => setTimeout(resolve, deps.pollMs ?? 1000));
    }
  };
  const historyReady = (async () => {
    const startup = {
      ingest: deps.ingest,
      jobs: deps.jobs,
      enqueue,
      signal: abort.signal,
      log,
      ...(deps.refreshStatistics ? { refreshStatistics: deps.refreshStatistics } : {}),
    };
    const report = await runStartupIngest(startup);
    log.info({ candles: report.candles, ms: Math.round(report.elapsedMs) }, 'market history ready');
    if (abort.signal.aborted) return;
    scheduler = createJobScheduler({
      jobs: deps.jobs,
      clock: deps.clock,
      enqueue,
      onError: (message, error) => log.warn({ error: safeErrorText(error) }, message),
    });
    scheduler.start();
    // The modules that follow the 5m close run from the close itself (docs/architecture.md §3): ingest
    // publishes `closed` on the bus once the bars are stored, and the scheduler hears it there.
    unsubscribe = deps.events.onSource((event) => {
      if (event.type === 'closed' && event.source === deps.sourceKey) scheduler?.closed(event.close_time);
    });
    stopLive = await deps.ingest.startLive();
    if (abort.signal.aborted) return;
    await runTrendPartialsPhase(startup).catch((error: unknown) => {
      if (!abort.signal.aborted) log.warn({ error: safeErrorText(error) }, 'trend partials not stored');
    });
    if (abort.signal.aborted) return;
    void settle().catch((error: unknown) =>
      log.warn({ error: safeErrorText(error) }, 'start-up runs not followed'),
    );
  })().catch((error: unknown) => {
    if (!abort.signal.aborted) log.error({ error: safeErrorText(error) }, 'market start-up failed');
  });
  return {
    historyReady,
    async stop() {
      abort.abort();
      await historyReady;
      scheduler?.stop();
      unsubscribe?.();
      await stopLive?.().catch(() => undefined);
    },
  };
}
