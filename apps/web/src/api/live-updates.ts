import { StreamEvent, type StreamModule, streamModules } from '@app/contracts';
import { API_BASE } from './http.ts';
import { queryKeys } from './query-keys.ts';

/** ANALYTICS.md section 7: server-sent `{module, data_time}` events. */
export const STREAM_URL = `${API_BASE}stream/`;

/** How long events are gathered before the caches are invalidated (a job burst → one refetch). */
export const FLUSH_DELAY_MS = 250;

/**
 * The query-key prefixes a module's event makes stale. `cpr` covers CPR data, insights, symbol meta
 * and bias scores; `tasks` is the admin task list; `tasks` and `market` also refresh the admin
 * overview; every other module is its own prefix.
 */
export function queryKeysForModule(module: StreamModule): readonly (readonly string[])[] {
  if (module === 'cpr') return [queryKeys.cpr];
  // The Admin Dashboard's overview shows job runs and the newest bars: tasks and market events.
  if (module === 'tasks') return [['admin', 'tasks'], queryKeys.adminOverview];
  if (module === 'market') return [['market'], queryKeys.adminOverview];
  return [[module]];
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

/** Reconnect backoff: 1 s, 2 s, 4 s … capped at 30 s. */
export function reconnectDelay(attempt: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, attempt));
}
