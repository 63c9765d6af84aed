import { z } from 'zod';
import { ListedId } from './ids.ts';
import { WatchlistSymbol } from './watchlist.ts';

/**
 * The state changes a user can be alerted to (issue 12, item 4). Each fires once per change of the
 * symbol's state, never again while the state holds:
 * - `cpr_virgin`: a daily, weekly or monthly CPR turned virgin (its period ended without price touching it);
 * - `cpr_touched`: a virgin CPR lost its virginity (price traded into it);
 * - `cpr_cross`: a 5m close crossed the current daily, weekly or monthly CPR (from above it to below, or back);
 * - `level_swept`: a session level was swept (PDH, PDL, Asia or London high or low);
 * - `volume_active`: the volume status turned Active;
 * - `volume_alert`: a volume alert triggered (z ≥ 2 or ratio ≥ 3);
 * - `ict_setup`: a new ICT setup reached the rule's minimum score;
 * - `ict_trade`: a new ICT trade was generated;
 * - `trade_tp1`, `trade_tp2`, `trade_stop`: an ICT trade reached TP1, TP2 or its stop.
 */
export const alertEventKinds = [
  'cpr_virgin',
  'cpr_touched',
  'cpr_cross',
  'level_swept',
  'volume_active',
  'volume_alert',
  'ict_setup',
  'ict_trade',
  'trade_tp1',
  'trade_tp2',
  'trade_stop',
] as const;
export const AlertEventKind = z.enum(alertEventKinds, {
  error: `event must be one of: ${alertEventKinds.join(', ')}.`,
});
export type AlertEventKind = z.infer<typeof AlertEventKind>;

/** The label of each event kind, as the Alerts screen and messages name it. */
export const alertEventLabels: Record<AlertEventKind, string> = {
  cpr_virgin: 'CPR turned virgin',
  cpr_touched: 'Virgin CPR touched',
  cpr_cross: 'Price crossed a CPR',
  level_swept: 'Session level swept',
  volume_active: 'Volume turned Active',
  volume_alert: 'Volume alert',
  ict_setup: 'New ICT setup',
  ict_trade: 'New ICT trade',
  trade_tp1: 'Trade reached TP1',
  trade_tp2: 'Trade reached TP2',
  trade_stop: 'Trade stopped',
};

/**
 * Which symbols a rule watches: one symbol of the user's watchlist (`symbol`), every symbol on the
 * user's watchlist at the time of the event (`watchlist`), or every symbol (`all`).
 */
export const alertScopes = ['symbol', 'watchlist', 'all'] as const;
export const AlertScope = z.enum(alertScopes, { error: `scope must be one of: ${alertScopes.join(', ')}.` });
export type AlertScope = z.infer<typeof AlertScope>;

/** Most rules one user may keep. */
export const ALERT_RULES_MAX = 50;
/** Cooldown bounds and default, in minutes: a rule fires for one symbol at most once per cooldown. */
const ALERT_COOLDOWN_MIN_MINUTES = 0;
const ALERT_COOLDOWN_MAX_MINUTES = 1440;
export const ALERT_COOLDOWN_DEFAULT_MINUTES = 30;
/** How many inbox entries `alerts/inbox/` returns (newest first). */
export const ALERT_INBOX_LIMIT = 200;

const cooldown = z
  .number({ error: 'cooldown_minutes must be a number.' })
  .int('cooldown_minutes must be a whole number.')
  .min(ALERT_COOLDOWN_MIN_MINUTES, `cooldown_minutes must be at least ${ALERT_COOLDOWN_MIN_MINUTES}.`)
  .max(ALERT_COOLDOWN_MAX_MINUTES, `cooldown_minutes must be at most ${ALERT_COOLDOWN_MAX_MINUTES}.`);

const minScore = z
  .number({ error: 'min_score must be a number.' })
  .int('min_score must be a whole number.')
  .min(0, 'min_score must be at least 0.')
  .max(20, 'min_score must be at most 20.');

/** `POST alerts/rules/`: a new rule. `symbol` is required for scope `symbol` and refused otherwise. */
export const AlertRuleCreate = z
  .strictObject({
    event: AlertEventKind,
    scope: AlertScope,
    symbol: WatchlistSymbol.nullish(),
    /** `ict_setup` only: the lowest score that fires (default: the settings' alert threshold). */
    min_score: minScore.nullish(),
    cooldown_minutes: cooldown.optional(),
    /** Also post to the user's Discord webhook (premium and above, once a webhook is saved). */
    discord: z.boolean({ error: 'discord must be true or false.' }).optional(),
    enabled: z.boolean({ error: 'enabled must be true or false.' }).optional(),
  })
  .superRefine((rule, ctx) => {
    if (rule.scope === 'symbol' && !rule.symbol)
      ctx.addIssue({ code: 'custom', path: ['symbol'], message: 'symbol is required for scope symbol.' });
    if (rule.scope !== 'symbol' && rule.symbol)
      ctx.addIssue({ code: 'custom', path: ['symbol'], message: 'symbol is only allowed for scope symbol.' });
    if (rule.event !== 'ict_setup' && rule.min_score != null)
      ctx.addIssue({ code: 'custom', path: ['min_score'], message: 'min_score applies to ict_setup only.' });
  });
