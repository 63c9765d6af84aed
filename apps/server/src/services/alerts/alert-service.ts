import {
  ALERT_COOLDOWN_DEFAULT_MINUTES,
  ALERT_INBOX_LIMIT,
  ALERT_RULES_MAX,
  type AlertInbox,
  type AlertInboxItem,
  type AlertInboxRead,
  type AlertRule,
  type AlertRuleCreate,
  type AlertRulePatch,
  type AlertRuleUpdate,
  type AlertWebhook,
  hasRole,
  type UserRole,
} from '@app/contracts';
import type { AlertInboxRow, AlertRuleRow } from '../../db/alerts-schema.ts';
import type { AlertRepository } from '../../repositories/alert-repository.ts';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../errors.ts';
import { checkWebhookUrl, type WebhookAddressPolicy } from '../webhooks/webhook-address-policy.ts';

export interface AlertUser {
  id: number;
  role: UserRole;
}

export interface AlertService {
  listRules(userId: number): Promise<AlertRule[]>;
  createRule(user: AlertUser, body: AlertRuleCreate): Promise<AlertRule>;
  patchRule(user: AlertUser, id: number, body: AlertRulePatch): Promise<AlertRule>;
  /** Replaces the user's rule `id` with `body` (the Edit form), checked like a new rule. */
  replaceRule(user: AlertUser, id: number, body: AlertRuleUpdate): Promise<AlertRule>;
  deleteRule(userId: number, id: number): Promise<void>;
  inbox(userId: number): Promise<AlertInbox>;
  markRead(userId: number, body: AlertInboxRead): Promise<{ detail: string; updated: number }>;
  webhook(userId: number): Promise<AlertWebhook>;
  setWebhook(userId: number, url: string | null): Promise<AlertWebhook>;
}

export interface AlertServiceDeps {
  alerts: AlertRepository;
  /** Whether the symbol is on the user's watchlist (scope `symbol` requires it). */
  onWatchlist(userId: number, symbol: string): Promise<boolean>;
  addressPolicy?: WebhookAddressPolicy;
}

const ruleDto = (r: AlertRuleRow): AlertRule => ({
  id: r.id,
  event: r.event,
  scope: r.scope,
  symbol: r.symbol,
  min_score: r.minScore,
  cooldown_minutes: r.cooldownMinutes,
  discord: r.discord,
  enabled: r.enabled,
  created_at: r.createdAt.toISOString(),
});

const inboxDto = (r: AlertInboxRow): AlertInboxItem => ({
  id: r.id,
  rule_id: r.ruleId,
  event: r.event,
  symbol: r.symbol,
  message: r.message,
  detail: r.detail,
  data_time: r.dataTime.toISOString(),
  created_at: r.createdAt.toISOString(),
  read: r.read,
  discord_status: r.discordStatus ?? null,
});

/**
 * Discord on a rule is a premium feature: a pro user asking for `discord: true` is answered 403
 * (rather than silently ignored), so the Alerts screen never shows a promise it cannot keep.
 */
function checkDiscord(user: AlertUser, discord: boolean | undefined) {
  if (discord && !hasRole(user.role, 'premium'))
    throw new ForbiddenError('Discord delivery of alerts requires the premium plan.');
}

/** The user's alert rules, inbox and webhook (pro and above; the webhook premium and above). */
export function createAlertService(deps: AlertServiceDeps): AlertService {
  const { alerts } = deps;
  /** The rule's symbol (scope `symbol` only), which must be on the user's watchlist. */
  async function watchedSymbol(userId: number, body: AlertRuleCreate): Promise<string | null> {
    const symbol = body.scope === 'symbol' ? (body.symbol ?? null) : null;
    if (symbol && !(await deps.onWatchlist(userId, symbol)))
      throw new BadRequestError(`${symbol} is not on your watchlist.`, {
        symbol: ['symbol must be on your watchlist.'],
      });
    return symbol;
  }
  return {
    async listRules(userId) {
      return (await alerts.listRules(userId)).map(ruleDto);
    },
    async createRule(user, body) {
      checkDiscord(user, body.discord);
      const symbol = await watchedSymbol(user.id, body);
      const full = () =>
        new ConflictError(`You already have ${ALERT_RULES_MAX} alert rules, the most allowed.`);
      if ((await alerts.countRules(user.id)) >= ALERT_RULES_MAX) throw full();
      // Counted again with the insert, under the user's row lock: a burst cannot pass the cap.
      const row = await alerts.insertRuleWithin(ALERT_RULES_MAX, {
        userId: user.id,
        event: body.event,
        scope: body.scope,
        symbol,
        minScore: body.min_score ?? null,
        cooldownMinutes: body.cooldown_minutes ?? ALERT_COOLDOWN_DEFAULT_MINUTES,
        discord: body.discord ?? false,
        enabled: body.enabled ?? true,
      });
      if (!row) throw full();
      return ruleDto(row);
    },
    async patchRule(user, id, body) {
      checkDiscord(user, body.discord);
      const current = (await alerts.listRules(user.id)).find((r) => r.id === id);
      if (!current) throw new NotFoundError('Alert rule not found.');
      if (body.min_score != null && current.event !== 'ict_setup')
        throw new BadRequestError('min_score applies to ict_setup only.', {
          min_score: ['min_score applies to ict_setup only.'],
        });
      const row = await alerts.updateRule(user.id, id, {
        ...(body.min_score !== undefined ? { minScore: body.min_score } : {}),
        ...(body.cooldown_minutes !== undefined ? { cooldownMinutes: body.cooldown_minutes } : {}),
        ...(body.discord !== undefined ? { discord: body.discord } : {}),
        ...(body.enabled !== undefined ? { enabled: body.enabled } : {}),
      });
      if (!row) throw new NotFoundError('Alert rule not found.');
      return ruleDto(row);
    },
    async replaceRule(user, id, body) {
      const current = (await alerts.listRules(user.id)).find((r) => r.id === id);
      if (!current) throw new NotFoundError('Alert rule not found.');
      checkDiscord(user, body.discord);
      const symbol = await watchedSymbol(user.id, body);
      const row = await alerts.updateRule(user.id, id, {
        event: body.event,
        scope: body.scope,
        symbol,
        minScore: body.min_score ?? null,
        cooldownMinutes: body.cooldown_minutes ?? ALERT_COOLDOWN_DEFAULT_MINUTES,
        discord: body.discord ?? false,
        enabled: body.enabled ?? current.enabled,
      });
      if (!row) throw new NotFoundError('Alert rule not found.');
      return ruleDto(row);
    },
    async deleteRule(userId, id) {
      if (!(await alerts.deleteRule(userId, id))) throw new NotFoundError('Alert rule not found.');
    },
    async inbox(userId) {
      const { items, unread } = await alerts.inbox(userId, ALERT_INBOX_LIMIT);
      return { items: items.map(inboxDto), unread };
    },
    async markRead(userId, body) {
      const updated = await alerts.markRead(userId, body.all ? 'all' : (body.ids ?? []));
      return { detail: `${updated} marked read.`, updated };
    },
    async webhook(userId) {
      return { url: await alerts.webhookUrl(userId) };
    },
    async setWebhook(userId, url) {
      if (url !== null) {
        const check = await checkWebhookUrl(url, deps.addressPolicy);
        if (!check.ok) throw new BadRequestError(check.reason, { url: [check.reason] });
      }
      await alerts.setWebhookUrl(userId, url);
      return { url };
    },
  };
}
