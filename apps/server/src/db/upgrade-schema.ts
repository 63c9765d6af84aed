/** Plan upgrade requests (see schema.ts for how to change tables and generate migrations). */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users-schema.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One row per request of a user for a paid plan: pending until an admin approves (the user's role
 * becomes the plan) or declines it. The partial unique index keeps one open request per user, so two
 * concurrent requests cannot both be stored.
 */
export const upgradeRequests = pgTable(
  'upgrade_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan: text('plan').notNull(),
    status: text('status').notNull().default('pending'),
    createdAt: at('created_at').notNull().defaultNow(),
    decidedAt: at('decided_at'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('upgrade_requests_plan_check', sql`${t.plan} in ('pro', 'premium')`),
    check('upgrade_requests_status_check', sql`${t.status} in ('pending', 'approved', 'declined')`),
    uniqueIndex('upgrade_requests_one_open_key').on(t.userId).where(sql`${t.status} = 'pending'`),
    index('upgrade_requests_user_idx').on(t.userId, t.createdAt),
  ],
);

export type UpgradeRequestRow = typeof upgradeRequests.$inferSelect;
