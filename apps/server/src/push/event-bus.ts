import { StreamEvent } from '@app/contracts';
import type { DbSession } from '../db/db-session.ts';
import type { NotificationRepository } from '../repositories/notification-repository.ts';
import { CACHE_CHANNEL, type CacheNotice, parseCacheNotice } from './cache-notice.ts';
import { parseSourceEvent, SOURCE_CHANNEL, SourceEvent } from './source-event.ts';

/** The Postgres channel every process LISTENs on for stream events. */
const EVENTS_CHANNEL = 'app_events';

export interface EventBus {
  /** NOTIFYs every process (this one included) that `event.module`'s results changed. */
  publish(event: StreamEvent): Promise<void>;
  /** Receives every event published by any process; returns an unsubscribe function. */
  subscribe(listener: (event: StreamEvent) => void): () => void;
  /**
   * Receives every cache change notice (database triggers send them on commit, cache-notice.ts), and
   * `{ k: 'all' }` when notices may have been missed (each time LISTENing starts); returns an
   * unsubscribe function.
   */
  onCacheNotice(listener: (notice: CacheNotice | { k: 'all' }) => void): () => void;
  /** NOTIFYs every process (this one included) of a market source's event (push/source-event.ts). */
  publishSource(event: SourceEvent): Promise<void>;
  /** Receives every source event published by any process; returns an unsubscribe function. */
  onSource(listener: (event: SourceEvent) => void): () => void;
  /** Starts LISTENing on the three channels (idempotent). */
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface EventBusDeps {
  /** A dedicated session (LISTEN needs one connection for its lifetime). */
  openSession: () => Promise<DbSession>;
  notifications: NotificationRepository;
  onError?: (message: string, error: unknown) => void;
}

/**
 * Stream events, cache notices and source events through Postgres LISTEN/NOTIFY, so API processes
 * hear what workers computed and every process hears a close or a venue switch (PGlite delivers NOTIFY
 * in-process the same way). Malformed payloads are dropped.
 */
export function createEventBus(deps: EventBusDeps): EventBus {
  const listeners = new Set<(event: StreamEvent) => void>();
  const noticeListeners = new Set<(notice: CacheNotice | { k: 'all' }) => void>();
  const sourceListeners = new Set<(event: SourceEvent) => void>();
  let session: DbSession | undefined;
  let unlisten: (() => Promise<void>) | undefined;
  let starting: Promise<void> | undefined;

  const deliver = (payload: string) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(payload);
    } catch {
      return;
    }
    const event = StreamEvent.safeParse(parsed);
    if (!event.success) return;
    for (const listener of [...listeners]) {
      try {
        listener(event.data);
      } catch (error) {
        deps.onError?.('stream listener failed', error);
      }
    }
  };

  const tell = (notice: CacheNotice | { k: 'all' }) => {
    for (const listener of [...noticeListeners]) {
      try {
        listener(notice);
      } catch (error) {
        deps.onError?.('cache notice listener failed', error);
      }
    }
  };
  const deliverNotice = (payload: string) => {
    const notice = parseCacheNotice(payload);
    if (notice) tell(notice);
  };

  const deliverSource = (payload: string) => {
    const event = parseSourceEvent(payload);
    if (!event) return;
    for (const listener of [...sourceListeners]) {
      try {
        listener(event);
      } catch (error) {
        deps.onError?.('source event listener failed', error);
      }
    }
  };

  return {
    async publish(event) {
      await deps.notifications.notify(EVENTS_CHANNEL, JSON.stringify(StreamEvent.parse(event)));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onCacheNotice(listener) {
      noticeListeners.add(listener);
      return () => noticeListeners.delete(listener);
    },
    async publishSource(event) {
      await deps.notifications.notify(SOURCE_CHANNEL, JSON.stringify(SourceEvent.parse(event)));
    },
    onSource(listener) {
      sourceListeners.add(listener);
      return () => sourceListeners.delete(listener);
    },
    start() {
      starting ??= (async () => {
        session = await deps.openSession();
        const offEvents = await session.listen(EVENTS_CHANNEL, deliver);
        const offNotices = await session.listen(CACHE_CHANNEL, deliverNotice);
        const offSource = await session.listen(SOURCE_CHANNEL, deliverSource);
        unlisten = async () => {
          await offEvents();
          await offNotices();
          await offSource();
        };
        // What was cached before we listened may have changed unheard.
        tell({ k: 'all' });
      })();
      return starting;
    },
    async stop() {
      await starting?.catch(() => undefined);
      await unlisten?.().catch(() => undefined);
      await session?.close();
      starting = undefined;
      unlisten = undefined;
      session = undefined;
    },
  };
}
