import { z } from 'zod';

/**
 * The Postgres channel of change notices for in-process caches. Database triggers send them (the
 * migration `cache_invalidation_notices`), so every writer, in any process, is heard, and only after
 * its transaction commits (docs/architecture.md "Cache invalidation").
 */
export const CACHE_CHANNEL = 'app_cache';

/**
 * One change notice: a user's row changed or went (`user`), a refresh family's tokens changed
 * (`family`: spent, revoked or deleted), or a user's watchlist items or their tags changed (`watchlist`,
 * id = the user's id), or a user's plan upgrade requests changed without their row changing (`account`:
 * declined, changed, withdrawn; sent by the application, not a trigger). A `user` or `account` notice
 * also tells that user's open streams (composition/cache-notices.ts).
 */
export const CacheNotice = z.discriminatedUnion('k', [
  z.object({ k: z.literal('user'), id: z.coerce.number().int().positive() }),
  z.object({ k: z.literal('family'), id: z.string().min(1) }),
  z.object({ k: z.literal('watchlist'), id: z.coerce.number().int().positive() }),
  z.object({ k: z.literal('account'), id: z.coerce.number().int().positive() }),
]);
export type CacheNotice = z.infer<typeof CacheNotice>;

/** The payload of an `account` notice for one user. */
export function accountNoticePayload(userId: number): string {
  return JSON.stringify({ k: 'account', id: String(userId) });
}

/** The notice in a NOTIFY payload, or null when it is not one. */
export function parseCacheNotice(payload: string): CacheNotice | null {
  try {
    const notice = CacheNotice.safeParse(JSON.parse(payload));
    return notice.success ? notice.data : null;
  } catch {
    return null;
  }
}
