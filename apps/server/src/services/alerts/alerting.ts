import type { StreamEvent, StreamModule } from '@app/contracts';
import type { AlertTopic } from '@app/core';
import type { Db } from '../../db/database.ts';
import { createAlertRepository } from '../../repositories/alert-repository.ts';
import { createCprInputRepository } from '../../repositories/cpr-input-repository.ts';
import { createIctRepository } from '../../repositories/ict-repository.ts';
import { createLiquidityRepository } from '../../repositories/liquidity-repository.ts';
import { createMarketSymbolRepository } from '../../repositories/market-symbol-repository.ts';
import { createSettingsRepository } from '../../repositories/settings-repository.ts';
import { createVolumeSnapshotRepository } from '../../repositories/volume-snapshot-repository.ts';
import { createWatchlistRepository } from '../../repositories/watchlist-repository.ts';
import { createSettingsService } from '../settings-service.ts';
import { createAlertDelivery } from './alert-delivery.ts';
import { type AlertEvaluation, createAlertEvaluator } from './alert-evaluator.ts';
import { type AlertTopicReader, createAlertTopicReader } from './alert-topic-reader.ts';
import { createUserWebhookSender, type UserWebhookSender } from './alert-webhook-sender.ts';
import type { WebhookAddressPolicy } from './webhook-address.ts';

/**
 * The topics a stream module's change can move. The CPR topic is read from the candles alone (price
 * against the CPRs it derives), so `market` moves it and a CPR job's `cpr` change does not.
 */
export const topicsOfModule: Partial<Record<StreamModule, AlertTopic[]>> = {
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
  onChanged(modules: readonly StreamModule[], now: number): Promise<AlertEvaluation[]>;
}

export interface AlertingDeps {
  db: Db;
  source: string;
  publish(event: StreamEvent): Promise<void>;
  log?: { warn(obj: object, msg: string): void; info?(obj: object, msg: string): void };
  /** Tests and benches only (never from user input): allow local receivers. */
  addressPolicy?: WebhookAddressPolicy;
  sender?: UserWebhookSender;
  reader?: AlertTopicReader;
}

/** The alert evaluator of one market source with its reader, delivery and Discord sender. */
export function createAlerting(deps: AlertingDeps): Alerting {
  const { db, source, log } = deps;
  const alerts = createAlertRepository(db);
  const watchlist = createWatchlistRepository(db);
  const settings = createSettingsService({ repository: createSettingsRepository(db), now: () => new Date() });
  const evaluator = createAlertEvaluator({
    source,
    alerts,
    reader:
      deps.reader ??
      createAlertTopicReader({
        source,
        symbols: createMarketSymbolRepository(db),
        cprInputs: createCprInputRepository(db),
        liquidity: createLiquidityRepository(db),
        volume: createVolumeSnapshotRepository(db),
        ict: createIctRepository(db),
      }),
    delivery: createAlertDelivery({
      alerts,
      watchlists: (userIds) => watchlist.symbolsOfUsers(userIds),
      defaultMinScore: async () => (await settings.current()).watchlist_alert_threshold,
      sender: deps.sender ?? createUserWebhookSender(deps.addressPolicy),
      publish: deps.publish,
      log,
    }),
  });
  const chains = new Map<AlertTopic, Promise<unknown>>();
  const latest = new Map<AlertTopic, number>();

  const run = (topic: AlertTopic, now: number): Promise<AlertEvaluation | null> => {
    latest.set(topic, Math.max(latest.get(topic) ?? 0, now));
    const next = (chains.get(topic) ?? Promise.resolve()).then(async () => {
      if ((latest.get(topic) ?? 0) > now) return null; // a newer close is queued: it covers this one
      try {
        const began = Date.now();
        const evaluation = await evaluator.evaluate(topic, now);
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
    async onChanged(modules, now) {
      const topics = new Set(modules.flatMap((m) => topicsOfModule[m] ?? []));
      const results = await Promise.all([...topics].map((topic) => run(topic, now)));
      return results.filter((r): r is AlertEvaluation => r !== null);
    },
  };
}
