import {
  ALERT_COOLDOWN_DEFAULT_MINUTES,
  type AlertEventKind,
  type AlertInboxItem,
  type AlertRule,
  AlertRuleCreate,
  type AlertScope,
  alertEventKinds,
  alertEventLabels,
  hasRole,
  type Role,
} from '@app/contracts';

/** The event select's options, in the contract's order. */
export const eventOptions = alertEventKinds.map((kind) => ({ value: kind, label: alertEventLabels[kind] }));

export const scopeLabels: Record<AlertScope, string> = {
  symbol: 'One watchlist symbol',
  watchlist: 'My watchlist',
  all: 'All symbols',
};

/** What a rule watches, as the rules table shows it: the symbol, 'My watchlist' or 'All symbols'. */
export function ruleScopeText(rule: Pick<AlertRule, 'scope' | 'symbol'>): string {
  if (rule.scope === 'symbol') return rule.symbol ?? '-';
  return scopeLabels[rule.scope];
}

/** Discord delivery (and the webhook) is premium and above. */
export function canUseDiscord(role: Role | null | undefined): boolean {
  return hasRole(role, 'premium');
}

/** The symbol select's options (scope `symbol`): the watchlist's symbols, A to Z. */
export function watchlistSymbols(items: readonly { symbol: string }[]): string[] {
  return items.map((item) => item.symbol).sort();
}

export interface RuleForm {
  event: AlertEventKind;
  scope: AlertScope;
  symbol: string;
  /** Text of the min score input; blank = the server's default (ict_setup only). */
  minScore: string;
  cooldown: string;
  discord: boolean;
}

export const emptyRuleForm: RuleForm = {
  event: 'cpr_cross',
  scope: 'watchlist',
  symbol: '',
  minScore: '',
  cooldown: String(ALERT_COOLDOWN_DEFAULT_MINUTES),
  discord: false,
};

/** The form filled with a rule, for the Edit action (fields that do not apply stay at their blanks). */
export function ruleFormOf(rule: AlertRule): RuleForm {
  return {
    event: rule.event,
    scope: rule.scope,
    symbol: rule.symbol ?? '',
    minScore: rule.min_score === null ? '' : String(rule.min_score),
    cooldown: String(rule.cooldown_minutes),
    discord: rule.discord,
  };
}

/** What the rule form says and does: add a rule, or edit the one being edited (`editing`). */
export function ruleFormText(editing: Pick<AlertRule, 'id' | 'event'> | null) {
  if (editing === null)
    return {
      title: 'Add a rule',
      submit: 'Add rule',
      done: 'Alert rule added',
      failed: 'Could not add the rule.',
    };
  return {
    title: `Edit rule: ${alertEventLabels[editing.event]}`,
    submit: 'Save rule',
    done: 'Alert rule saved',
    failed: 'Could not save the rule.',
  };
}

function numberOrText(text: string): number | string {
  const n = Number(text);
  return text.trim() !== '' && Number.isFinite(n) ? n : text;
}

/**
 * The `POST alerts/rules/` (or Edit's `PUT alerts/rules/{id}/`) body of the form, checked against the contract: `{body}`, or `{error}`
 * with the first message. Fields that do not apply (symbol outside scope symbol, min score outside
 * ict_setup) are left out.
 */
export function ruleBody(form: RuleForm): { body: AlertRuleCreate; error?: never } | { error: string } {
  const candidate: Record<string, unknown> = {
    event: form.event,
    scope: form.scope,
    cooldown_minutes: numberOrText(form.cooldown),
    discord: form.discord,
  };
  if (form.scope === 'symbol') candidate.symbol = form.symbol;
  if (form.event === 'ict_setup' && form.minScore.trim() !== '')
    candidate.min_score = numberOrText(form.minScore);
  const parsed = AlertRuleCreate.safeParse(candidate);
  if (parsed.success) return { body: parsed.data };
  return { error: parsed.error.issues[0]?.message ?? 'Invalid rule.' };
}

/** The most alert toasts one inbox refresh raises. */
export const MAX_ALERT_TOASTS = 5;

/**
 * The inbox entries to toast: those not seen before in this session, newest first, at most
 * `MAX_ALERT_TOASTS`. `seen` null means the first load: nothing is toasted, every entry becomes seen.
 * Returns the entries and the updated set of seen ids.
 */
export function newAlertItems(
  seen: ReadonlySet<number> | null,
  items: readonly AlertInboxItem[],
): { fresh: AlertInboxItem[]; seen: Set<number> } {
  const next = new Set(seen ?? []);
  const fresh: AlertInboxItem[] = [];
  for (const item of items) {
    if (!next.has(item.id) && seen !== null) fresh.push(item);
    next.add(item.id);
  }
  return { fresh: fresh.slice(0, MAX_ALERT_TOASTS), seen: next };
}

/** The inbox newest first (by delivery time, then id). */
export function sortInbox(items: readonly AlertInboxItem[]): AlertInboxItem[] {
  return [...items].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id);
}

/** The badge text of an unread count: '' for none, '99+' above 99. */
export function unreadBadge(unread: number): string {
  if (unread <= 0) return '';
  return unread > 99 ? '99+' : String(unread);
}

/** The inbox card's line when it has no entries to list. */
export function inboxNote(isLoading: boolean, loadFailed: boolean): string {
  if (loadFailed) return 'Could not load the inbox.';
  return isLoading ? 'Loading…' : 'No alerts yet.';
}
