import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  type AlertInboxRow,
  type AlertRuleRow,
  alertCooldowns,
  alertEvents,
  alertInbox,
  alertRules,
  alertStates,
  alertWebhooks,
} from '../db/alerts-schema.ts';
import type { Db } from '../db/database.ts';
import { users } from '../db/schema.ts';

export type NewAlertRule = Omit<AlertRuleRow, 'id' | 'createdAt'>;
export type AlertRuleChange = Partial<
  Pick<AlertRuleRow, 'minScore' | 'cooldownMinutes' | 'discord' | 'enabled'>
>;

export interface NewAlertEvent {
  source: string;
  key: string;
  event: AlertRuleRow['event'];
  symbol: string;
  message: string;
  detail: Record<string, unknown>;
  score: number | null;
  dataTime: Date;
}

export interface AlertRepository {
  listRules(userId: number): Promise<AlertRuleRow[]>;
  countRules(userId: number): Promise<number>;
  insertRule(rule: NewAlertRule): Promise<AlertRuleRow>;
  /** The changed rule, or undefined when the user owns no rule `id`. */
  updateRule(userId: number, id: number, change: AlertRuleChange): Promise<AlertRuleRow | undefined>;
  /** Whether the user's rule `id` was deleted. */
  deleteRule(userId: number, id: number): Promise<boolean>;
  /** The user's newest `limit` inbox entries and the count of unread ones. */
  inbox(userId: number, limit: number): Promise<{ items: AlertInboxRow[]; unread: number }>;
  /** Marks the user's entries among `ids` (or all of them) read; answers how many changed. */
  markRead(userId: number, ids: readonly number[] | 'all'): Promise<number>;
  webhookUrl(userId: number): Promise<string | null>;
  setWebhookUrl(userId: number, url: string | null): Promise<void>;
  /** Enabled rules of the event kinds, with their owner's role. */
  enabledRules(events: readonly string[]): Promise<(AlertRuleRow & { role: string })[]>;
  /** The stored states of a topic for a source: symbol → {state, version}. */
  states(source: string, topic: string): Promise<Map<string, { state: unknown; version: number }>>;
  /**
   * Compare-and-set: writes `state` when the stored version is `version` (or, with version 0, when
   * no row exists). True when this call won the transition.
   */
  casState(source: string, symbol: string, topic: string, version: number, state: unknown): Promise<boolean>;
  /** Inserts the event unless its (source, key) exists; answers the new id, or undefined. */
  insertEvent(event: NewAlertEvent): Promise<number | undefined>;
  /**
   * Claims the cooldown of (rule, symbol): true (and last_fired_at = `at`) when the rule never fired
   * for the symbol or last fired at or before `at − cooldownMs`; atomic across processes.
   */
  claimCooldown(ruleId: number, symbol: string, at: Date, cooldownMs: number): Promise<boolean>;
  /** Inserts an inbox row unless (rule, event) exists; answers its id, or undefined. */
  insertInbox(
    row: Omit<AlertInboxRow, 'id' | 'createdAt' | 'read' | 'discordStatus'>,
  ): Promise<number | undefined>;
  setDiscordStatus(id: number, status: 'sent' | 'failed' | 'refused'): Promise<void>;
  /** The users' webhook urls. */
  webhookUrls(userIds: readonly number[]): Promise<Map<number, string>>;
}

