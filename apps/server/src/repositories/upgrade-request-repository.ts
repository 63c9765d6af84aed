import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { type UpgradeRequestRow, type UserRow, upgradeRequests, users } from '../db/schema.ts';
import { rethrowDuplicate } from './database-errors.ts';
import { createUserRepository, type UserRepository } from './user-repository.ts';

export interface UpgradeRequestWithUser {
  request: UpgradeRequestRow;
  user: Pick<UserRow, 'id' | 'username' | 'email' | 'role'>;
}

export interface UpgradeDecision {
  status: 'approved' | 'declined';
  decidedBy: number;
  decidedAt: Date;
}

export interface UpgradeRequestRepository {
  /** Stores a pending request; a second open one of the same user throws DuplicateKeyError. */
  create(userId: number, plan: string, at: Date): Promise<UpgradeRequestRow>;
  /** The user's requests, newest first. */
  listForUser(userId: number): Promise<UpgradeRequestRow[]>;
  /** Requests (of one status, or all) with their requesters, newest first. */
  listWithUsers(status?: string): Promise<UpgradeRequestWithUser[]>;
  countPending(): Promise<number>;
  /** The request, its row locked until the transaction ends. Call inside `transaction`. */
  lockById(id: number): Promise<UpgradeRequestRow | undefined>;
  decide(id: number, decision: UpgradeDecision): Promise<UpgradeRequestRow>;
  /** Changes a pending request's plan; throws when it is no longer pending. */
  changePlan(id: number, plan: string): Promise<UpgradeRequestRow>;
  /** Deletes a pending request (withdrawn by its requester); throws when it is no longer pending. */
  deletePending(id: number): Promise<void>;
  /** Runs `work` in one transaction with both repositories bound to it. */
  transaction<T>(
    work: (repos: { upgrades: UpgradeRequestRepository; users: UserRepository }) => Promise<T>,
  ): Promise<T>;
}

const newestFirst = [desc(upgradeRequests.createdAt), desc(upgradeRequests.id)];

export function createUpgradeRequestRepository(db: Db): UpgradeRequestRepository {
  return {
    async create(userId, plan, at) {
      try {
        const [row] = await db.insert(upgradeRequests).values({ userId, plan, createdAt: at }).returning();
        if (!row) throw new Error('insert returned no row');
        return row;
      } catch (error) {
        return rethrowDuplicate(error);
      }
    },

    listForUser(userId) {
      return db
        .select()
        .from(upgradeRequests)
        .where(eq(upgradeRequests.userId, userId))
        .orderBy(...newestFirst);
    },

    listWithUsers(status) {
      return db
        .select({
          request: upgradeRequests,
          user: { id: users.id, username: users.username, email: users.email, role: users.role },
        })
        .from(upgradeRequests)
        .innerJoin(users, eq(users.id, upgradeRequests.userId))
        .where(status ? eq(upgradeRequests.status, status) : undefined)
        .orderBy(...newestFirst);
    },

    async countPending() {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(upgradeRequests)
        .where(eq(upgradeRequests.status, 'pending'));
      return row?.n ?? 0;
    },

    async lockById(id) {
      const [row] = await db.select().from(upgradeRequests).where(eq(upgradeRequests.id, id)).for('update');
      return row;
    },

    async decide(id, decision) {
      const [row] = await db
        .update(upgradeRequests)
        .set(decision)
        .where(and(eq(upgradeRequests.id, id), eq(upgradeRequests.status, 'pending')))
        .returning();
      if (!row) throw new Error(`upgrade request ${id} is not pending`);
      return row;
    },

    async changePlan(id, plan) {
      const [row] = await db
        .update(upgradeRequests)
        .set({ plan })
        .where(and(eq(upgradeRequests.id, id), eq(upgradeRequests.status, 'pending')))
        .returning();
      if (!row) throw new Error(`upgrade request ${id} is not pending`);
      return row;
    },

    async deletePending(id) {
      const gone = await db
        .delete(upgradeRequests)
        .where(and(eq(upgradeRequests.id, id), eq(upgradeRequests.status, 'pending')))
        .returning({ id: upgradeRequests.id });
      if (gone.length === 0) throw new Error(`upgrade request ${id} is not pending`);
    },

    transaction(work) {
      return db.transaction((tx) =>
        work({ upgrades: createUpgradeRequestRepository(tx), users: createUserRepository(tx) }),
      );
    },
  };
}
