import { hasRole, type StreamEvent, type UserRole } from '@app/contracts';
import { type AlertEvent, matchAlertRules } from '@app/core';
import { safeErrorText } from '../../lib/safe-error.ts';
import { isoOfMs } from '../../lib/time.ts';
import type { AlertRepository, NewInboxRow } from '../../repositories/alert-repository.ts';
import { alertDiscordDigest } from './alert-message.ts';
import type { UserWebhookSender } from './alert-webhook-sender.ts';

/** An event this process inserted first (its `alert_events` id): only those are delivered. */
export interface NewAlertEvent extends AlertEvent {
  id: number;
}

export interface AlertDeliveryReport {
  /** Inbox rows written, and the matches a rule's cooldown held back. */
  delivered: number;
  cooledDown: number;
  /** Webhook messages (one per user and evaluation) by outcome. */
  discord: { sent: number; failed: number; refused: number };
}

export interface AlertDeliveryDeps {
  alerts: Pick<
    AlertRepository,
    'enabledRules' | 'claimCooldowns' | 'insertInboxRows' | 'webhookUrls' | 'setDiscordStatus'
  >;
  /** The watchlist symbols of each user (for rules of scope `watchlist`). */
  watchlists(userIds: readonly number[]): Promise<Map<number, Set<string>>>;
  /** The settings' score threshold a `ict_setup` rule without `min_score` uses. */
  defaultMinScore(): Promise<number>;
  sender: UserWebhookSender;
  publish(event: StreamEvent): Promise<void>;
  log?: { warn(obj: object, msg: string): void };
}

export interface AlertDelivery {
  deliver(events: readonly NewAlertEvent[]): Promise<AlertDeliveryReport>;
}

type Match = { rule: { id: number; userId: number; discord: boolean; role: string }; event: NewAlertEvent };

/**
 * Fans new events out to the rules they match (core `matchAlertRules`: enabled, owner still pro or
 * above, kind, scope, min score). The cooldowns of all (rule, symbol) pairs are claimed in one
 * statement, atomic across processes (a pair's later events of the same batch are claimed in a
 * further round, so a cooldown of 0 lets them all through); the won matches become inbox rows
 * (unique per rule and event) and the stream's `alerts` module is published. For premium owners'
 * `discord` rules, one message per user (its alerts as embeds, a digest past 10) goes to the owner's
 * webhook, checked again at send; the inbox rows keep the outcome.
 */
export function createAlertDelivery(deps: AlertDeliveryDeps): AlertDelivery {
  const publish = (dataTime: number) =>
    deps
      .publish({ module: 'alerts', data_time: isoOfMs(dataTime) })
      .catch((error: unknown) =>
        deps.log?.warn({ error: safeErrorText(error) }, 'alerts event not published'),
      );

  return {
    async deliver(events) {
      const report: AlertDeliveryReport = {
        delivered: 0,
        cooledDown: 0,
        discord: { sent: 0, failed: 0, refused: 0 },
      };
      if (events.length === 0) return report;
      const rows = await deps.alerts.enabledRules([...new Set(events.map((e) => e.kind))]);
      if (rows.length === 0) return report;
      const rules = rows.map((r) => ({ ...r, entitled: hasRole(r.role as UserRole, 'pro') }));
      const watchers = [...new Set(rules.filter((r) => r.scope === 'watchlist').map((r) => r.userId))];
      const watchlists = await deps.watchlists(watchers);
      const onWatchlist = (userId: number, symbol: string) => watchlists.get(userId)?.has(symbol) ?? false;
      const minScore = await deps.defaultMinScore();

      let pending: Match[] = [];
      for (const event of [...events].sort((a, b) => a.dataTime - b.dataTime || a.id - b.id))
        for (const rule of matchAlertRules(event, rules, onWatchlist, minScore))
          pending.push({ rule, event });
      const won: Match[] = [];
      while (pending.length > 0) {
        // One claim per (rule, symbol) per round: the pair's earliest pending match.
        const round = new Map<string, Match>();
        const later: Match[] = [];
        for (const m of pending) {
          const key = `${m.rule.id}:${m.event.symbol}`;
          if (round.has(key)) later.push(m);
          else round.set(key, m);
        }
        const claimed = await deps.alerts.claimCooldowns(
          [...round.values()].map((m) => ({
            ruleId: m.rule.id,
            symbol: m.event.symbol,
            at: new Date(m.event.dataTime),
          })),
        );
        for (const [key, m] of round) {
          if (claimed.has(key)) won.push(m);
          else report.cooledDown += 1;
        }
        pending = later;
      }
      if (won.length === 0) return report;

      const inboxRows: NewInboxRow[] = won.map(({ rule, event }) => ({
        userId: rule.userId,
        ruleId: rule.id,
        eventId: event.id,
        event: event.kind,
        symbol: event.symbol,
        message: event.message,
        detail: event.detail,
        dataTime: new Date(event.dataTime),
      }));
      const ids = await deps.alerts.insertInboxRows(inboxRows);
      report.delivered = ids.size;
      if (ids.size === 0) return report;
      const newest = Math.max(...won.map((m) => m.event.dataTime));
      await publish(newest);

      const posts = new Map<number, { inboxIds: number[]; events: NewAlertEvent[] }>();
      for (const { rule, event } of won) {
        const inboxId = ids.get(`${rule.id}:${event.id}`);
        if (inboxId === undefined || !rule.discord || !hasRole(rule.role as UserRole, 'premium')) continue;
        const post = posts.get(rule.userId) ?? { inboxIds: [], events: [] };
        post.inboxIds.push(inboxId);
        if (!post.events.some((e) => e.id === event.id)) post.events.push(event);
        posts.set(rule.userId, post);
      }
      if (posts.size === 0) return report;
      const urls = await deps.alerts.webhookUrls([...posts.keys()]);
      await Promise.all(
        [...posts].map(async ([userId, post]) => {
          const url = urls.get(userId);
          if (!url) return;
          const result = await deps.sender.send(url, alertDiscordDigest(post.events));
          report.discord[result.status] += 1;
          if (result.status !== 'sent')
            deps.log?.warn({ userId, reason: result.reason }, `alert webhook ${result.status}`);
          await deps.alerts.setDiscordStatus(post.inboxIds, result.status);
        }),
      );
      await publish(newest);
      return report;
    },
  };
}