/** SQL of the alert tables (rules, inbox, webhook urls, evaluator states, events and cooldowns). */
export function createAlertRepository(db: Db): AlertRepository {
  return {
    listRules(userId) {
      return db.select().from(alertRules).where(eq(alertRules.userId, userId)).orderBy(alertRules.id);
    },
    async countRules(userId) {
      const [row] = await db.select({ n: count() }).from(alertRules).where(eq(alertRules.userId, userId));
      return row?.n ?? 0;
    },
    async insertRule(rule) {
      const [row] = await db.insert(alertRules).values(rule).returning();
      if (!row) throw new Error('alert rule not inserted');
      return row;
    },
    async updateRule(userId, id, change) {
      const [row] = await db
        .update(alertRules)
        .set(change)
        .where(and(eq(alertRules.userId, userId), eq(alertRules.id, id)))
        .returning();
      return row;
    },
    async deleteRule(userId, id) {
      const rows = await db
        .delete(alertRules)
        .where(and(eq(alertRules.userId, userId), eq(alertRules.id, id)))
        .returning({ id: alertRules.id });
      return rows.length > 0;
    },
    async inbox(userId, limit) {
      const items = await db
        .select()
        .from(alertInbox)
        .where(eq(alertInbox.userId, userId))
        .orderBy(desc(alertInbox.id))
        .limit(limit);
      const [row] = await db
        .select({ n: count() })
        .from(alertInbox)
        .where(and(eq(alertInbox.userId, userId), eq(alertInbox.read, false)));
      return { items, unread: row?.n ?? 0 };
    },
    async markRead(userId, ids) {
      const mine = and(eq(alertInbox.userId, userId), eq(alertInbox.read, false));
      const rows = await db
        .update(alertInbox)
        .set({ read: true })
        .where(ids === 'all' ? mine : and(mine, inArray(alertInbox.id, [...ids])))
        .returning({ id: alertInbox.id });
      return rows.length;
    },
    async webhookUrl(userId) {
      const [row] = await db.select().from(alertWebhooks).where(eq(alertWebhooks.userId, userId));
      return row?.url ?? null;
    },
    async setWebhookUrl(userId, url) {
      if (url === null) {
        await db.delete(alertWebhooks).where(eq(alertWebhooks.userId, userId));
        return;
      }
      await db
        .insert(alertWebhooks)
        .values({ userId, url })
        .onConflictDoUpdate({ target: alertWebhooks.userId, set: { url, updatedAt: sql`now()` } });
    },
    async enabledRules(events) {
      if (events.length === 0) return [];
      const rows = await db
        .select({ rule: alertRules, role: users.role })
        .from(alertRules)
        .innerJoin(users, eq(users.id, alertRules.userId))
        .where(
          and(
            eq(alertRules.enabled, true),
            eq(users.isActive, true),
            inArray(alertRules.event, [...events] as AlertRuleRow['event'][]),
          ),
        )
        .orderBy(alertRules.id);
      return rows.map(({ rule, role }) => ({ ...rule, role: String(role) }));
    },
    async states(source, topic) {
      const rows = await db
        .select({ symbol: alertStates.symbol, state: alertStates.state, version: alertStates.version })
        .from(alertStates)
        .where(and(eq(alertStates.source, source), eq(alertStates.topic, topic)));
      return new Map(rows.map((r) => [r.symbol, { state: r.state, version: r.version }]));
    },
    async casState(source, symbol, topic, version, state) {
      if (version === 0) {
        const rows = await db
          .insert(alertStates)
          .values({ source, symbol, topic, state, version: 1 })
          .onConflictDoNothing()
          .returning({ v: alertStates.version });
        return rows.length > 0;
      }
      const rows = await db
        .update(alertStates)
        .set({ state, version: version + 1, updatedAt: sql`now()` })
        .where(
          and(
            eq(alertStates.source, source),
            eq(alertStates.symbol, symbol),
            eq(alertStates.topic, topic),
            eq(alertStates.version, version),
          ),
        )
        .returning({ v: alertStates.version });
      return rows.length > 0;
    },
    async insertEvent(event) {
      const [row] = await db
        .insert(alertEvents)
        .values(event)
        .onConflictDoNothing()
        .returning({ id: alertEvents.id });
      return row?.id;
    },
    async claimCooldown(ruleId, symbol, at, cooldownMs) {
      const cutoff = new Date(at.getTime() - cooldownMs);
      const rows = await db
        .insert(alertCooldowns)
        .values({ ruleId, symbol, lastFiredAt: at })
        .onConflictDoUpdate({
          target: [alertCooldowns.ruleId, alertCooldowns.symbol],
          set: { lastFiredAt: at },
          setWhere: sql`${alertCooldowns.lastFiredAt} <= ${cutoff.toISOString()}::timestamptz`,
        })
        .returning({ ruleId: alertCooldowns.ruleId });
      return rows.length > 0;
    },
    async insertInbox(row) {
      const [inserted] = await db
        .insert(alertInbox)
        .values(row)
        .onConflictDoNothing()
        .returning({ id: alertInbox.id });
      return inserted?.id;
    },
    async setDiscordStatus(id, status) {
      await db.update(alertInbox).set({ discordStatus: status }).where(eq(alertInbox.id, id));
    },
    async webhookUrls(userIds) {
      if (userIds.length === 0) return new Map();
      const rows = await db
        .select()
        .from(alertWebhooks)
        .where(inArray(alertWebhooks.userId, [...userIds]));
      return new Map(rows.map((r) => [r.userId, r.url]));
    },
  };
}
