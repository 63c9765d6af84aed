import type { CacheNotice } from '../push/cache-notice.ts';
import type { StreamHub } from '../push/stream-hub.ts';
import type { WatchlistRecord } from '../repositories/watchlist-repository.ts';
import type { KeyedCache } from '../services/keyed-cache.ts';
import type { SessionService } from '../services/session-service.ts';

/** The in-process caches change notices reach. */
export interface NoticedCaches {
  sessions: Pick<SessionService, 'forgetUser' | 'forgetFamily' | 'forgetAll'>;
  watchlists: Pick<KeyedCache<number, WatchlistRecord[]>, 'forget' | 'clear'>;
  /** The user's open streams, told their account changed (an API process; none elsewhere). */
  stream?: Pick<StreamHub, 'sendToUser' | 'closeUser' | 'closeFamily'>;
  /** The clock of the account events' `changed_at` (default: the wall clock). */
  now?: () => Date;
}

/**
 * What a process does with a cache change notice from the event bus (start.ts subscribes it), whichever
 * process wrote the change: the caller's user, session family or watchlist is read afresh on the next
 * request; `all` (the bus has just started listening, notices may have been missed) forgets everything.
 * A `user` or `account` notice also reaches that user's open streams as an account event, so an approved
 * upgrade, a role change or a deactivation shows in every open tab within a second.
 */
export function applyCacheNotice(caches: NoticedCaches, notice: CacheNotice | { k: 'all' }): void {
  switch (notice.k) {
    case 'user':
      caches.sessions.forgetUser(notice.id);
      tellAccount(caches, notice.id);
      // Then closed: a deactivated user's stream gets nothing more; a tab still signed in reconnects
      // with a fresh ticket under its new role (docs/reliability.md).
      caches.stream?.closeUser(notice.id);
      break;
    case 'account':
      tellAccount(caches, notice.id);
      break;
    case 'family':
      caches.sessions.forgetFamily(notice.id);
      caches.stream?.closeFamily(notice.id);
      break;
    case 'watchlist':
      caches.watchlists.forget(notice.id);
      break;
    case 'all':
      caches.sessions.forgetAll();
      caches.watchlists.clear();
      break;
  }
}

function tellAccount(caches: NoticedCaches, userId: number): void {
  caches.stream?.sendToUser(userId, {
    type: 'account',
    changed_at: (caches.now?.() ?? new Date()).toISOString(),
  });
}
