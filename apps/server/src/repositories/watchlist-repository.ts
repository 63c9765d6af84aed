import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import { tags, type WatchlistItemRow, watchlistItems, watchlistItemTags } from '../db/app-schema.ts';
import type { Db } from '../db/database.ts';
import { users } from '../db/schema.ts';

export interface WatchlistRecord {
  id: number;
  userId: number;
  symbol: string;
  stars: number;
  createdAt: Date;
  /** The item's tags ordered by name. */
  tags: { id: number; name: string }[];
}

export interface WatchlistRepository {
  /** The user's items, oldest first, with their tags. */
  listForUser(userId: number): Promise<WatchlistRecord[]>;
  /** The item if it belongs to the user. */
  findOwned(userId: number, id: number): Promise<WatchlistRecord | undefined>;
  countForUser(userId: number): Promise<number>;
  hasSymbol(userId: number, symbol: string): Promise<boolean>;
  insert(userId: number, symbol: string, stars: number): Promise<WatchlistItemRow>;
  /** Which of `ids` belong to the user (ascending). */
  ownedIds(userId: number, ids: readonly number[]): Promise<number[]>;
  /** Sets the stars of the user's items among `ids`; answers how many there were. */
  setStars(userId: number, ids: readonly number[], stars: number): Promise<number>;
  /** Deletes the user's items among `ids` (their tag links go with them); answers how many. */
  deleteOwned(userId: number, ids: readonly number[]): Promise<number>;
  /** The id of the tag named `name`, creating the tag when missing. */
  ensureTag(name: string): Promise<number>;
  findTagId(name: string): Promise<number | undefined>;
  /** Links the tag to each item that lacks it; answers how many links were added. */
  addTag(itemIds: readonly number[], tagId: number): Promise<number>;
  /** Unlinks the tag from the items; answers how many links were removed. */
  removeTag(itemIds: readonly number[], tagId: number): Promise<number>;
  /**
   * Locks the user's row until the transaction ends, so that concurrent adds of one user are
   * checked (duplicate, limit) one after another. Call inside `transaction`.
   */
  lockUser(userId: number): Promise<void>;
  /** The watchlist symbols of each of the users, in one statement (users without items are left out). */
  symbolsOfUsers(userIds: readonly number[]): Promise<Map<number, Set<string>>>;
  transaction<T>(work: (repository: WatchlistRepository) => Promise<T>): Promise<T>;
}

export function createWatchlistRepository(db: Db): WatchlistRepository {
  async function tagsOf(where: SQL) {
    return db
      .select({ itemId: watchlistItemTags.itemId, id: tags.id, name: tags.name })
      .from(watchlistItemTags)
      .innerJoin(tags, eq(tags.id, watchlistItemTags.tagId))
      .innerJoin(watchlistItems, eq(watchlistItems.id, watchlistItemTags.itemId))
      .where(where)
      .orderBy(asc(tags.name), asc(tags.id));
  }

  function withTags(
    rows: WatchlistItemRow[],
    links: { itemId: number; id: number; name: string }[],
  ): WatchlistRecord[] {
    const byItem = new Map<number, { id: number; name: string }[]>();
    for (const { itemId, id, name } of links) {
      const list = byItem.get(itemId) ?? [];
      list.push({ id, name });
      byItem.set(itemId, list);
    }
    return rows.map((row) => ({ ...row, tags: byItem.get(row.id) ?? [] }));
  }

  const owned = (userId: number, ids: readonly number[]) =>
    and(eq(watchlistItems.userId, userId), inArray(watchlistItems.id, [...ids]));

  const repository: WatchlistRepository = {
    async symbolsOfUsers(userIds) {
      const out = new Map<number, Set<string>>();
      if (userIds.length === 0) return out;
      const rows = await db
        .select({ userId: watchlistItems.userId, symbol: watchlistItems.symbol })
        .from(watchlistItems)
        .where(inArray(watchlistItems.userId, [...userIds]));
      for (const { userId, symbol } of rows) {
        const set = out.get(userId) ?? new Set<string>();
        set.add(symbol);
        out.set(userId, set);
      }
      return out;
    },
    async listForUser(userId) {
      const rows = await db
        .select()
        .from(watchlistItems)
        .where(eq(watchlistItems.userId, userId))
        .orderBy(asc(watchlistItems.id));
      return withTags(rows, rows.length ? await tagsOf(eq(watchlistItems.userId, userId)) : []);
    },

    async findOwned(userId, id) {
      const rows = await db
        .select()
        .from(watchlistItems)
        .where(owned(userId, [id]));
      return rows.length ? withTags(rows, await tagsOf(eq(watchlistItems.id, id)))[0] : undefined;
    },

    async countForUser(userId) {
      const [row] = await db
        .select({ n: count() })
        .from(watchlistItems)
        .where(eq(watchlistItems.userId, userId));
      return row?.n ?? 0;
    },

    async hasSymbol(userId, symbol) {
      const rows = await db
        .select({ id: watchlistItems.id })
        .from(watchlistItems)
        .where(and(eq(watchlistItems.userId, userId), eq(watchlistItems.symbol, symbol)))
        .limit(1);
      return rows.length > 0;
    },

    async insert(userId, symbol, stars) {
      const [row] = await db.insert(watchlistItems).values({ userId, symbol, stars }).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    async ownedIds(userId, ids) {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: watchlistItems.id })
        .from(watchlistItems)
        .where(owned(userId, ids))
        .orderBy(asc(watchlistItems.id));
      return rows.map((r) => r.id);
    },

    async setStars(userId, ids, stars) {
      if (ids.length === 0) return 0;
      const rows = await db
        .update(watchlistItems)
        .set({ stars })
        .where(owned(userId, ids))
        .returning({ id: watchlistItems.id });
      return rows.length;
    },

    async deleteOwned(userId, ids) {
      if (ids.length === 0) return 0;
      const rows = await db
        .delete(watchlistItems)
        .where(owned(userId, ids))
        .returning({ id: watchlistItems.id });
      return rows.length;
    },

    async ensureTag(name) {
      await db.insert(tags).values({ name }).onConflictDoNothing({ target: tags.name });
      const id = await repository.findTagId(name);
      if (id === undefined) throw new Error(`tag ${name} vanished`);
      return id;
    },

    async findTagId(name) {
      const [row] = await db.select({ id: tags.id }).from(tags).where(eq(tags.name, name));
      return row?.id;
    },

    async addTag(itemIds, tagId) {
      if (itemIds.length === 0) return 0;
      const rows = await db
        .insert(watchlistItemTags)
        .values(itemIds.map((itemId) => ({ itemId, tagId })))
        .onConflictDoNothing()
        .returning({ itemId: watchlistItemTags.itemId });
      return rows.length;
    },

    async removeTag(itemIds, tagId) {
      if (itemIds.length === 0) return 0;
      const rows = await db
        .delete(watchlistItemTags)
        .where(and(eq(watchlistItemTags.tagId, tagId), inArray(watchlistItemTags.itemId, [...itemIds])))
        .returning({ itemId: watchlistItemTags.itemId });
      return rows.length;
    },

    async lockUser(userId) {
      await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    },

    transaction(work) {
      return db.transaction((tx) => work(createWatchlistRepository(tx)));
    },
  };
  return repository;
}
