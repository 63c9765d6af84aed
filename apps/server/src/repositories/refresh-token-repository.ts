import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { type RefreshTokenRow, refreshTokens } from '../db/schema.ts';

export interface NewRefreshToken {
  id: string;
  userId: number;
  familyId: string;
  expiresAt: Date;
}

export interface RefreshTokenRepository {
  create(token: NewRefreshToken): Promise<void>;
  findById(id: string): Promise<RefreshTokenRow | undefined>;
  /**
   * Spends a live token: marks it revoked and replaced by `replacedBy`. False when it was already
   * spent or revoked (so of two concurrent refreshes with one token, exactly one wins).
   */
  spend(id: string, replacedBy: string, at: Date): Promise<boolean>;
  /** Whether the family still holds a token neither spent, revoked nor expired at `at` (its session is on). */
  familyIsLive(familyId: string, at: Date): Promise<boolean>;
  /** Revokes every still-live token of a family; returns how many were revoked. */
  revokeFamily(familyId: string, at: Date): Promise<number>;
  /** Revokes every still-live token of a user (e.g. when the user is deactivated). */
  revokeUser(userId: number, at: Date): Promise<number>;
  /** Deletes tokens that expired before `before` (housekeeping for a periodic job). */
  deleteExpired(before: Date): Promise<number>;
  transaction<T>(work: (repository: RefreshTokenRepository) => Promise<T>): Promise<T>;
}

export function createRefreshTokenRepository(db: Db): RefreshTokenRepository {
  return {
    async create(token: NewRefreshToken): Promise<void> {
      await db.insert(refreshTokens).values(token);
    },

    async findById(id: string): Promise<RefreshTokenRow | undefined> {
      const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.id, id));
      return row;
    },

    async spend(id: string, replacedBy: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(refreshTokens)
        .set({ revokedAt: at, replacedBy })
        .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.revokedAt)))
        .returning({ id: refreshTokens.id });
      return rows.length === 1;
    },

    async familyIsLive(familyId, at) {
      const rows = await db
        .select({ id: refreshTokens.id })
        .from(refreshTokens)
        .where(
          and(
            eq(refreshTokens.familyId, familyId),
            isNull(refreshTokens.revokedAt),
            gt(refreshTokens.expiresAt, at),
          ),
        )
        .limit(1);
      return rows.length === 1;
    },

    async revokeFamily(familyId: string, at: Date): Promise<number> {
      const rows = await db
        .update(refreshTokens)
        .set({ revokedAt: at })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
        .returning({ id: refreshTokens.id });
      return rows.length;
    },

    async revokeUser(userId, at) {
      const rows = await db
        .update(refreshTokens)
        .set({ revokedAt: at })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)))
        .returning({ id: refreshTokens.id });
      return rows.length;
    },

    async deleteExpired(before: Date): Promise<number> {
      const rows = await db
        .delete(refreshTokens)
        .where(lt(refreshTokens.expiresAt, before))
        .returning({ id: refreshTokens.id });
      return rows.length;
    },

    transaction<T>(work: (repository: RefreshTokenRepository) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(createRefreshTokenRepository(tx)));
    },
  };
}
