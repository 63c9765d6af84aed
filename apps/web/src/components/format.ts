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

/** 'Unknown' without a time (docs/product.md §2), else the local date and time, e.g. '2 Jan 2025, 13:05'. */
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

/** A time as the local clock, 'HH:MM' or with `seconds` 'HH:MM:SS' (24-hour). */
export function formatLocalTime(iso: string, seconds = false): string {
  const date = new Date(iso);
  return seconds
    ? date.toLocaleTimeString('en-GB')
    : date.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
}

/** A market time, short: '2 Jan, 13:05' (local time unless `timeZone` is given), or a dash. */
export function formatShortTime(time: string | null | undefined, timeZone?: string): string {
  if (!time) return DASH;
  const date = new Date(time);
  if (Number.isNaN(date.getTime())) return DASH;
  return date.toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  });
}

/** A time (ISO or epoch ms) in UTC to the minute: 'YYYY-MM-DD HH:MM'. */
export function formatUtcMinute(time: string | number): string {
  return new Date(time).toISOString().slice(0, 16).replace('T', ' ');
}

/** A time (ISO or epoch ms) in UTC, without the year: 'MM-DD HH:MM'. */
export function formatUtcShort(time: string | number): string {
  return formatUtcMinute(time).slice(5);
}

/** A time in UTC, 'YYYY-MM-DD HH:MM:SS UTC' (market times are UTC); a dash ('–') without one. */
export function formatUtc(iso: string | null): string {
  if (!iso) return '–';
  return `${iso.slice(0, 19).replace('T', ' ')} UTC`;
}

/** Milliseconds as '850 ms', '12.3 s' or '4 min 5 s'; a dash ('–') without a value. */
export function formatDuration(ms: number | null): string {
  if (ms === null) return '–';
  if (ms < 1000) return `${ms} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const minutes = Math.floor(ms / 60_000);
  return `${minutes} min ${Math.round((ms % 60_000) / 1000)} s`;
}
