/** Shown for a value that is missing (spec section 2: Width % "or a dash"). */
export const DASH = '-';

/** A width fraction as a percentage with 3 decimals (0.00123 → '0.123'), or a dash. */
export function formatWidthPct(fraction: number | null | undefined): string {
  return fraction == null || !Number.isFinite(fraction) ? DASH : (fraction * 100).toFixed(3);
}

/** A probability fraction as a whole percentage (0.834 → '83%'), or a dash. */
export function formatPercent(fraction: number | null | undefined): string {
  return fraction == null || !Number.isFinite(fraction) ? DASH : `${Math.round(fraction * 100)}%`;
}

/** A score: whole numbers as they are, halves and quarters with their decimals (6.5 → '6.5'). */
export function formatScore(score: number): string {
  return Number.isInteger(score) ? String(score) : String(Math.round(score * 100) / 100);
}

const usd = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** A market cap in whole dollars ('$1,234,567'), or a dash. */
export function formatUsd(amount: number | null | undefined): string {
  return amount == null || !Number.isFinite(amount) ? DASH : `$${usd.format(amount)}`;
}

/** The newest of some ISO times, or null when there is none (unparseable ones are skipped). */
export function latestTime(times: Iterable<string | null | undefined>): string | null {
  let best: string | null = null;
  let bestMs = Number.NEGATIVE_INFINITY;
  for (const time of times) {
    const ms = time ? Date.parse(time) : Number.NaN;
    if (!Number.isNaN(ms) && ms > bestMs) {
      best = time ?? null;
      bestMs = ms;
    }
  }
  return best;
}

/** 'Unknown' without a time (spec section 2), else the local date and time, e.g. '2 Jan 2025, 13:05'. */
export function formatUpdated(time: string | null, timeZone?: string): string {
  if (!time) return 'Unknown';
  const date = new Date(time);
  if (Number.isNaN(date.getTime())) return 'Unknown';
  return date.toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone });
}

/** An ISO time as UTC 'HH:MM', or null without one. */
export function utcClock(iso: string | null | undefined): string | null {
  const ms = iso ? Date.parse(iso) : Number.NaN;
  return Number.isNaN(ms) ? null : new Date(ms).toISOString().slice(11, 16);
}
