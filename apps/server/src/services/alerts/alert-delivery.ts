import { hasRole, type StreamEvent, type UserRole } from '@app/contracts';
import { type AlertEvent, matchAlertRules } from '@app/core';
import type { AlertRepository } from '../../repositories/alert-repository.ts';
import { alertDiscordMessage } from './alert-message.ts';
import type { UserWebhookSender } from './alert-webhook-sender.ts';

/** An event this process inserted first (its `alert_events` id): only those are delivered. */
export interface NewAlertEvent extends AlertEvent {
  id: number;
}

export interface AlertDeliveryReport {
  /** Inbox rows written, and the matches a rule's cooldown held back. */
  delivered: number;
  cooledDown: number;
  discord: { sent: number; failed: number; refused: number };
}

export interface AlertDeliveryDeps {
  alerts: AlertRepository;
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

/**
 * Fans new events out to the rules they match (core `matchAlertRules`: enabled, owner still pro or
 * above, kind, scope, min score): per rule and symbol the cooldown is claimed atomically in the
 * database (the first of concurrent processes wins), then an inbox row is written (unique per rule
 * and event) and the stream's `alerts` module is published. Rules with `discord` of premium owners
 * post to the owner's webhook (checked again at send); the inbox row keeps the outcome.
 */
export function createAlertDelivery(deps: AlertDeliveryDeps): AlertDelivery {
  const publish = (dataTime: number) =>
    deps
      .publish({ module: 'alerts', data_time: new Date(dataTime).toISOString() })
      .catch((error: unknown) => deps.log?.warn({ error: String(error) }, 'alerts event not published'));

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
      const posts: { inboxId: number; userId: number; event: NewAlertEvent }[] = [];
      let newest = 0;
      for (const event of [...events].sort((a, b) => a.dataTime - b.dataTime || a.id - b.id)) {
        for (const rule of matchAlertRules(event, rules, onWatchlist, minScore)) {
          const at = new Date(event.dataTime);
          if (!(await deps.alerts.claimCooldown(rule.id, event.symbol, at, rule.cooldownMinutes * 60_000))) {
            report.cooledDown += 1;
            continue;
          }
          const inboxId = await deps.alerts.insertInbox({
            userId: rule.userId,
            ruleId: rule.id,
            eventId: event.id,
            event: event.kind,
            symbol: event.symbol,
            message: event.message,
            detail: event.detail,
            dataTime: at,
          });
          if (inboxId === undefined) continue;
          report.delivered += 1;
          newest = Math.max(newest, event.dataTime);
          if (rule.discord && hasRole(rule.role as UserRole, 'premium'))
            posts.push({ inboxId, userId: rule.userId, event });
        }
      }
      if (report.delivered > 0) await publish(newest);
      if (posts.length === 0) return report;
      const urls = await deps.alerts.webhookUrls([...new Set(posts.map((p) => p.userId))]);
      await Promise.all(
        posts.map(async (post) => {
          const url = urls.get(post.userId);
          if (!url) return;
          const result = await deps.sender.send(url, alertDiscordMessage(post.event));
          report.discord[result.status] += 1;
          if (result.status !== 'sent')
            deps.log?.warn({ userId: post.userId, reason: result.reason }, `alert webhook ${result.status}`);
          await deps.alerts.setDiscordStatus(post.inboxId, result.status);
        }),
      );
      await publish(newest);
      return report;
    },
  };
}
