import type { AppConfig } from '../config/config.ts';
import type { AppDatabase } from '../db/database.ts';
import type { JobContext } from '../jobs/job-context.ts';
import { createJobScheduler, type JobScheduler } from '../jobs/job-scheduler.ts';
import { createJobWorker } from '../jobs/job-worker.ts';
import type { JobQueue } from '../jobs/queue/job-queue.ts';
import { createPgBossQueue } from '../jobs/queue/pg-boss-queue.ts';
import { appJobs, createJobRegistry, type JobRegistry } from '../jobs/registry.ts';
import { createWorkerLiveness, type WorkerLiveness } from '../jobs/worker-liveness.ts';
import { createMarketCapProvider } from '../market/caps/create-market-cap-provider.ts';
import { createEventBus, type EventBus } from '../push/event-bus.ts';
import { createCandleRepository } from '../repositories/candle-repository.ts';
import { createFormingCandleRepository } from '../repositories/forming-candle-repository.ts';
import { createMarketCapRepository } from '../repositories/market-cap-repository.ts';
import { createMarketSymbolRepository } from '../repositories/market-symbol-repository.ts';
import { createNotificationRepository } from '../repositories/notification-repository.ts';
import { createTaskRepository } from '../repositories/task-repository.ts';
import { createToolboxLogRepository } from '../repositories/toolbox-log-repository.ts';
import { createJobService, type JobService } from '../services/jobs/job-service.ts';
import { createMarketCapService } from '../services/market/market-cap-service.ts';
import { createMarketIngestService } from '../services/market/market-ingest-service.ts';
import { createWorkerServices } from '../services/worker-services.ts';
import { type MarketClock, openMarketSource, type SourceWithClock } from './market-clock.ts';
import { runStartupIngest } from './startup-ingest.ts';

type Log = {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
};

export interface MarketRuntime extends SourceWithClock {
  clock: MarketClock;
  queue: JobQueue;
  bus: EventBus;
  registry: JobRegistry;
  /** Resolves when the start-up backfill (scheduler role) is done; at once in other roles. */
  historyReady: Promise<void>;
  stop(): Promise<void>;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Everything but HTTP, by process role (ANALYTICS.md §6–7): every process opens the market source and
 * its clock, the stream event bus (LISTEN/NOTIFY) and the job queue (to enqueue); `worker` runs jobs;
 * `scheduler` backfills the history, runs every computation once, keeps the live feed and fires the
 * schedules. With several processes, run one scheduler (a second one is harmless: scheduled runs are
 * unique per fire time, ingestion is idempotent).
 */
export async function startMarketRuntime(
  config: AppConfig,
  database: AppDatabase,
  log: Log,
): Promise<MarketRuntime> {
  const { db } = database;
  const { roles } = config;
  const registry = createJobRegistry(appJobs);
  if (database.driver === 'pglite' && roles.size < 3) {
    log.warn(
      { roles: [...roles] },
      'PGlite belongs to one process: the other roles run nowhere (split roles need DATABASE_URL)',
    );
  }
  const { source, clock } = await openMarketSource(config, db, log);
  const bus = createEventBus({
    openSession: () => database.access.openSession(),
    notifications: createNotificationRepository(db),
    onError: (message, error) => log.warn({ error: errorText(error) }, message),
  });
  await bus.start();
  const queue = createPgBossQueue({
    access: database.access,
    supervise: roles.has('worker') || roles.has('scheduler'),
    onError: (error) => log.warn({ error: error.message }, 'job queue error'),
  });
  await queue.start();
  for (const job of registry.all()) {
    await queue.ensureQueue({
      name: job.name,
      retryLimit: job.retry.limit,
      retryDelaySeconds: job.retry.delaySeconds,
      expireInSeconds: job.expireInSeconds,
    });
  }
  const tasks = createTaskRepository(db);
  const candles = createCandleRepository(db);
  const symbols = createMarketSymbolRepository(db);
  // Exchange and files sources list no caps: the rebuild-symbol-meta job stores them (ANALYTICS §2).
  const marketCaps =
    source.kind === 'simulated'
      ? undefined
      : createMarketCapService({
          provider: createMarketCapProvider(config.market),
          repository: createMarketCapRepository(db),
          now: () => new Date(),
        });
  const ingest = createMarketIngestService({
    source,
    candles,
    forming: createFormingCandleRepository(db),
    symbols,
    ...(marketCaps ? { caps: marketCaps } : {}),
    onError: (message, error) => log.warn({ error: errorText(error) }, message),
  });
  const jobs: JobService = createJobService({
    registry,
    queue,
    tasks,
    toolboxLog: createToolboxLogRepository(db),
  });
  const publish = bus.publish;

  let liveness: WorkerLiveness | undefined;
  if (roles.has('worker')) {
    liveness = createWorkerLiveness(database.access);
    const { cpr, ict, liquidity, volume } = createWorkerServices(
      db,
      source.kind,
      clock.now,
      (message, error) => log.warn({ error: errorText(error) }, message),
    );
    const context: JobContext = {
      now: clock.now,
      source: source.kind,
      ingest,
      ...(marketCaps ? { marketCaps } : {}),
      candles,
      symbols,
      tasks,
      cpr,
      ict,
      liquidity,
      volume,
    };
    const worker = createJobWorker({ registry, queue, tasks, liveness, context, publish, log });
    const { interrupted } = await worker.start();
    log.info({ worker: liveness.workerId, interrupted }, 'job worker started');
  }

  const abort = new AbortController();
  let scheduler: JobScheduler | undefined;
  let stopLive: (() => Promise<void>) | undefined;
  let historyReady: Promise<void> = Promise.resolve();
  if (roles.has('scheduler')) {
    const enqueue = async (job: { name: string }, payload: unknown, key?: string) => {
      await jobs.enqueue(job.name, payload, key ? 'schedule' : 'startup', key);
    };
    historyReady = (async () => {
      const report = await runStartupIngest({
        ingest,
        jobs: registry.all(),
        enqueue,
        signal: abort.signal,
        log,
      });
      log.info({ candles: report.candles, ms: Math.round(report.elapsedMs) }, 'market history ready');
      if (abort.signal.aborted) return;
      stopLive = await ingest.startLive((closeTime) => {
        publish({ module: 'market', data_time: new Date(closeTime).toISOString() }).catch(() => undefined);
      });
      scheduler = createJobScheduler({
        jobs: registry.all(),
        clock,
        enqueue,
        onError: (message, error) => log.warn({ error: errorText(error) }, message),
      });
      scheduler.start();
    })().catch((error: unknown) => {
      if (!abort.signal.aborted) log.error({ error: errorText(error) }, 'market start-up failed');
    });
  }

  return {
    source,
    clock,
    queue,
    bus,
    registry,
    historyReady,
    async stop() {
      abort.abort();
      await historyReady;
      scheduler?.stop();
      await stopLive?.().catch(() => undefined);
      await queue.stop(5000).catch(() => undefined);
      await liveness?.stop();
      await bus.stop();
      await source.close();
    },
  };
}
