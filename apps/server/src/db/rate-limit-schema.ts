/**
 * The counters of the request, login and registration limits (services/limits/): one row per limit
 * and key, `points` spent in the window that ends at `expire`. Kept in the database so that every API
 * process shares them and a restart forgets nothing (docs/architecture.md "Request limits"). Login and
 * registration write through rate-limiter-flexible's drizzle store (repositories/rate-limit-store.ts),
 * the request limits on PostgreSQL in batches (repositories/rate-limit-totals-repository.ts). Expired
 * rows are deleted by the library's limiters every 5 minutes.
 */
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const rateLimits = pgTable(
  'rate_limits',
  {
    /** `<limit name>:<caller key>`, e.g. `login-address:203.0.113.7`. */
    key: text('key').primaryKey(),
    points: integer('points').notNull().default(0),
    /** The end of the window; null: never expires. */
    expire: timestamp('expire', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('rate_limits_expire_idx').on(table.expire)],
);
