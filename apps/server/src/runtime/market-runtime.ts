import type { DamagedMarketFile, Exchange, StreamModule } from '@app/contracts';
import type { ServerRoot } from '../composition/server-root.ts';
import type { AppConfig } from '../config/config.ts';
import type { AppDatabase } from '../db/database.ts';
import type { JobContext } from '../jobs/job-context.ts';
import { createJobWorker } from '../jobs/job-worker.ts';
import type { JobQueue } from '../jobs/queue/job-queue.ts';
import type { JobRegistry } from '../jobs/registry.ts';
import { createWorkerLiveness, type WorkerLiveness } from '../jobs/worker-liveness.ts';
import { safeErrorText } from '../lib/safe-error.ts';
import { chartVenueOf } from '../market/files/files-venue.ts';
import type { MarketDataSource } from '../market/market-source.ts';
import { createEventBus, type EventBus } from '../push/event-bus.ts';
import { createReplayClock, replayCloses, replayWindow } from './files-replay.ts';
import { type MarketClock, openExchangeSource, openMarketSource } from './market-clock.ts';
import { createMarketFeed, type MarketFeed } from './market-feed.ts';
import { type Scheduling, startScheduling } from './market-scheduling.ts';
import { createMarketStatus, type MarketStatus } from './market-status.ts';

type Log = {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
};

export interface MarketRuntime {
  /** The running market source (a new one after an exchange switch). */
  readonly source: MarketDataSource;
  clock: MarketClock;
  queue: JobQueue;
  bus: EventBus;
  registry: JobRegistry;
  /** Resolves when the first start-up backfill (scheduler role) is done; at once in other roles. */
  historyReady: Promise<void>;
  /** The `source` key of the stored rows of the running source (`simulated`, `exchange:BYBIT`…). */
  sourceKey(): string;
  /** Source, exchange, how it answers and whether the data is still loading, for `health/` and the screens. */
  status(): MarketStatus;
  /** Files source: the kline files skipped or with unreadable rows (admin overview). */
  damagedFiles(): DamagedMarketFile[];
  /**
   * Switches the exchange source to `exchange` without a restart (the admin saved a new
   * `default_exchange`); nothing on the simulated and files sources or when it runs already.
   * Resolves once the new source runs (its backfill and the modules' reruns go on in the background).
   */
  useExchange(exchange: Exchange): Promise<void>;
  /** Called with the new source key after a switch (the API rebinds its services). */
  onSourceChange(listener: (key: string) => void): () => void;
  /**
   * Called each time the start-up runs have all ended (scheduler role: after the first backfill, and
   * after an exchange switch's): the end of the process's largest allocation peak.
   */
  onStartupSettled(listener: () => void): () => void;
  stop(): Promise<void>;
}

/** The modules whose screens follow the market source: all refetch after a switch. */
const marketModules: StreamModule[] = ['market', 'cpr', 'ict', 'volume', 'sniperflow'];
/** Without the api role, how often a process looks for a changed `default_exchange`. */
const SETTINGS_POLL_MS = 10_000;

/**
 * Everything but HTTP, by process role (docs/analytics.md §6–§7): every process opens the market source and
 * its clock, the stream event bus (LISTEN/NOTIFY) and the job queue (to enqueue); `worker` runs jobs;
 * `scheduler` backfills the history, runs every computation once, keeps the live feed and fires the
 * schedules. With several processes, run one scheduler (a second one is harmless: scheduled runs are
 * unique per fire time, ingestion is idempotent). On the exchange source a new `default_exchange`
 * switches the source in place: the live feed and schedules stop, the new venue's markets are
 * discovered and backfilled under its own key, and every module's start-up runs are enqueued again.
 */
