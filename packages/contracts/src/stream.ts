import { z } from 'zod';

/**
 * What changed, as named on `GET stream/`: `market` (candles and prices), `cpr` (CPR data, insights,
 * symbol meta, bias scores), `ict` (setups and trades), `volume` (snapshots), `sniperflow`
 * (session liquidity), `tasks` (a background task finished), `alerts` (alerts were delivered to
 * some inboxes: a signed-in pro user refetches their own inbox) and `positioning` (funding, open
 * interest, ratios and liquidations: the snapshot changed, docs/positioning.md).
 */
export const streamModules = [
  'market',
  'cpr',
  'ict',
  'volume',
  'sniperflow',
  'tasks',
  'alerts',
  'positioning',
] as const;
export const StreamModule = z.enum(streamModules);
export type StreamModule = z.infer<typeof StreamModule>;

/**
 * One server-sent event of `GET stream/` (the `data:` line, JSON): the module whose results changed
 * and the time (ISO, UTC) of the data they are computed from, in market time (the simulated clock
 * may run ahead of the wall clock); for `tasks`, the wall time the task finished. The web app
 * refetches that module.
 */
export const StreamEvent = z.object({
  module: StreamModule,
  data_time: z.iso.datetime(),
});
export type StreamEvent = z.infer<typeof StreamEvent>;

/**
 * The first event of every `GET stream/` connection: the newest `data_time` the server has broadcast
 * per module since it started (modules with none are left out). A client that reconnects refetches
 * only the modules whose time is newer than the newest it saw.
 */
export const StreamSync = z.object({
  type: z.literal('sync'),
  modules: z.partialRecord(StreamModule, z.iso.datetime()),
});
export type StreamSync = z.infer<typeof StreamSync>;

/**
 * Sent on `GET stream/` only to the connections of one signed-in user (opened with a stream ticket),
 * when that user's account changed: their role or active flag (an approved upgrade, an admin's change)
 * or their upgrade requests (declined, changed, withdrawn). The web app reloads the user and their
 * requests, and says what changed.
 */
export const StreamAccountEvent = z.object({
  type: z.literal('account'),
  changed_at: z.iso.datetime(),
});
export type StreamAccountEvent = z.infer<typeof StreamAccountEvent>;

/** POST stream/ticket/: a short-lived ticket that opens `GET stream/?ticket=` as the caller. */
export const StreamTicket = z.object({
  ticket: z.string(),
  expires_in: z.number().int().positive(),
});
export type StreamTicket = z.infer<typeof StreamTicket>;

/** How long a stream ticket opens a stream, in seconds (a connection, once open, stays open). */
export const STREAM_TICKET_TTL_SECONDS = 60;

/** GET stream/: `ticket` opens the stream as a signed-in user (their account events too). */
export const StreamQuery = z.object({ ticket: z.string().min(1).max(2048).optional() }).strict();
export type StreamQuery = z.infer<typeof StreamQuery>;

/** Seconds between the heartbeat comments that keep an idle stream open through proxies. */
export const STREAM_HEARTBEAT_SECONDS = 15;
