import type { DamagedMarketFile, Exchange, StreamModule } from '@app/contracts';
import type { ServerRoot } from '../composition/server-root.ts';
import { createSourceScope, type SourceScope } from '../composition/source-scope.ts';
import type { AppConfig } from '../config/config.ts';
import type { AppDatabase } from '../db/database.ts';
import { createJobWorker } from '../jobs/job-worker.ts';
import type { JobQueue } from '../jobs/queue/job-queue.ts';
import type { JobRegistry } from '../jobs/registry.ts';
import { createWorkerLiveness, type WorkerLiveness } from '../jobs/worker-liveness.ts';
import { safeErrorText } from '../lib/safe-error.ts';
import { isoOfMs } from '../lib/time.ts';
import { chartVenueOf } from '../market/files/files-venue.ts';
import type { MarketDataSource } from '../market/market-source.ts';
import { createEventBus, type EventBus } from '../push/event-bus.ts';
import { createReplayClock, type ReplayClock, replayWindow } from './files-replay.ts';
import { type MarketClock, openExchangeSource, openMarketSource } from './market-clock.ts';
import { createMarketStatus, type MarketStatus } from './market-status.ts';
import { type ScopeScheduling, startScopeScheduling } from './scope-scheduling.ts';
import { sourceKey } from './source-key.ts';

type Log = {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
};

export interface MarketRuntime {
  /** The market clock of the current scope. */
  clock: MarketClock;
  queue: JobQueue;
  bus: EventBus;
  registry: JobRegistry;
  /** Resolves when the first start-up backfill (scheduler role) is done; at once in other roles. */
  historyReady: Promise<void>;
  /** The current source scope: the one the API reads and job runs compute on (a new one after a switch). */
  current(): SourceScope;
  /** Every scope this process runs, the current one included. */
  scopes(): readonly SourceScope[];
  /** Source, exchange, how it answers and whether the data is still loading, for `health/` and the screens. */
  status(): MarketStatus;
  /** Files source: the kline files skipped or with unreadable rows (admin overview). */
  damagedFiles(): DamagedMarketFile[];
  /**
   * Replaces the exchange scope with one on `exchange` (a `venue` event: the admin saved a new
   * `default_exchange`); nothing on the simulated and files sources or when it runs already.
   * Resolves once the new scope runs (its backfill and the modules' reruns go on in the background).
   */
  useExchange(exchange: Exchange): Promise<void>;
  /** Called each time the start-up runs have all ended (scheduler role): the end of the largest allocation peak. */
  onStartupSettled(listener: () => void): () => void;
  stop(): Promise<void>;
}

/** The modules whose screens follow the market source: all refetch after a switch. */
const marketModules: StreamModule[] = ['market', 'cpr', 'ict', 'volume', 'sniperflow'];

/** One scope with what this process runs for it. */
interface Running {
  scope: SourceScope;
  /** The scheduler role's work for it, once its replay is planned. */
  scheduling: Promise<ScopeScheduling | null>;
}

/**
 * The supervisor of this process's market sources (docs/architecture.md §3, docs/analytics.md §6–§7):
 * the event bus, the job queue, the worker (role `worker`, running each job on the current scope's
 * context) and the source scopes it holds (composition/source-scope.ts), each with the scheduler
 * role's backfill, live feed and schedules (scope-scheduling.ts). A `venue` event on the bus (any
 * process saved `default_exchange`) replaces the exchange scope: the new venue is discovered and
 * backfilled under its own key while the old scope stops.
 */
