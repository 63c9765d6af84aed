/**
 * Alert tables (issue 12 item 4; see schema.ts for how to change tables and migrations).
 *
 * - `alert_rules`: a user's rules (event kind, scope, optional symbol, min score, cooldown, discord).
 * - `alert_states`: per source, symbol and topic the compact state last evaluated; written by
 *   compare-and-set on `version`, so of several worker processes only one wins a transition.
 * - `alert_events`: one row per state change, unique on (source, key): the process whose insert
 *   lands delivers it, the others skip it.
 * - `alert_inbox`: the delivered alerts, unique on (rule_id, event_id).
 * - `alert_cooldowns`: when a rule last fired for a symbol, advanced by an atomic conditional upsert.
 * - `alert_webhooks`: the user's own Discord webhook url (premium and above).
 */
import type { AlertEventKind, AlertScope } from '@app/contracts';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users-schema.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const alertRules = pgTable(
  'alert_rules',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    event: text('event').$type<AlertEventKind>().notNull(),
    scope: text('scope').$type<AlertScope>().notNull(),
    symbol: text('symbol'),
    minScore: integer('min_score'),
    cooldownMinutes: integer('cooldown_minutes').notNull(),
    discord: boolean('discord').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('alert_rules_user_idx').on(t.userId), index('alert_rules_event_idx').on(t.event)],
);

export const alertStates = pgTable(
  'alert_states',
  {
    source: text('source').notNull(),
    symbol: text('symbol').notNull(),
    topic: text('topic').notNull(),
    state: jsonb('state').notNull(),
    version: integer('version').notNull().default(1),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'alert_states_pkey', columns: [t.source, t.symbol, t.topic] })],
);

export const alertEvents = pgTable(
  'alert_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    source: text('source').notNull(),
    key: text('key').notNull(),
    event: text('event').$type<AlertEventKind>().notNull(),
    symbol: text('symbol').notNull(),
    message: text('message').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull(),
    score: integer('score'),
    dataTime: at('data_time').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('alert_events_source_key').on(t.source, t.key)],
);

export const alertInbox = pgTable(
  'alert_inbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ruleId: integer('rule_id').references(() => alertRules.id, { onDelete: 'set null' }),
    eventId: integer('event_id').notNull(),
    event: text('event').$type<AlertEventKind>().notNull(),
    symbol: text('symbol').notNull(),
    message: text('message').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull(),
    dataTime: at('data_time').notNull(),
    read: boolean('read').notNull().default(false),
    discordStatus: text('discord_status').$type<'sent' | 'failed' | 'refused'>(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('alert_inbox_rule_event_key').on(t.ruleId, t.eventId),
    index('alert_inbox_user_idx').on(t.userId, t.id),
  ],
);

export const alertCooldowns = pgTable(
  'alert_cooldowns',
  {
    ruleId: integer('rule_id')
      .notNull()
      .references(() => alertRules.id, { onDelete: 'cascade' }),
    symbol: text('symbol').notNull(),
    lastFiredAt: at('last_fired_at').notNull(),
  },
  (t) => [primaryKey({ name: 'alert_cooldowns_pkey', columns: [t.ruleId, t.symbol] })],
);

export const alertWebhooks = pgTable('alert_webhooks', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  url: text('url').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export type AlertRuleRow = typeof alertRules.$inferSelect;
export type AlertInboxRow = typeof alertInbox.$inferSelect;
