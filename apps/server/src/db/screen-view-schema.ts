/**
 * Pro's saved filters (docs/product.md §3 "Screener state"): one view per user and screen, as the
 * query string the screen writes to its URL (`''` for a view reset to the screen's defaults).
 */
import { savedViewScreens } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users-schema.ts';

const screenList = sql.raw(savedViewScreens.map((s) => `'${s}'`).join(', '));

export const userScreenViews = pgTable(
  'user_screen_views',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    screen: text('screen').notNull(),
    query: text('query').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'user_screen_views_pkey', columns: [t.userId, t.screen] }),
    check('user_screen_views_screen_check', sql`${t.screen} in (${screenList})`),
    check('user_screen_views_query_length_check', sql`length(${t.query}) <= 2000`),
  ],
);

export type UserScreenViewRow = typeof userScreenViews.$inferSelect;
