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
