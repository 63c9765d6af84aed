import { StreamEvent } from '@app/contracts';
import type { DbSession } from '../db/db-session.ts';
import type { NotificationRepository } from '../repositories/notification-repository.ts';
import { CACHE_CHANNEL, type CacheNotice, parseCacheNotice } from './cache-notice.ts';

/** The Postgres channel every process LISTENs on for stream events. */
export const EVENTS_CHANNEL = 'app_events';

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
  /** Starts LISTENing on both channels (idempotent). */
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
 * Stream events through Postgres LISTEN/NOTIFY, so API processes hear what workers computed
 * (PGlite delivers NOTIFY in-process the same way). Malformed payloads are dropped.
 */
export function createEventBus(deps: EventBusDeps): EventBus {
  const listeners = new Set<(event: StreamEvent) => void>();
  const noticeListeners = new Set<(notice: CacheNotice | { k: 'all' }) => void>();
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
    start() {
      starting ??= (async () => {
        session = await deps.openSession();
        const offEvents = await session.listen(EVENTS_CHANNEL, deliver);
        const offNotices = await session.listen(CACHE_CHANNEL, deliverNotice);
        unlisten = async () => {
          await offEvents();
          await offNotices();
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