export async function startMarketRuntime(
  config: AppConfig,
  database: AppDatabase,
  root: ServerRoot,
  log: Log,
): Promise<MarketRuntime> {
  const { roles } = config;
  const { repos, registry, queue } = root;
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
  await queue.start();
  for (const job of registry.all()) {
    await queue.ensureQueue({
      name: job.name,
      retryLimit: job.retry.limit,
      retryDelaySeconds: job.retry.delaySeconds,
      expireInSeconds: job.expireInSeconds,
    });
  }
  const files = opened.source.kind === 'files';
  // The files source's clock stands at a past close while its last days are replayed (files-replay.ts).
  const replayClock: ReplayClock = createReplayClock(() => opened.source.now());
  const status = createMarketStatus(
    {
      source: opened.source.kind,
      exchange: opened.exchange ?? chartVenueOf(config.market),
      loading: roles.has('scheduler'),
      mode: files ? 'replay' : 'live',
      replayFrom: null,
    },
    () =>
      void bus
        .publish({ module: 'market', data_time: isoOfMs(current().clock.now()) })
        .catch(() => undefined),
  );
  const settledListeners = new Set<() => void>();
  const scopes = new Map<string, Running>();
  let currentKey = '';
  const current = () => {
    const running = scopes.get(currentKey);
    if (!running) throw new Error('no market source scope runs');
    return running.scope;
  };

  /** Files source, first start (no ICT trade stored), worker and scheduler here: the days to replay. */
  const planReplay = async (scope: SourceScope) => {
    if (!files || !roles.has('worker')) return null;
    const window = replayWindow(scope.source.now(), config.market.filesReplayDays);
    if (!window) return null;
    const stored = await repos.ict.recentTrades(scope.key, 1).catch((error: unknown) => {
      log.warn({ error: safeErrorText(error) }, 'stored ICT trades not read: no replay');
      return [undefined];
    });
    return stored.length > 0 ? null : { window, clock: replayClock };
  };

  /** Builds, starts and holds the scope of `source`; the scheduler role's work begins in the background. */
  const run = (source: MarketDataSource, exchange: Exchange | undefined, clock: MarketClock): Running => {
    const scope = createSourceScope({
      root,
      bus,
      source,
      key: sourceKey(source.kind, exchange),
      ...(exchange ? { exchange } : {}),
      clock,
      market: config.market,
      evaluateAlerts: roles.has('scheduler'),
      log,
    });
    scope.start();
    const scheduling = roles.has('scheduler')
      ? planReplay(scope).then((replay) =>
          startScopeScheduling({
            scope,
            jobs: registry.all(),
            jobService: root.jobs,
            tasks: repos.tasks,
            events: bus,
            status,
            log,
            replay,
            refreshStatistics: (what) => repos.refreshPlannerStatistics(what),
            onSettled: () => {
              for (const listener of settledListeners) listener();
            },
          }),
        )
      : Promise.resolve(null);
    const running = { scope, scheduling };
    scopes.set(scope.key, running);
    return running;
  };
  const retire = async (running: Running) => {
    await (await running.scheduling)?.stop();
    await running.scope.stop();
    if (scopes.get(running.scope.key) === running) scopes.delete(running.scope.key);
  };

  const first = run(opened.source, opened.exchange, { now: replayClock.now, rate: opened.clock.rate });
  currentKey = first.scope.key;
  const historyReady = first.scheduling.then((s) => s?.historyReady);

  let liveness: WorkerLiveness | undefined;
  if (roles.has('worker')) {
    liveness = createWorkerLiveness(database.access);
    const worker = createJobWorker({
      registry,
      queue,
      tasks: repos.tasks,
      liveness,
      context: () => current().context,
      publish: bus.publish,
      publishSource: bus.publishSource,
      log,
    });
    const { interrupted } = await worker.start();
    log.info({ worker: liveness.workerId, interrupted }, 'job worker started');
  }

  let switching: Promise<void> = Promise.resolve();
  let stopped = false;
  const switchTo = async (exchange: Exchange) => {
    const previous = scopes.get(currentKey);
    if (
      stopped ||
      !previous ||
      previous.scope.source.kind !== 'exchange' ||
      previous.scope.exchange === exchange
    )
      return;
    log.info(
      { from: previous.scope.exchange, to: exchange },
      'default_exchange changed: switching the market source',
    );
    await (await previous.scheduling)?.stop();
    const source = await openExchangeSource(config, exchange, log);
    currentKey = run(source, exchange, { now: () => source.now(), rate: 1 }).scope.key;
    // The status names the venue once its scope is the current one (health and the API agree).
    status.set({ exchange, loading: roles.has('scheduler') });
    await retire(previous);
    const dataTime = isoOfMs(current().clock.now());
    for (const module of marketModules)
      await bus.publish({ module, data_time: dataTime }).catch(() => undefined);
  };
  const useExchange = (exchange: Exchange) => {
    switching = switching.then(
      () => switchTo(exchange),
      () => switchTo(exchange),
    );
    return switching;
  };
  // A saved default_exchange is told to every process on the bus; each switches its own scope.
  const offVenue = bus.onSource((event) => {
    if (event.type === 'venue') void useExchange(event.exchange);
  });
  const offSettings = root.settings.onChange((next, previous) => {
    if (next.default_exchange !== previous.default_exchange)
      return bus.publishSource({ type: 'venue', exchange: next.default_exchange });
  });

  return {
    get clock() {
      return current().clock;
    },
    queue,
    bus,
    registry,
    historyReady,
    current,
    scopes: () => [...scopes.values()].map((r) => r.scope),
    status: () => ({ ...status.get(), exchangeStatus: current().source.exchangeStatus?.() ?? null }),
    damagedFiles: () => current().damagedFiles(),
    useExchange,
    onStartupSettled(listener) {
      settledListeners.add(listener);
      return () => settledListeners.delete(listener);
    },
    async stop() {
      stopped = true;
      offVenue();
      offSettings();
      await switching.catch(() => undefined);
      for (const running of [...scopes.values()]) await (await running.scheduling)?.stop();
      await queue.stop(5000).catch(() => undefined);
      await liveness?.stop();
      await bus.stop();
      for (const running of [...scopes.values()]) await retire(running);
    },
  };
}
