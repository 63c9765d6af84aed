import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DbSession } from '../../src/db/db-session.ts';
import { CACHE_CHANNEL, type CacheNotice, parseCacheNotice } from '../../src/push/cache-notice.ts';
import { createRefreshTokenRepository } from '../../src/repositories/refresh-token-repository.ts';
import { createUserRepository } from '../../src/repositories/user-repository.ts';
import { createWatchlistRepository } from '../../src/repositories/watchlist-repository.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

/**
 * The triggers of migration `cache_invalidation_notices`: every write that changes what the caches of
 * callers and watchlists hold sends its notice on `app_cache` once committed, whoever wrote it.
 */
let database: TestDatabase;
let session: DbSession;
let heard: CacheNotice[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  session = await database.access.openSession();
  await session.listen(CACHE_CHANNEL, (payload) => {
    const notice = parseCacheNotice(payload);
    if (notice) heard.push(notice);
  });
});
afterAll(async () => {
  await session?.close();
  await database?.close();
});
beforeEach(async () => {
  await database.truncate();
  heard = [];
});

/** The notices heard after `write`, once they stop arriving (NOTIFY reaches another connection a little later). */
async function noticesOf(write: () => Promise<unknown>, expected: number): Promise<CacheNotice[]> {
  heard = [];
  await write();
  await vi.waitFor(() => expect(heard.length).toBeGreaterThanOrEqual(expected), { timeout: 5000 });
  await new Promise((resolve) => setTimeout(resolve, 50));
  return heard;
}

async function seedUser(username: string) {
  const user = await createUserRepository(database.db).create({
    username,
    email: `${username}@example.com`,
    passwordHash: 'x',
    role: 'free',
  });
  heard = [];
  return user;
}

describe('cache change notices', () => {
  it('names the user whose row is updated or deleted, and nobody on an insert', async () => {
    const users = createUserRepository(database.db);
    const a = await seedUser('alice');
    expect(await noticesOf(() => users.update(a.id, { role: 'pro' }), 1)).toEqual([{ k: 'user', id: a.id }]);
    expect(
      await noticesOf(() => database.db.execute(`DELETE FROM users WHERE id = ${a.id}`), 1),
    ).toContainEqual({ k: 'user', id: a.id });
  });

  it('names the family whose tokens are spent or revoked, once per transaction', async () => {
    const tokens = createRefreshTokenRepository(database.db);
    const u = await seedUser('bob');
    const expiresAt = new Date(Date.now() + 3_600_000);
    for (const id of ['t1', 't2', 't3'])
      await tokens.create({ id, userId: u.id, familyId: 'fam-a', expiresAt });
    await tokens.create({ id: 'other', userId: u.id, familyId: 'fam-b', expiresAt });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heard).toEqual([]);
    expect(await noticesOf(() => tokens.revokeFamily('fam-a', new Date()), 1)).toEqual([
      { k: 'family', id: 'fam-a' },
    ]);
    expect(await tokens.familyIsLive('fam-a', new Date())).toBe(false);
    expect(await tokens.familyIsLive('fam-b', new Date())).toBe(true);
    expect(await tokens.familyIsLive('fam-b', new Date(expiresAt.getTime() + 1))).toBe(false);
  });

  it('names the owner of watchlist items added, changed, tagged, untagged or deleted, and every owner of a renamed tag', async () => {
    const items = createWatchlistRepository(database.db);
    const a = await seedUser('carol');
    const b = await seedUser('dave');
    const watch = (id: number) => ({ k: 'watchlist', id });
    let itemA = 0;
    expect(
      await noticesOf(async () => {
        itemA = (await items.insert(a.id, 'BTCUSDT', 3)).id;
      }, 1),
    ).toEqual([watch(a.id)]);
    const itemB = (await items.insert(b.id, 'ETHUSDT', 3)).id;
    const tag = await items.ensureTag('Momentum');
    expect(await noticesOf(() => items.addTag([itemA, itemB], tag), 2)).toEqual(
      expect.arrayContaining([watch(a.id), watch(b.id)]),
    );
    expect(await noticesOf(() => items.setStars(a.id, [itemA], 5), 1)).toEqual([watch(a.id)]);
    expect(
      await noticesOf(() => database.db.execute(`UPDATE tags SET name = 'Trend' WHERE id = ${tag}`), 2),
    ).toEqual(expect.arrayContaining([watch(a.id), watch(b.id)]));
    expect(await noticesOf(() => items.removeTag([itemB], tag), 1)).toEqual([watch(b.id)]);
    const deleted = await noticesOf(() => items.deleteOwned(a.id, [itemA]), 1);
    expect(new Set(deleted.map((n) => JSON.stringify(n)))).toEqual(new Set([JSON.stringify(watch(a.id))]));
  });

  it('sends nothing for a write that is rolled back', async () => {
    const users = createUserRepository(database.db);
    const u = await seedUser('erin');
    await users
      .transaction(async (repo) => {
        await repo.update(u.id, { role: 'premium' });
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heard).toEqual([]);
  });
});