export type AlertRuleCreate = z.infer<typeof AlertRuleCreate>;

/**
 * `PUT alerts/rules/{id}/`: the whole rule again, as created (the Edit form); validated like
 * `POST alerts/rules/`. Optional fields left out take the create defaults, except `enabled`, which
 * keeps the rule's current state. The same schema under the route's own name (`@alias`: knip does not
 * count it as a duplicate export).
 *
 * @alias
 */
export const AlertRuleUpdate = AlertRuleCreate;
export type AlertRuleUpdate = AlertRuleCreate;

/** `PATCH alerts/rules/{id}/`: what may change on a rule. */
export const AlertRulePatch = z
  .strictObject({
    min_score: minScore.nullable().optional(),
    cooldown_minutes: cooldown.optional(),
    discord: z.boolean({ error: 'discord must be true or false.' }).optional(),
    enabled: z.boolean({ error: 'enabled must be true or false.' }).optional(),
  })
  .refine((patch) => Object.keys(patch).length > 0, { message: 'Nothing to change.' });
export type AlertRulePatch = z.infer<typeof AlertRulePatch>;

export const AlertRule = z.object({
  id: z.number().int(),
  event: AlertEventKind,
  scope: AlertScope,
  symbol: z.string().nullable(),
  min_score: z.number().int().nullable(),
  cooldown_minutes: z.number().int(),
  discord: z.boolean(),
  enabled: z.boolean(),
  created_at: z.iso.datetime(),
});
export type AlertRule = z.infer<typeof AlertRule>;

/** One delivered alert in the user's inbox. Times are ISO (UTC); `data_time` is market time. */
export const AlertInboxItem = z.object({
  id: z.number().int(),
  rule_id: z.number().int().nullable(),
  event: AlertEventKind,
  symbol: z.string(),
  /** One line, as shown in the toast and the inbox: e.g. 'BTCUSDT crossed above the daily CPR'. */
  message: z.string(),
  /** The event's facts (period, level, price, score, trade id …), kind-specific. */
  detail: z.record(z.string(), z.unknown()),
  /** When the state changed (market time: the close of the bar that caused it). */
  data_time: z.iso.datetime(),
  /** When the alert was delivered to the inbox (wall time). */
  created_at: z.iso.datetime(),
  read: z.boolean(),
  /** The webhook delivery: null when not sent to one, else 'sent', 'failed' or 'refused' (SSRF). */
  discord_status: z.enum(['sent', 'failed', 'refused']).nullable(),
});
export type AlertInboxItem = z.infer<typeof AlertInboxItem>;

/** `GET alerts/inbox/`: the newest entries and the count of unread ones. */
export const AlertInbox = z.object({
  items: z.array(AlertInboxItem),
  unread: z.number().int(),
});
export type AlertInbox = z.infer<typeof AlertInbox>;

/** `POST alerts/inbox/read/`: mark these entries read, or all of them with `all: true`. */
export const AlertInboxRead = z
  .strictObject({
    ids: z
      .array(ListedId, {
        error: 'ids must be a list of inbox ids.',
      })
      .min(1, 'ids must name at least one entry.')
      .max(ALERT_INBOX_LIMIT, `ids may name at most ${ALERT_INBOX_LIMIT} entries.`)
      .optional(),
    all: z.literal(true, { error: 'all must be true.' }).optional(),
  })
  .refine((body) => (body.ids ? !body.all : body.all === true), {
    message: 'Send either ids or all: true.',
  });
export type AlertInboxRead = z.infer<typeof AlertInboxRead>;

/** `GET`/`PUT alerts/webhook/`: the user's own Discord webhook (premium and above). */
export const AlertWebhook = z.object({ url: z.string().nullable() });
export type AlertWebhook = z.infer<typeof AlertWebhook>;

export const AlertWebhookUpdate = z.strictObject({
  url: z
    .string({ error: 'url must be text.' })
    .trim()
    .max(500, 'url must be at most 500 characters.')
    .nullable()
    .transform((u) => (u === '' ? null : u)),
});
export type AlertWebhookUpdate = z.infer<typeof AlertWebhookUpdate>;
