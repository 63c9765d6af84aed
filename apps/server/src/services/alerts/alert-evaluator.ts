import { isDeepStrictEqual } from 'node:util';
import { type AlertTopic, type AlertTopicStates, diffAlertStates, materialAlertState } from '@app/core';
import type { AlertRepository } from '../../repositories/alert-repository.ts';
import type { AlertDelivery, AlertDeliveryReport, NewAlertEvent } from './alert-delivery.ts';
import type { AlertTopicReader } from './alert-topic-reader.ts';

export interface AlertEvaluation {
  topic: AlertTopic;
  symbols: number;
  /** State transitions this process won (compare-and-set), events it inserted first, and their delivery. */
  transitions: number;
  events: NewAlertEvent[];
  delivery: AlertDeliveryReport;
}

export interface AlertEvaluatorDeps {
  source: string;
  alerts: Pick<AlertRepository, 'states' | 'casStates' | 'insertEvents'>;
  reader: AlertTopicReader;
  delivery: AlertDelivery;
}

export interface AlertEvaluator {
  /**
   * Evaluates one topic at the close `now` (ms): reads, compares, claims, inserts and delivers. With
   * `quiet` the changed states are stored as a new baseline and no event is made.
   */
  evaluate(topic: AlertTopic, now: number, options?: { quiet?: boolean }): Promise<AlertEvaluation>;
}

/**
 * The alert evaluator of one market source. Each symbol's state of the topic is compared with the
 * stored one; a material change is claimed by a compare-and-set on the stored version, so of several
 * processes evaluating the same close exactly one wins each transition and turns it into events (core
 * `diffAlertStates`; the first observation is a baseline). Events are inserted unique on their key,
 * and only the ones this process inserted are delivered: one event per state change, however many
 * workers run.
 */
export function createAlertEvaluator(deps: AlertEvaluatorDeps): AlertEvaluator {
  const { source, alerts } = deps;
  return {
    async evaluate<T extends AlertTopic>(topic: T, now: number, options: { quiet?: boolean } = {}) {
      const stored = await alerts.states(source, topic);
      const prev = new Map<string, AlertTopicStates[T]>();
      for (const [symbol, row] of stored) prev.set(symbol, row.state as AlertTopicStates[T]);
      const next = await deps.reader.read(topic, now, prev);
      const changed: { symbol: string; version: number; state: AlertTopicStates[T] }[] = [];
      for (const [symbol, state] of next) {
        const prevState = prev.get(symbol);
        if (
          prevState !== undefined &&
          isDeepStrictEqual(materialAlertState(topic, prevState), materialAlertState(topic, state))
        )
          continue;
        changed.push({ symbol, version: stored.get(symbol)?.version ?? 0, state });
      }
      const won = await alerts.casStates(source, topic, changed);
      const candidates = changed
        .filter((c) => !options.quiet && won.has(c.symbol))
        .flatMap((c) => diffAlertStates(topic, c.symbol, prev.get(c.symbol), c.state, now));
      const ids = await alerts.insertEvents(
        candidates.map((event) => ({
          source,
          key: event.key,
          event: event.kind,
          symbol: event.symbol,
          message: event.message,
          detail: event.detail,
          score: event.score === undefined ? null : Math.round(event.score),
          dataTime: new Date(event.dataTime),
        })),
      );
      const events: NewAlertEvent[] = candidates.flatMap((event) => {
        const id = ids.get(event.key);
        return id === undefined ? [] : [{ ...event, id }];
      });
      const transitions = won.size;
      const delivery = await deps.delivery.deliver(events);
      return { topic, symbols: next.size, transitions, events, delivery };
    },
  };
}
