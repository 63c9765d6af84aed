import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { type TaskRow, tasks } from '../db/jobs-schema.ts';
import { marketSymbols, users } from '../db/schema.ts';

export interface RoleCount {
  role: string;
  active: boolean;
  n: number;
}

/** The reads of the admin overview that no other repository has. */
export interface AdminOverviewRepository {
  /** Users counted by role and active flag. */
  usersByRole(): Promise<RoleCount[]>;
  /** The newest task of each job (by `job_name`). */
  lastTaskPerJob(): Promise<TaskRow[]>;
  /** The active symbols of `source`, by name. */
  activeSymbols(source: string): Promise<string[]>;
}

export function createAdminOverviewRepository(db: Db): AdminOverviewRepository {
  return {
    usersByRole() {
      return db
        .select({ role: users.role, active: users.isActive, n: sql<number>`count(*)::int` })
        .from(users)
        .groupBy(users.role, users.isActive);
    },

    lastTaskPerJob() {
      return db
        .selectDistinctOn([tasks.jobName])
        .from(tasks)
        .orderBy(asc(tasks.jobName), desc(tasks.createdAt), desc(tasks.id));
    },

    async activeSymbols(source) {
      const rows = await db
        .select({ symbol: marketSymbols.symbol })
        .from(marketSymbols)
        .where(and(eq(marketSymbols.source, source), eq(marketSymbols.active, true)))
        .orderBy(asc(marketSymbols.symbol));
      return rows.map((r) => r.symbol);
    },
  };
}
