import { and, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
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
  Pick<AlertRuleRow, 'event' | 'scope' | 'symbol' | 'minScore' | 'cooldownMinutes' | 'discord' | 'enabled'>
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

export type NewInboxRow = Omit<AlertInboxRow, 'id' | 'createdAt' | 'read' | 'discordStatus'>;

/** Rows per multi-row insert (8 parameters each, well under PostgreSQL's 65,535). */
const INBOX_CHUNK = 1000;

export interface AlertRepository {
  listRules(userId: number): Promise<AlertRuleRow[]>;
  countRules(userId: number): Promise<number>;
  insertRule(rule: NewAlertRule): Promise<AlertRuleRow>;
  /**
   * Inserts the rule unless its user already holds `max` rules (then undefined), in one transaction
   * that locks the user's row first: concurrent creations of one user are counted one after another,
   * so a burst cannot pass the cap (docs/reliability.md "Caps hold under bursts").
   */
  insertRuleWithin(max: number, rule: NewAlertRule): Promise<AlertRuleRow | undefined>;
  /** The changed rule, or undefined when the user owns no rule `id`. */
  updateRule(userId: number, id: number, change: AlertRuleChange): Promise<AlertRuleRow | undefined>;
  /** Whether the user's rule `id` was deleted. */
  deleteRule(userId: number, id: number): Promise<boolean>;
  /** The user's newest `limit` inbox entries (by the market time of their close, then arrival) and the count of unread ones. */
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
   * Compare-and-set of many symbols' states of a topic in two statements: each row is written when the
   * stored version is its `version` (with version 0: when no row exists), the version then advancing
   * by one. Answers the symbols whose write this call won.
   */
  casStates(
    source: string,
    topic: string,
    rows: readonly { symbol: string; version: number; state: unknown }[],
  ): Promise<Set<string>>;
  /** Inserts events unless their (source, key) exists; answers the new ids by key. */
  insertEvents(events: readonly NewAlertEvent[]): Promise<Map<string, number>>;
  /**
   * Claims the cooldowns of (rule, symbol) pairs at their `at` in one statement: a pair is won (and
   * its last_fired_at set to `at`) when the rule never fired for the symbol or last fired at or
   * before `at` minus the rule's cooldown; atomic across processes. Answers the won pairs as
   * `${ruleId}:${symbol}`. One claim per pair per call.
   */
  claimCooldowns(claims: readonly { ruleId: number; symbol: string; at: Date }[]): Promise<Set<string>>;
  /** Inserts inbox rows, skipping (rule, event) pairs that exist; answers the ids by `${ruleId}:${eventId}`. */
  insertInboxRows(rows: readonly NewInboxRow[]): Promise<Map<string, number>>;
  setDiscordStatus(ids: readonly number[], status: 'sent' | 'failed' | 'refused'): Promise<void>;
  /**
   * Retention: deletes inbox rows and events created before `createdBefore` (wall time) and cooldowns
   * last fired before `cooldownBefore` (market time; older than the longest cooldown they hold nothing
   * back). Answers the rows deleted per table.
   */
  deleteBefore(
    createdBefore: Date,
    cooldownBefore: Date,
  ): Promise<{ inbox: number; events: number; cooldowns: number }>;
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
    insertRuleWithin(max, rule) {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, rule.userId)).for('update');
        const [held] = await tx
          .select({ n: count() })
          .from(alertRules)
          .where(eq(alertRules.userId, rule.userId));
        if ((held?.n ?? 0) >= max) return undefined;
        const [row] = await tx.insert(alertRules).values(rule).returning();
        return row;
      });
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
        .orderBy(desc(alertInbox.dataTime), desc(alertInbox.id))
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
    async casStates(source, topic, rows) {
      const won = new Set<string>();
      const symbolsOf = (result: unknown) =>
        ((result as { rows?: { symbol: string }[] }).rows ?? []).map((r) => r.symbol);
      const fresh = rows.filter((r) => r.version === 0);
      const moved = rows.filter((r) => r.version > 0);
      if (fresh.length > 0) {
        const result = await db.execute(sql`
          insert into alert_states (source, symbol, topic, state, version)
          select ${source}, v.symbol, ${topic}, v.state::jsonb, 1
          from unnest(${sql.param(fresh.map((r) => r.symbol))}::text[],
            ${sql.param(fresh.map((r) => JSON.stringify(r.state)))}::text[]) as v(symbol, state)
          on conflict do nothing
          returning symbol`);
        for (const symbol of symbolsOf(result)) won.add(symbol);
      }
      if (moved.length > 0) {
        const result = await db.execute(sql`
          update alert_states s set state = v.state::jsonb, version = s.version + 1, updated_at = now()
          from unnest(${sql.param(moved.map((r) => r.symbol))}::text[],
            ${sql.param(moved.map((r) => r.version))}::int[],
            ${sql.param(moved.map((r) => JSON.stringify(r.state)))}::text[]) as v(symbol, version, state)
          where s.source = ${source} and s.topic = ${topic} and s.symbol = v.symbol and s.version = v.version
          returning s.symbol`);
        for (const symbol of symbolsOf(result)) won.add(symbol);
      }
      return won;
    },
    async insertEvents(events) {
      const ids = new Map<string, number>();
      for (let i = 0; i < events.length; i += INBOX_CHUNK) {
        const inserted = await db
          .insert(alertEvents)
          .values(events.slice(i, i + INBOX_CHUNK))
          .onConflictDoNothing()
          .returning({ id: alertEvents.id, key: alertEvents.key });
        for (const r of inserted) ids.set(r.key, r.id);
      }
      return ids;
    },
    async claimCooldowns(claims) {
      if (claims.length === 0) return new Set();
      const rows = await db.execute(sql`
        insert into alert_cooldowns (rule_id, symbol, last_fired_at)
        select c.rule_id, c.symbol, c.at from unnest(${sql.param(claims.map((c) => c.ruleId))}::int[],
          ${sql.param(claims.map((c) => c.symbol))}::text[],
          ${sql.param(claims.map((c) => c.at.toISOString()))}::timestamptz[]) as c(rule_id, symbol, at)
        where exists (select 1 from alert_rules r where r.id = c.rule_id)
        on conflict (rule_id, symbol) do update set last_fired_at = excluded.last_fired_at
        where alert_cooldowns.last_fired_at <= excluded.last_fired_at - make_interval(mins =>
          (select r.cooldown_minutes from alert_rules r where r.id = excluded.rule_id))
        returning rule_id, symbol`);
      return new Set(
        ((rows as unknown as { rows: { rule_id: number; symbol: string }[] }).rows ?? []).map(
          (r) => `${r.rule_id}:${r.symbol}`,
        ),
      );
    },
    async insertInboxRows(rows) {
      const ids = new Map<string, number>();
      for (let i = 0; i < rows.length; i += INBOX_CHUNK) {
        const inserted = await db
          .insert(alertInbox)
          .values(rows.slice(i, i + INBOX_CHUNK))
          .onConflictDoNothing()
          .returning({ id: alertInbox.id, ruleId: alertInbox.ruleId, eventId: alertInbox.eventId });
        for (const r of inserted) ids.set(`${r.ruleId}:${r.eventId}`, r.id);
      }
      return ids;
    },
    async setDiscordStatus(ids, status) {
      if (ids.length === 0) return;
      await db
        .update(alertInbox)
        .set({ discordStatus: status })
        .where(inArray(alertInbox.id, [...ids]));
    },
    async deleteBefore(createdBefore, cooldownBefore) {
      const inbox = await db
        .delete(alertInbox)
        .where(lt(alertInbox.createdAt, createdBefore))
        .returning({ id: alertInbox.id });
      const events = await db
        .delete(alertEvents)
        .where(lt(alertEvents.createdAt, createdBefore))
        .returning({ id: alertEvents.id });
      const cooldowns = await db
        .delete(alertCooldowns)
        .where(lt(alertCooldowns.lastFiredAt, cooldownBefore))
        .returning({ ruleId: alertCooldowns.ruleId });
      return { inbox: inbox.length, events: events.length, cooldowns: cooldowns.length };
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
