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
  alerts: Pick<AlertRepository, 'states' | 'casState' | 'insertEvent'>;
  reader: AlertTopicReader;
  delivery: AlertDelivery;
}

export interface AlertEvaluator {
  /** Evaluates one topic at the close `now` (ms): reads, compares, claims, inserts and delivers. */
  evaluate(topic: AlertTopic, now: number): Promise<AlertEvaluation>;
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
    async evaluate<T extends AlertTopic>(topic: T, now: number) {
      const stored = await alerts.states(source, topic);
      const prev = new Map<string, AlertTopicStates[T]>();
      for (const [symbol, row] of stored) prev.set(symbol, row.state as AlertTopicStates[T]);
      const next = await deps.reader.read(topic, now, prev);
      let transitions = 0;
      const events: NewAlertEvent[] = [];
      for (const [symbol, state] of next) {
        const before = stored.get(symbol);
        const prevState = prev.get(symbol);
        if (
          prevState !== undefined &&
          isDeepStrictEqual(materialAlertState(topic, prevState), materialAlertState(topic, state))
        )
          continue;
        if (!(await alerts.casState(source, symbol, topic, before?.version ?? 0, state))) continue;
        transitions += 1;
        for (const event of diffAlertStates(topic, symbol, prevState, state, now)) {
          const id = await alerts.insertEvent({
            source,
            key: event.key,
            event: event.kind,
            symbol,
            message: event.message,
            detail: event.detail,
            score: event.score === undefined ? null : Math.round(event.score),
            dataTime: new Date(event.dataTime),
          });
          if (id !== undefined) events.push({ ...event, id });
        }
      }
      const delivery = await deps.delivery.deliver(events);
      return { topic, symbols: next.size, transitions, events, delivery };
    },
  };
}
