import type { StreamModule } from '@app/contracts';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { setLiveConnectionState } from './live-connection.ts';
import {
  FLUSH_DELAY_MS,
  modulesToResync,
  noteSeen,
  parseStreamEvent,
  parseStreamSync,
  queryKeysForModule,
  reconnectDelay,
  STREAM_URL,
  type SeenTimes,
} from './live-updates.ts';

function invalidate(queryClient: QueryClient, keys: readonly (readonly string[])[]): void {
  for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
}

/**
 * Opens one EventSource on `stream/` while `enabled` and refetches the (active) queries of each module
 * that changed. Reconnects with backoff after an error; every connection starts with a sync event
 * (the server's newest data time per module), and after a reconnect only the modules that changed
 * meanwhile (`modulesToResync`) are refetched. Feeds the connection state (live-connection.ts) the
 * navbar's live indicator shows. The screens' own timers stay as the fallback.
 */
export function useLiveUpdates(enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
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
    const connect = () => {
      source = new EventSource(STREAM_URL);
      source.onopen = () => {
        attempt = 0;
        setLiveConnectionState('live');
      };
      source.onmessage = (event: MessageEvent) => {
        const sync = parseStreamSync(event.data);
        if (sync) {
          if (reconnected) for (const module of modulesToResync(sync, seen)) queue(module);
          reconnected = false;
          for (const [module, time] of Object.entries(sync.modules))
            if (time) noteSeen(seen, module as StreamModule, time);
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
        retryTimer = setTimeout(connect, reconnectDelay(attempt++));
      };
    };
    setLiveConnectionState('connecting');
    connect();
    return () => {
      source?.close();
      clearTimeout(retryTimer);
      clearTimeout(flushTimer);
      setLiveConnectionState('off');
    };
  }, [enabled, queryClient]);
}
