import {
  StreamAccountEvent,
  StreamEvent,
  type StreamModule,
  StreamSync,
  streamModules,
} from '@app/contracts';
import { API_BASE } from './http.ts';
import { queryKeys } from './query-keys.ts';

/** docs/analytics.md §7: server-sent `{module, data_time}` events. */
const STREAM_URL = `${API_BASE}stream/`;

/** The stream URL of a signed-in tab: its ticket makes the connection the user's (account events). */
export function streamUrl(ticket: string | null): string {
  return ticket === null ? STREAM_URL : `${STREAM_URL}?ticket=${encodeURIComponent(ticket)}`;
}

/** What an account event makes stale: the signed-in user (role) and their upgrade requests. */
export const ACCOUNT_QUERY_KEYS: readonly (readonly string[])[] = [queryKeys.profile, queryKeys.myUpgrades];

/** How long events are gathered before the caches are invalidated (a job burst → one refetch). */
export const FLUSH_DELAY_MS = 250;

/**
 * The query-key prefixes a module's event makes stale. `cpr` covers CPR data, insights, symbol meta,
 * bias scores and the watchlist items (their cap data); `tasks` is the admin task list; `tasks` and `market` also refresh the admin
 * overview; `alerts` is the alert inbox; every other module is its own prefix.
 */
export function queryKeysForModule(module: StreamModule): readonly (readonly string[])[] {
  // Watchlist items carry the cap category and market cap from the CPR symbol meta.
  if (module === 'cpr') return [queryKeys.cpr, queryKeys.watchlistItems];
  // The Admin Dashboard's overview shows job runs and the newest bars: tasks and market events.
  if (module === 'tasks') return [queryKeys.adminTasks, queryKeys.adminOverview];
  if (module === 'market') return [queryKeys.market, queryKeys.adminOverview];
  // Alerts were delivered: the signed-in user's inbox (badge, toasts, Alerts screen) refetches.
  if (module === 'alerts') return [queryKeys.alertInbox];
  return [queryKeys.module(module)];
}

/** Every module's prefixes: what may have changed while the stream was down. */
export function allModuleKeys(): readonly (readonly string[])[] {
  return streamModules.flatMap((module) => queryKeysForModule(module));
}

/** The event of one `data:` payload, or null when it is not a valid stream event. */
export function parseStreamEvent(data: unknown): StreamEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = StreamEvent.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The account event of one `data:` payload, or null when the payload is not one. */
export function parseAccountEvent(data: unknown): StreamAccountEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = StreamAccountEvent.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The sync event that opens every connection, or null when the payload is not one. */
export function parseStreamSync(data: unknown): StreamSync | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = StreamSync.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The newest data time (epoch ms) the client has seen per module. */
export type SeenTimes = Map<StreamModule, number>;

/** Records an event's data time when it is newer than the one seen. */
export function noteSeen(seen: SeenTimes, module: StreamModule, dataTime: string): void {
  const ms = Date.parse(dataTime);
  if (!Number.isFinite(ms)) return;
  const before = seen.get(module);
  if (before === undefined || ms > before) seen.set(module, ms);
}

/**
 * After a reconnect: the modules that may have changed while the stream was down, i.e. those whose
 * sync time is newer than the newest the client saw, or where either time is unknown (the server
 * has broadcast nothing for it since it started, which may be a restart, or the client never saw
 * one). A module both sides know at the same time is left alone.
 */
export function modulesToResync(sync: StreamSync, seen: SeenTimes): StreamModule[] {
  return streamModules.filter((module) => {
    const server = sync.modules[module];
    const client = seen.get(module);
    if (server === undefined || client === undefined) return true;
    return Date.parse(server) > client;
  });
}

/** Reconnect backoff: 1 s, 2 s, 4 s … capped at 30 s. */
export function reconnectDelay(attempt: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, attempt));
}
