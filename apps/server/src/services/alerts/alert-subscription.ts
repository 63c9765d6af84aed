import { safeErrorText } from '../../lib/safe-error.ts';
import type { SourceEvent } from '../../push/source-event.ts';
import type { Alerting } from './alerting.ts';

type Log = { warn(obj: object, msg: string): void };

/**
 * The one place alerts are evaluated (docs/alerts.md): the alert evaluation of source key `source`
 * hears that source's events on the event bus, whichever process published them. A `closed` bar moves
 * the CPR topic (read from the candles alone: `market` in `topicsOfModule`); a job run's `changed`
 * moves the topics of its modules, quietly when the run was quiet. Evaluations are not awaited here:
 * `Alerting` serialises them per topic and never throws.
 */
export function subscribeAlerting(
  events: { onSource(listener: (event: SourceEvent) => void): () => void },
  source: string,
  alerting: Alerting,
  log?: Log,
): () => void {
  const evaluate = (run: Promise<unknown>) =>
    void run.catch((error: unknown) => log?.warn({ error: safeErrorText(error) }, 'alerts not evaluated'));
  return events.onSource((event) => {
    if (event.type === 'venue' || event.source !== source) return;
    if (event.type === 'closed') evaluate(alerting.onChanged(['market'], event.close_time));
    else evaluate(alerting.onChanged(event.modules, event.data_time, { quiet: event.quiet }));
  });
}
