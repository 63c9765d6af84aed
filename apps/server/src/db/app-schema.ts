/**
 * Admin settings and watchlists (see schema.ts for how to change tables and generate migrations).
 *
 * Settings are one row (id 1) holding the whole settings object as jsonb: a save replaces it in one
 * statement, so a save is all-or-nothing, and a field added later needs no migration (missing fields
 * read as their defaults, see `settings-service.ts`).
 *
 * A symbol may appear once per user unless `allow_duplicate_symbols` is on. The setting can change
 * at any time, so the rule is enforced by the watchlist service (under a per-user row lock), not by a
 * unique index.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users-schema.ts';

export const appSettings = pgTable(
  'app_settings',
  {
    id: smallint('id').primaryKey().default(1),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [check('app_settings_single_row', sql`${t.id} = 1`)],
);

export const watchlistItems = pgTable(
  'watchlist_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    symbol: text('symbol').notNull(),
    stars: smallint('stars').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('watchlist_items_user_symbol_idx').on(t.userId, t.symbol),
    check('watchlist_items_stars_check', sql`${t.stars} between 0 and 5`),
  ],
);

export const tags = pgTable('tags', { id: serial('id').primaryKey(), name: text('name').notNull() }, (t) => [
  uniqueIndex('tags_name_key').on(t.name),
]);

export const watchlistItemTags = pgTable(
  'watchlist_item_tags',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => watchlistItems.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ name: 'watchlist_item_tags_pkey', columns: [t.itemId, t.tagId] }),
    index('watchlist_item_tags_tag_idx').on(t.tagId),
  ],
);

export type AppSettingsRow = typeof appSettings.$inferSelect;
export type WatchlistItemRow = typeof watchlistItems.$inferSelect;
export type TagRow = typeof tags.$inferSelect;
