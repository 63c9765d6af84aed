import type { StreamModule } from '@app/contracts';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  allModuleKeys,
  FLUSH_DELAY_MS,
  parseStreamEvent,
  queryKeysForModule,
  reconnectDelay,
  STREAM_URL,
} from './live-updates.ts';

function invalidate(queryClient: QueryClient, keys: readonly (readonly string[])[]): void {
  for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
}

/**
 * Opens one EventSource on `stream/` while `enabled` and refetches the (active) queries of each module
 * that changed. Reconnects with backoff after an error; after a reconnect everything is refetched once,
 * since events may have been missed. The screens' own timers stay as the fallback.
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

    const flush = () => {
      flushTimer = undefined;
      for (const module of pending) invalidate(queryClient, queryKeysForModule(module));
      pending.clear();
    };
    const connect = () => {
      source = new EventSource(STREAM_URL);
      source.onopen = () => {
        attempt = 0;
        if (reconnected) invalidate(queryClient, allModuleKeys());
      };
      source.onmessage = (event: MessageEvent) => {
        const parsed = parseStreamEvent(event.data);
        if (!parsed) return;
        pending.add(parsed.module);
        flushTimer ??= setTimeout(flush, FLUSH_DELAY_MS);
      };
      source.onerror = () => {
        source?.close();
        source = null;
        reconnected = true;
        retryTimer = setTimeout(connect, reconnectDelay(attempt++));
      };
    };
    connect();
    return () => {
      source?.close();
      clearTimeout(retryTimer);
      clearTimeout(flushTimer);
    };
  }, [enabled, queryClient]);
}