export async function startMarketRuntime(
  config: AppConfig,
  database: AppDatabase,
  root: ServerRoot,
  log: Log,
): Promise<MarketRuntime> {
  const { roles } = config;
  const { repos, registry, queue, jobs } = root;
  if (database.driver === 'pglite' && roles.size < 3) {
    log.warn(
      { roles: [...roles] },
      'PGlite belongs to one process: the other roles run nowhere (split roles need DATABASE_URL)',
    );
  }
  const opened = await openMarketSource(config, root, log);
  const bus = createEventBus({
    openSession: () => database.access.openSession(),
    notifications: repos.notifications,
    onError: (message, error) => log.warn({ error: safeErrorText(error) }, message),
  });
  await bus.start();
  const publish = bus.publish;
  await queue.start();
  for (const job of registry.all()) {
    await queue.ensureQueue({
      name: job.name,
      retryLimit: job.retry.limit,
      retryDelaySeconds: job.retry.delaySeconds,
      expireInSeconds: job.expireInSeconds,
    });
  }
  const { tasks } = repos;
  const onError = (message: string, error: unknown) => log.warn({ error: safeErrorText(error) }, message);
  const feedDeps = { config, root, onError };
  let feed: MarketFeed = createMarketFeed(feedDeps, opened.source, opened.exchange);
  // The files source's clock stands at a past close while its last days are replayed (files-replay.ts).
  const replayClock = createReplayClock(() => feed.source.now());
  const clock: MarketClock = { now: replayClock.now, rate: opened.clock.rate };
  const files = opened.source.kind === 'files';
  const status = createMarketStatus(
    {
      source: opened.source.kind,
      exchange: opened.exchange ?? chartVenueOf(config.market),
      loading: roles.has('scheduler'),
      mode: files ? 'replay' : 'live',
      replayFrom: null,
    },
    () => {
      publish({ module: 'market', data_time: new Date(clock.now()).toISOString() }).catch(() => undefined);
    },
  );

  /** What a job run reads of the running feed (replaced in place on a switch: runs started later see it). */
  const feedContext = (f: MarketFeed) => {
    const { cpr, ict, liquidity, volume } = root.sourceServices(f.key, clock.now);
    return {
      source: f.key,
      ingest: f.ingest,
      marketCaps: f.marketCaps,
      cpr,
      ict,
      liquidity,
      volume,
      alertStore: repos.alerts,
      positioning: root.positioning(f.key, f.positioningSource, clock.now),
      positioningStore: repos.positioning,
    };
  };
  // Alerts on state changes, evaluated where the change happened: after a job run, at a live close.
  const alertingOf = (f: MarketFeed) => root.alerting({ source: f.key, publish, log });
  let alerting = alertingOf(feed);
  let liveness: WorkerLiveness | undefined;
  let context: JobContext | undefined;
  if (roles.has('worker')) {
    liveness = createWorkerLiveness(database.access);
    context = {
      now: clock.now,
      candles: repos.candles,
      symbols: repos.marketSymbols,
      tasks,
      ...feedContext(feed),
    };
    const worker = createJobWorker({
      registry,
      queue,
      tasks,
      liveness,
      context,
      publish,
      log,
      onChanged: (modules, dataTime, options) => alerting.onChanged(modules, dataTime, options),
    });
    const { interrupted } = await worker.start();
    log.info({ worker: liveness.workerId, interrupted }, 'job worker started');
  }

  let scheduling: Scheduling | undefined;
  const settledListeners = new Set<() => void>();
  /**
   * Files source, first start (no ICT trade stored yet), worker in this process: the days to replay.
   * The start-up runs then compute at the replay's first close, the replay walks the closes to the
   * data's end, and the start-up runs compute once more there (docs/analytics.md §6).
   */
  const planReplay = async () => {
    if (!files || !context || !roles.has('scheduler')) return null;
    const window = replayWindow(feed.source.now(), config.market.filesReplayDays);
    if (!window) return null;
    const stored = await repos.ict.recentTrades(feed.key, 1).catch((error: unknown) => {
      onError('stored ICT trades not read: no replay', error);
      return [undefined];
    });
    return stored.length > 0 ? null : window;
  };
  const replayThenSchedule = async (window: { from: number; closes: number[] }) => {
    const replayContext = context;
    await scheduling?.stop();
    if (stopped || !replayContext) return;
    log.info(
      { from: new Date(window.from).toISOString(), closes: window.closes.length },
      'files replay started',
    );
    const abort = new AbortController();
    replayAbort = abort;
    try {
      const report = await replayCloses({
        jobs: registry.all(),
        context: replayContext,
        clock: replayClock,
        closes: window.closes,
        signal: abort.signal,
      });
      log.info(
        { closes: report.closes, runs: report.runs, ms: Math.round(report.ms) },
        'files replay finished',
      );
    } catch (error) {
      log.warn(
        { error: safeErrorText(error) },
        'files replay failed: the screens show the data set as of its end',
      );
    }
    replayClock.clear();
    replayAbort = undefined;
    if (!stopped) void schedule();
  };
  let replayAbort: AbortController | undefined;
  let replaying: Promise<void> | undefined;
  const schedule = (replay: { from: number; closes: number[] } | null = null) => {
    status.set({ loading: true });
    if (replay) {
      replayClock.set(replay.from);
      status.set({ replayFrom: replay.from });
    }
    scheduling = startScheduling({
      ingest: feed.ingest,
      jobs: registry.all(),
      jobService: jobs,
      tasks,
      clock,
      publish,
      log,
      refreshStatistics: (scope) => repos.refreshPlannerStatistics(scope),
      onClose: (closeTime) => alerting.onChanged(['market'], closeTime),
      onSettled: () => {
        if (replay) {
          log.info({ at: new Date(replay.from).toISOString() }, 'start-up runs finished at the replay start');
          replaying = replayThenSchedule(replay);
          return;
        }
        log.info({}, 'start-up runs finished');
        status.set({ loading: false });
        for (const listener of settledListeners) listener();
      },
    });
    return scheduling.historyReady;
  };
  const historyReady = roles.has('scheduler') ? planReplay().then(schedule) : Promise.resolve();

  const listeners = new Set<(key: string) => void>();
  let switching: Promise<void> = Promise.resolve();
  let stopped = false;
  const switchTo = async (exchange: Exchange) => {
    if (stopped || feed.source.kind !== 'exchange' || feed.exchange === exchange) return;
    log.info({ from: feed.exchange, to: exchange }, 'default_exchange changed: switching the market source');
    status.set({ exchange, loading: roles.has('scheduler') });
    await scheduling?.stop();
    const previous = feed;
    feed = createMarketFeed(feedDeps, await openExchangeSource(config, exchange, log), exchange);
    alerting = alertingOf(feed);
    if (context) Object.assign(context, feedContext(feed));
    for (const listener of [...listeners]) listener(feed.key);
    await previous.source.close().catch((error: unknown) => onError('old market source not closed', error));
    const dataTime = new Date(clock.now()).toISOString();
    for (const module of marketModules) await publish({ module, data_time: dataTime }).catch(() => undefined);
    if (roles.has('scheduler')) void schedule();
  };
  const useExchange = (exchange: Exchange) => {
    switching = switching.then(
      () => switchTo(exchange),
      () => switchTo(exchange),
    );
    return switching;
  };

  // The api role hears a saved default_exchange from its settings service (start.ts); other processes look.
  let poll: ReturnType<typeof setInterval> | undefined;
  if (!roles.has('api') && feed.source.kind === 'exchange') {
    poll = setInterval(() => {
      root.settings
        .current()
        .then((s) => useExchange(s.default_exchange))
        .catch((error: unknown) => onError('default_exchange not read', error));
    }, SETTINGS_POLL_MS);
    poll.unref();
  }

  return {
    get source() {
      return feed.source;
    },
    clock,
    queue,
    bus,
    registry,
    historyReady,
    sourceKey: () => feed.key,
    status: () => ({ ...status.get(), exchangeStatus: feed.source.exchangeStatus?.() ?? null }),
    damagedFiles: () => feed.source.damagedFiles?.() ?? [],
    useExchange,
    onSourceChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onStartupSettled(listener) {
      settledListeners.add(listener);
      return () => settledListeners.delete(listener);
    },
    async stop() {
      stopped = true;
      if (poll) clearInterval(poll);
      await switching.catch(() => undefined);
      replayAbort?.abort();
      await replaying;
      await scheduling?.stop();
      await queue.stop(5000).catch(() => undefined);
      await liveness?.stop();
      await bus.stop();
      await feed.source.close();
    },
  };
}
