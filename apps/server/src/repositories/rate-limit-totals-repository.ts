import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { rowsOf } from './sql-results.ts';

/** Points one process spent on a key since it last told the database. */
export interface PointsToAdd {
  /** The row key, `<limit name>:<caller key>` (the format of rate-limit-store.ts). */
  key: string;
  points: number;
  /** Where the window ends (epoch ms) if these points open a new one: the process's own estimate. */
  windowEnd: number;
}

/** A key's count over every process, as the database holds it after the addition. */
export interface SharedTotal {
  key: string;
  points: number;
  /** The end of the shared window (epoch ms); null for a row that never expires. */
  windowEnd: number | null;
}

export interface RateLimitTotalsRepository {
  /**
   * Adds each key's points to its `rate_limits` row and answers the rows' totals, in one statement for
   * every key. A row whose window has ended by `now` (epoch ms) starts over with the added points and
   * the given window end; a live row keeps its end. Keys must be distinct.
   */
  add(points: readonly PointsToAdd[], now: number): Promise<SharedTotal[]>;
}

/**
 * The batched writer of the request counters that every API process shares on PostgreSQL
 * (services/limits/shared-windows.ts; docs/architecture.md §3.2). Same rows and the same window rule
 * as rate-limiter-flexible's drizzle store (rate-limit-store.ts), which the login and registration
 * limits use and whose clean-up deletes these rows too once they are an hour past their end; but one
 * `INSERT … SELECT FROM unnest … ON CONFLICT DO UPDATE … RETURNING` for all keys instead of one per
 * spend. The rows are written in key order, so two processes adding overlapping keys at the same
 * moment lock them in the same order and cannot deadlock.
 */
export function createRateLimitTotalsRepository(db: Db): RateLimitTotalsRepository {
  return {
    async add(points, now) {
      if (points.length === 0) return [];
      // Times cross as epoch ms (float8), so both drivers hand back plain numbers.
      const result = await db.execute(sql`
        insert into rate_limits (key, points, expire)
        select u.key, u.points, to_timestamp(u.window_end / 1000.0)
        from unnest(
          ${sql.param(points.map((p) => p.key))}::text[],
          ${sql.param(points.map((p) => p.points))}::int4[],
          ${sql.param(points.map((p) => p.windowEnd))}::float8[]
        ) as u(key, points, window_end)
        order by u.key
        on conflict (key) do update set
          points = case when rate_limits.expire <= to_timestamp(${now}::float8 / 1000.0)
            then excluded.points else rate_limits.points + excluded.points end,
          expire = case when rate_limits.expire <= to_timestamp(${now}::float8 / 1000.0)
            then excluded.expire else rate_limits.expire end
        returning key, points, (extract(epoch from expire) * 1000)::float8 as window_end`);
      return rowsOf<{ key: string; points: number; window_end: number | null }>(result).map((row) => ({
        key: row.key,
        points: Number(row.points),
        windowEnd: row.window_end === null ? null : Number(row.window_end),
      }));
    },
  };
}
