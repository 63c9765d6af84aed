/** Shown for a value that is missing (docs/product.md §2: Width % "or a dash"). */
export const DASH = '-';

/** A width fraction as a percentage with 3 decimals (0.00123 → '0.123'), or a dash. */
export function formatWidthPct(fraction: number | null | undefined): string {
  return fraction == null || !Number.isFinite(fraction) ? DASH : (fraction * 100).toFixed(3);
}

/** A probability fraction as a whole percentage (0.834 → '83%'), or a dash. */
export function formatPercent(fraction: number | null | undefined): string {
  return fraction == null || !Number.isFinite(fraction) ? DASH : `${Math.round(fraction * 100)}%`;
}

/** A change fraction as a signed percentage with 2 decimals (0.01234 → '+1.23%', −0.005 → '-0.50%'), or a dash. */
export function formatChangePct(fraction: number | null | undefined): string {
  if (fraction == null || !Number.isFinite(fraction)) return DASH;
  const pct = (fraction * 100).toFixed(2);
  // A change that rounds to zero shows no sign ('0.00%'), as no move either way.
  if (Number(pct) === 0) return '0.00%';
  return fraction > 0 ? `+${pct}%` : `${pct}%`;
}

/** The colour class of a change: green up, red down, none when flat or unknown. */
export function changeTone(fraction: number | null | undefined): 'text-success' | 'text-danger' | undefined {
  if (fraction == null || !Number.isFinite(fraction) || Number((fraction * 100).toFixed(2)) === 0)
    return undefined;
  return fraction > 0 ? 'text-success' : 'text-danger';
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

// Times are formatted in the user's chosen zone, with its label, by time-format.ts.

/** Milliseconds as '850 ms', '12.3 s' or '4 min 5 s'; a dash ('–') without a value. */
export function formatDuration(ms: number | null): string {
  if (ms === null) return '–';
  if (ms < 1000) return `${ms} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const minutes = Math.floor(ms / 60_000);
  return `${minutes} min ${Math.round((ms % 60_000) / 1000)} s`;
}
