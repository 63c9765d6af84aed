import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';

/** The bulk-loaded tables whose statistics the start-up refreshes: the bars, the trend day partials. */
export type StatisticsScope = 'candles' | 'trend_day_partials';

/**
 * Refreshes the query planner's statistics (`ANALYZE`) after a bulk load (docs/reliability.md, Soak).
 * The embedded PGlite runs no autovacuum, so without this the tables the backfill filled are never
 * analyzed and the planner guesses: it read every stored 5m bar of each symbol and filtered them in
 * memory for the volume classification's two short ranges (1.5–2 s a close, on the event loop),
 * where with statistics it scans the index over those ranges only. On PostgreSQL it only refreshes
 * sooner what autovacuum would.
 */
export async function refreshPlannerStatistics(db: Db, scope: StatisticsScope): Promise<void> {
  await db.execute(scope === 'candles' ? sql`analyze candles` : sql`analyze trend_day_partials`);
}
