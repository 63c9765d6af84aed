import type { AdminOverview } from '@app/contracts';

/** The trend model's verdict: its walk-forward Brier beats the base rate's, or not (lower is better). */
export function modelVerdict(model: AdminOverview['trend_model']): string {
  if (!model) return 'Not fitted yet';
  if (model.brier === null || model.base_rate_brier === null) return 'Too few samples to score';
  return model.beats_base_rate ? 'Beats the base rate' : 'Does not beat the base rate';
}

/** A symbol list as 'A, B, C (+12 more)', or 'none'. */
export function symbolList(symbols: readonly string[], count: number): string {
  if (count === 0) return 'none';
  const more = count - symbols.length;
  return `${symbols.join(', ')}${more > 0 ? ` (+${more} more)` : ''}`;
}

/**
 * How the exchange answers, in one line; null when it answers normally or the source is no exchange.
 * `until` is shown by the caller's formatter (in the chosen zone, with its label).
 */
export function exchangeStatusText(
  status: AdminOverview['market']['exchange_status'],
  formatTime: (iso: string | null) => string,
): string | null {
  if (status === null || status.state === 'ok') return null;
  const until = status.until === null ? '' : ` until ${formatTime(status.until)}`;
  const label = {
    rate_limited: `Rate limited, backing off${until}`,
    banned: `IP banned by the exchange${until}: no requests are sent`,
    region_blocked: 'Blocked from this region by the exchange',
  }[status.state];
  return status.detail ? `${label} (${status.detail})` : label;
}
