import type { StreamModule } from '@app/contracts';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { setLiveConnectionState } from './live-connection.ts';
import {
  ACCOUNT_QUERY_KEYS,
  FLUSH_DELAY_MS,
  modulesToResync,
  noteSeen,
  parseAccountEvent,
  parseStreamEvent,
  parseStreamSync,
  queryKeysForModule,
  reconnectDelay,
  type SeenTimes,
  streamUrl,
} from './live-updates.ts';
import { streamApi } from './stream-api.ts';

function invalidate(queryClient: QueryClient, keys: readonly (readonly string[])[]): void {
  for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
}

/** A fresh stream ticket for the signed-in user, or null (the stream then opens as a guest's). */
async function ticket(): Promise<string | null> {
  try {
    return (await streamApi.ticket()).ticket;
  } catch {
    return null;
  }
}

/**
 * Opens one EventSource on `stream/` while `enabled` (with a fresh ticket for `userId` on every
 * connection, so the user's account events reach this tab: their profile and upgrade requests are
 * reloaded at once) and refetches the (active) queries of each module
 * that changed. Reconnects with backoff after an error; every connection starts with a sync event
 * (the server's newest data time per module), and after a reconnect only the modules that changed
 * meanwhile (`modulesToResync`) are refetched. Feeds the connection state (live-connection.ts) the
 * navbar's live indicator shows. The screens' own timers stay as the fallback.
 */
export function useLiveUpdates(enabled: boolean, userId: number | null = null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let stopped = false;
    let attempt = 0;
    let reconnected = false;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let flushTimer: ReturnType<typeof setTimeout> | undefined;
    const pending = new Set<StreamModule>();
    const seen: SeenTimes = new Map();

    const flush = () => {
      flushTimer = undefined;
      for (const module of pending) invalidate(queryClient, queryKeysForModule(module));
      pending.clear();
    };
    const queue = (module: StreamModule) => {
      pending.add(module);
      flushTimer ??= setTimeout(flush, FLUSH_DELAY_MS);
    };
    const connect = async () => {
      const url = streamUrl(userId === null ? null : await ticket());
      if (stopped) return;
      source = new EventSource(url);
      source.onopen = () => {
        attempt = 0;
        setLiveConnectionState('live');
      };
      source.onmessage = (event: MessageEvent) => {
        const sync = parseStreamSync(event.data);
        if (sync) {
          if (reconnected) for (const module of modulesToResync(sync, seen)) queue(module);
          // An account event sent while the stream was down is lost: reload the account once.
          if (reconnected && userId !== null) invalidate(queryClient, ACCOUNT_QUERY_KEYS);
          reconnected = false;
          for (const [module, time] of Object.entries(sync.modules))
            if (time) noteSeen(seen, module as StreamModule, time);
          return;
        }
        if (parseAccountEvent(event.data)) {
          invalidate(queryClient, ACCOUNT_QUERY_KEYS);
          return;
        }
        const parsed = parseStreamEvent(event.data);
        if (!parsed) return;
        noteSeen(seen, parsed.module, parsed.data_time);
        queue(parsed.module);
      };
      source.onerror = () => {
        source?.close();
        source = null;
        reconnected = true;
        setLiveConnectionState('reconnecting');
        retryTimer = setTimeout(() => void connect(), reconnectDelay(attempt++));
      };
    };
    setLiveConnectionState('connecting');
    void connect();
    return () => {
      stopped = true;
      source?.close();
      clearTimeout(retryTimer);
      clearTimeout(flushTimer);
      setLiveConnectionState('off');
    };
  }, [enabled, userId, queryClient]);
}
