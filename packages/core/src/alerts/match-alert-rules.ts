import type { AlertEvent } from './alert-event.ts';

/** What matching needs of a rule. */
export interface MatchableRule {
  id: number;
  userId: number;
  event: string;
  scope: 'symbol' | 'watchlist' | 'all';
  symbol: string | null;
  minScore: number | null;
  enabled: boolean;
  /** The owner's role rank ≥ pro (alerts are a pro feature). */
  entitled: boolean;
}

/**
 * The rules an event fires: enabled, entitled, of the event's kind, in scope (scope `symbol`: that
 * symbol; `watchlist`: the symbol on the owner's watchlist now; `all`), and for `ict_setup` a score
 * at or above the rule's min score (default: `defaultMinScore`, the settings' alert threshold).
 */
export function matchAlertRules<R extends MatchableRule>(
  event: AlertEvent,
  rules: readonly R[],
  onWatchlist: (userId: number, symbol: string) => boolean,
  defaultMinScore: number,
): R[] {
  return rules.filter((rule) => {
    if (!rule.enabled || !rule.entitled || rule.event !== event.kind) return false;
    if (rule.scope === 'symbol' && rule.symbol !== event.symbol) return false;
    if (rule.scope === 'watchlist' && !onWatchlist(rule.userId, event.symbol)) return false;
    if (event.kind === 'ict_setup') {
      const threshold = rule.minScore ?? defaultMinScore;
      if ((event.score ?? 0) < threshold) return false;
      if (event.previousScore != null && event.previousScore >= threshold) return false;
    }
    return true;
  });
}
