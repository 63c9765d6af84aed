/**
 * Users and their refresh tokens: the tables other areas' tables reference (`users.id`). Kept out of
 * schema.ts so that the area schema files import `users` from here and schema.ts stays the barrel.
 */

import type { TimeZoneChoice, UserRole } from '@app/contracts';
import { timeZoneChoices, userRoles } from '@app/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const roleList = sql.raw(userRoles.map((r) => `'${r}'`).join(', '));
const timeZoneList = sql.raw(timeZoneChoices.map((z) => `'${z}'`).join(', '));

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').$type<UserRole>().notNull().default('free'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The zone the user's screens show times in (docs/product.md §2 "Times"). */
    timeZone: text('time_zone').$type<TimeZoneChoice>().notNull().default('utc'),
  },
  (t) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    check('users_role_check', sql`${t.role} in (${roleList})`),
    check('users_time_zone_check', sql`${t.timeZone} in (${timeZoneList})`),
  ],
);

/**
 * One row per issued refresh token (its `jti`). A login starts a family; each refresh revokes the
 * presented token, records its successor in `replaced_by` and issues a new one in the same family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: text('family_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    replacedBy: text('replaced_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId), index('refresh_tokens_user_idx').on(t.userId)],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
