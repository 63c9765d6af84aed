import type { AdminOverview } from '@app/contracts';

/** Milliseconds as '850 ms', '12.3 s' or '4 min 5 s'; a dash without a value. */
export function formatDuration(ms: number | null): string {
  if (ms === null) return '–';
  if (ms < 1000) return `${ms} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const minutes = Math.floor(ms / 60_000);
  return `${minutes} min ${Math.round((ms % 60_000) / 1000)} s`;
}

/** A time in UTC, 'YYYY-MM-DD HH:MM:SS UTC' (market times are UTC); a dash without one. */
export function formatUtc(iso: string | null): string {
  if (!iso) return '–';
  return `${iso.slice(0, 19).replace('T', ' ')} UTC`;
}

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
