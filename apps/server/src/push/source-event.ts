import { Exchange, StreamModule } from '@app/contracts';
import { z } from 'zod';

/** The Postgres channel of the market sources' own events, between the processes (push/event-bus.ts). */
export const SOURCE_CHANNEL = 'app_source';

/**
 * What happens to a market source, told to every process through the event bus (docs/architecture.md
 * §3): not sent to the browsers (the API relays what they need as stream events).
 *
 * - `closed`: ingest stored the closed 5m bars of source key `source` up to `close_time` (epoch ms);
 *   the scheduler enqueues the runs that follow a close, the alert evaluation reads the CPR topic, the
 *   API refreshes its chart bodies and tells its clients (`market`).
 * - `changed`: a job run of source key `source` changed the results of `modules`, as of `data_time`;
 *   `quiet` runs (start-up, a settings rerun) set the alert baseline without sending anything.
 * - `venue`: the admin saved `default_exchange`; every process on the exchange source switches to it.
 */
export const SourceEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('closed'), source: z.string().min(1), close_time: z.number().int() }),
  z.object({
    type: z.literal('changed'),
    source: z.string().min(1),
    modules: z.array(StreamModule),
    data_time: z.number().int(),
    quiet: z.boolean(),
  }),
  z.object({ type: z.literal('venue'), exchange: Exchange }),
]);
export type SourceEvent = z.infer<typeof SourceEvent>;

/** Publishes a source event to every process (`EventBus.publishSource`). */
export type PublishSource = (event: SourceEvent) => Promise<void>;

/** The event in a NOTIFY payload, or null when it is not one. */
export function parseSourceEvent(payload: string): SourceEvent | null {
  try {
    const event = SourceEvent.safeParse(JSON.parse(payload));
    return event.success ? event.data : null;
  } catch {
    return null;
  }
}
