import { desc, eq } from 'drizzle-orm';
import { type NewTrendModelRun, type TrendModelRunRow, trendModelRuns } from '../db/cpr-schema.ts';
import type { Db } from '../db/database.ts';

export interface TrendModelRepository {
  /** Stores one refit of the trend-day model; returns the stored row. */
  add(run: NewTrendModelRun): Promise<TrendModelRunRow>;
  /** The newest refit of `source`, or undefined before the first. */
  latest(source: string): Promise<TrendModelRunRow | undefined>;
}

export function createTrendModelRepository(db: Db): TrendModelRepository {
  return {
    async add(run) {
      const [row] = await db.insert(trendModelRuns).values(run).returning();
      if (!row) throw new Error('trend model run not stored');
      return row;
    },

    async latest(source) {
      const [row] = await db
        .select()
        .from(trendModelRuns)
        .where(eq(trendModelRuns.source, source))
        .orderBy(desc(trendModelRuns.id))
        .limit(1);
      return row;
    },
  };
}
