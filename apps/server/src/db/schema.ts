/**
 * The database schema, one source for drizzle queries and for the generated migrations.
 *
 * To add or change a table:
 *   1. Edit this file (keep column names snake_case in SQL, camelCase in TypeScript).
 *   2. Run `npm run db:generate` (root) — drizzle-kit writes a new timestamped SQL file and its
 *      snapshot under `src/db/migrations/`. Review the SQL and commit both.
 *   3. Never edit a migration that has landed; write a new one. If another migration with a newer
 *      timestamp landed before yours, delete yours (SQL, snapshot and journal entry) and regenerate it,
 *      because drizzle's migrator applies only migrations newer than the last one applied.
 * drizzle-kit reads only this file: tables kept in other files must be re-exported from here.
 * Migrations run at start-up (`AppDatabase.migrate()` in start.ts) and in every test database
 * (`createTestDatabase`, which also truncates every table exported here between tests).
 * SQL lives only in `src/repositories/`.
 */
import { userRoles } from '@app/contracts';
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
import type { UserRole } from '@app/contracts';

const roleList = sql.raw(userRoles.map((r) => `'${r}'`).join(', '));

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
  },
  (t) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    check('users_role_check', sql`${t.role} in (${roleList})`),
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

export * from './app-schema.ts';
export * from './market-schema.ts';
export * from './jobs-schema.ts';
export * from './cpr-schema.ts';
export * from './ict-schema.ts';
export * from './upgrade-schema.ts';
export * from './volume-schema.ts';
export * from './liquidity-schema.ts';
export * from './alerts-schema.ts';
