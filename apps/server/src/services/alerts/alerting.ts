import type { StreamEvent, StreamModule } from '@app/contracts';
import type { AlertTopic } from '@app/core';
import type { AlertRepository } from '../../repositories/alert-repository.ts';
import type { WatchlistRepository } from '../../repositories/watchlist-repository.ts';
import type { SettingsReader } from '../settings-service.ts';
import { createAlertDelivery } from './alert-delivery.ts';
import { type AlertEvaluation, createAlertEvaluator } from './alert-evaluator.ts';
import type { AlertTopicReader } from './alert-topic-reader.ts';
import type { UserWebhookSender } from './alert-webhook-sender.ts';

/**
 * The topics a stream module's change can move. The CPR topic is read from the candles alone (price
 * against the CPRs it derives), so `market` moves it and a CPR job's `cpr` change does not.
 */
const topicsOfModule: Partial<Record<StreamModule, AlertTopic[]>> = {
  market: ['cpr'],
  sniperflow: ['liquidity'],
  volume: ['volume'],
  ict: ['ict'],
};

export interface Alerting {
  /**
   * Evaluates the topics the changed modules move, at the data time `now` (ms). Runs of one topic are
   * serialised in this process and a run still queued is skipped when a newer one is queued behind it.
   * Never throws: alerting failures are logged and never fail the job or close that triggered them.
   */
  onChanged(
    modules: readonly StreamModule[],
    now: number,
    options?: { quiet?: boolean },
  ): Promise<AlertEvaluation[]>;
}

export interface AlertingDeps {
  source: string;
  alerts: AlertRepository;
  watchlist: Pick<WatchlistRepository, 'symbolsOfUsers'>;
  /** Where the default minimum score of watchlist-scoped rules is read. */
  settings: SettingsReader;
  /** The modules' stored states per topic (alert-topic-reader.ts). */
  reader: AlertTopicReader;
  /** Posts to the users' own webhooks (alert-webhook-sender.ts). */
  sender: UserWebhookSender;
  publish(event: StreamEvent): Promise<void>;
  log?: { warn(obj: object, msg: string): void; info?(obj: object, msg: string): void };
}

/** The alert evaluator of one market source with its reader, delivery and Discord sender. */
export function createAlerting(deps: AlertingDeps): Alerting {
  const { source, alerts, settings, log } = deps;
  const evaluator = createAlertEvaluator({
    source,
    alerts,
    reader: deps.reader,
    delivery: createAlertDelivery({
      alerts,
      watchlists: (userIds) => deps.watchlist.symbolsOfUsers(userIds),
      defaultMinScore: async () => (await settings.current()).watchlist_alert_threshold,
      sender: deps.sender,
      publish: deps.publish,
      log,
    }),
  });
  const chains = new Map<AlertTopic, Promise<unknown>>();
  const latest = new Map<AlertTopic, number>();
  /** Topics with a quiet evaluation queued: the run that covers it is quiet too. */
  const quietQueued = new Set<AlertTopic>();

  const run = (topic: AlertTopic, now: number, quiet: boolean): Promise<AlertEvaluation | null> => {
    latest.set(topic, Math.max(latest.get(topic) ?? 0, now));
    if (quiet) quietQueued.add(topic);
    const next = (chains.get(topic) ?? Promise.resolve()).then(async () => {
      if ((latest.get(topic) ?? 0) > now) return null; // a newer close is queued: it covers this one
      const asBaseline = quietQueued.delete(topic);
      try {
        const began = Date.now();
        const evaluation = await evaluator.evaluate(topic, now, { quiet: asBaseline });
        if (evaluation.events.length > 0)
          log?.info?.(
            { topic, events: evaluation.events.length, ms: Date.now() - began, ...evaluation.delivery },
            'alerts evaluated',
          );
        return evaluation;
      } catch (error) {
        log?.warn(
          { topic, error: error instanceof Error ? error.message : String(error) },
          'alerts not evaluated',
        );
        return null;
      }
    });
    chains.set(topic, next);
    return next;
  };

  return {
    async onChanged(modules, now, options = {}) {
      const topics = new Set(modules.flatMap((m) => topicsOfModule[m] ?? []));
      const results = await Promise.all([...topics].map((topic) => run(topic, now, options.quiet === true)));
      return results.filter((r): r is AlertEvaluation => r !== null);
    },
  };
}
