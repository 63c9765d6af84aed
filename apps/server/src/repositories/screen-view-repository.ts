import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { type UserScreenViewRow, userScreenViews } from '../db/schema.ts';

export interface ScreenViewRepository {
  /** Every view of one user, by screen. */
  listFor(userId: number): Promise<UserScreenViewRow[]>;
  /** Inserts or replaces one view; undefined when the user is gone (deleted meanwhile). */
  put(userId: number, screen: string, query: string, at: Date): Promise<UserScreenViewRow | undefined>;
}

const FOREIGN_KEY_VIOLATION = '23503';

function isForeignKeyViolation(error: unknown): boolean {
  const source = (error instanceof Error && error.cause ? error.cause : error) as { code?: unknown } | null;
  return source?.code === FOREIGN_KEY_VIOLATION;
}

export function createScreenViewRepository(db: Db): ScreenViewRepository {
  return {
    listFor: (userId) =>
      db
        .select()
        .from(userScreenViews)
        .where(eq(userScreenViews.userId, userId))
        .orderBy(asc(userScreenViews.screen)),

    async put(userId, screen, query, at) {
      try {
        const [row] = await db
          .insert(userScreenViews)
          .values({ userId, screen, query, updatedAt: at })
          .onConflictDoUpdate({
            target: [userScreenViews.userId, userScreenViews.screen],
            set: { query, updatedAt: at },
          })
          .returning();
        return row;
      } catch (error) {
        if (isForeignKeyViolation(error)) return undefined;
        throw error;
      }
    },
  };
}
