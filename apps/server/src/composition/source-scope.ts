import type { Exchange } from '@app/contracts';
import { checkpointOffsetsOf, intradayOffsets } from '@app/core';
import type { AppConfig } from '../config/config.ts';
import type { JobContext } from '../jobs/job-context.ts';
import type { MarketClock } from '../jobs/job-scheduler.ts';
import { safeErrorText } from '../lib/safe-error.ts';
import { createMarketCapProvider } from '../market/caps/create-market-cap-provider.ts';
import type { MarketDataSource } from '../market/market-source.ts';
import { createPositioningSource } from '../market/positioning/create-positioning-source.ts';
import type { PositioningSource } from '../market/positioning/positioning-source.ts';
import type { EventBus } from '../push/event-bus.ts';
import { subscribeAlerting } from '../services/alerts/alert-subscription.ts';
import type { Alerting } from '../services/alerts/alerting.ts';
import { createMarketCapService, type MarketCapService } from '../services/market/market-cap-service.ts';
import {
  createMarketIngestService,
  type MarketIngestService,
} from '../services/market/market-ingest-service.ts';
import type { AlertingOptions, ServerRoot } from './server-root.ts';
import { createSourceReads, type SourceReads } from './source-reads.ts';

type Log = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };

/**
 * Everything one running market source needs, built once and never changed (docs/architecture.md
 * §5.1): the source (its feed), the ingest that stores its bars and publishes each close, the reads,
 * computations and response feeds of its source key (source-reads.ts), the context its job runs get,
 * and its alert evaluation. A venue switch builds a new scope; nothing is rebound in place.
 */
export interface SourceScope extends SourceReads {
  readonly source: MarketDataSource;
  /** The venue of the exchange source; undefined on the simulated and files sources. */
  readonly exchange: Exchange | undefined;
  /** The market clock (on the files source, the start-up replay's: runtime/files-replay.ts). */
  readonly clock: MarketClock;
  readonly ingest: MarketIngestService;
  /** Market caps (exchange and files sources; the simulated one ships its own). */
  readonly marketCaps: MarketCapService | undefined;
  /** What a job run of this source gets (jobs/job-context.ts). */
  readonly context: JobContext;
  /** This source's alert evaluation; `start` subscribes it to the bus when `evaluateAlerts`. */
  readonly alerting: Alerting;
  /** Subscribes the alert evaluation (with `evaluateAlerts`); idempotent. */
  start(): void;
  /** Unsubscribes and closes the source; idempotent. */
  stop(): Promise<void>;
}

export interface SourceScopeOptions {
  root: ServerRoot;
  /** Where the close and the alerts' stream events go, and where the alert evaluation listens. */
  bus: Pick<EventBus, 'publish' | 'publishSource' | 'onSource'>;
  source: MarketDataSource;
  /** The `source` key of its rows (runtime/source-key.ts). */
  key: string;
  exchange?: Exchange;
  clock: MarketClock;
  /** Where market caps come from (exchange and files sources; without it they get none). */
  market?: AppConfig['market'];
  /**
   * Whether this process evaluates the source's alerts: one process per source should (the runtime
   * gives the scheduler role); false in the others.
   */
  evaluateAlerts: boolean;
  log: Log;
  /** Test and bench seams of the alert evaluation (the webhook sender, the topic reader). */
  alerting?: Pick<AlertingOptions, 'sender' | 'reader'>;
  /** Safety-net lifetime of a cached response body; default 60 s. */
  feedTtlMs?: number;
}

/** Builds the scope of one market source (not started). */
export function createSourceScope(options: SourceScopeOptions): SourceScope {
  const { root, source, key, clock, log, bus } = options;
  const { repos, settings } = root;
  const onError = (message: string, error: unknown) => log.warn({ error: safeErrorText(error) }, message);
  const reads = createSourceReads({
    root,
    key,
    marketNow: clock.now,
    damagedFiles: () => source.damagedFiles?.() ?? [],
    ...(options.feedTtlMs !== undefined ? { feedTtlMs: options.feedTtlMs } : {}),
  });
  // Exchange and files sources list no caps: the rebuild-symbol-meta job stores them (docs/analytics.md §2).
  const marketCaps =
    source.kind === 'simulated' || !options.market
      ? undefined
      : createMarketCapService({
          provider: createMarketCapProvider(options.market),
          repository: repos.marketCaps,
          now: () => new Date(),
        });
  const ingest = createMarketIngestService({
    source,
    sourceKey: key,
    candles: repos.candles,
    forming: repos.formingCandles,
    symbols: repos.marketSymbols,
    ...(marketCaps ? { caps: marketCaps } : {}),
    trendPartials: {
      repository: repos.trendPartials,
      offsets: async () => intradayOffsets(checkpointOffsetsOf(await settings.current())),
    },
    publish: bus.publishSource,
    onError,
  });
  // The positioning of the source (docs/positioning.md §3), opened on first use, closed with the scope.
  let positioningSource: Promise<PositioningSource> | undefined;
  const openPositioning = () => {
    positioningSource ??= createPositioningSource(source, {
      filesDir: options.market?.filesDir,
      positioningDir: options.market?.positioningDir,
      simSeed: options.market?.simSeed ?? 0,
      logger: { warn: (details, message) => onError(message, details) },
      onError,
    });
    return positioningSource;
  };
  const context: JobContext = Object.freeze({
    now: clock.now,
    source: key,
    ingest,
    ...(marketCaps ? { marketCaps } : {}),
    candles: repos.candles,
    symbols: repos.marketSymbols,
    tasks: repos.tasks,
    cpr: reads.cpr,
    ict: reads.ict,
    liquidity: reads.liquidity,
    volume: reads.volume,
    alertStore: repos.alerts,
    positioning: root.positioning(key, openPositioning, clock.now),
    positioningStore: repos.positioning,
  });
  const alerting = root.alerting({ source: key, publish: bus.publish, log, ...options.alerting });
  let unsubscribe: (() => void) | undefined;
  let stopped: Promise<void> | undefined;
  return Object.freeze({
    ...reads,
    source,
    exchange: options.exchange,
    clock,
    ingest,
    marketCaps,
    context,
    alerting,
    start() {
      if (options.evaluateAlerts && !unsubscribe && !stopped)
        unsubscribe = subscribeAlerting(bus, key, alerting, log);
    },
    stop() {
      stopped ??= (async () => {
        unsubscribe?.();
        await source.close().catch((error: unknown) => onError('market source not closed', error));
        const positioning = await positioningSource?.catch(() => undefined);
        await positioning
          ?.close?.()
          .catch((error: unknown) => onError('positioning source not closed', error));
      })();
      return stopped;
    },
  });
}
