import type { PositioningSnapshotRow } from '@app/contracts';
import { fundingAnnualisedPct, fundingPer8hPct } from '@app/core';
import { DASH } from './format.ts';

// How positioning figures read on every screen (docs/positioning.md §1): funding in percent per 8 h and
// annualised, open interest compact, changes signed, a missing value a dash with the reason as its title.

/** Funding per 8 h in percent with 4 decimals ('0.0100%'), or a dash. */
export function formatFunding8h(
  row: Pick<PositioningSnapshotRow, 'funding_rate' | 'funding_interval_hours'>,
): string {
  const pct = fundingPer8hPct(row.funding_rate, row.funding_interval_hours);
  return pct === null ? DASH : `${pct.toFixed(4)}%`;
}

/** Annualised funding in percent with 1 decimal, signed ('+10.9%'), or a dash. */
export function formatFundingAnnual(
  row: Pick<PositioningSnapshotRow, 'funding_rate' | 'funding_interval_hours'>,
): string {
  return formatSignedPct(fundingAnnualisedPct(row.funding_rate, row.funding_interval_hours), 1);
}

/** A signed percentage ('+1.23%', '-0.50%', '0.00%'), or a dash. */
export function formatSignedPct(pct: number | null | undefined, decimals = 2): string {
  if (pct == null || !Number.isFinite(pct)) return DASH;
  const text = pct.toFixed(decimals);
  if (Number(text) === 0) return `${(0).toFixed(decimals)}%`;
  return pct > 0 ? `+${text}%` : `${text}%`;
}

/** Green up, red down, none when flat or unknown. */
export function signTone(value: number | null | undefined): 'text-success' | 'text-danger' | undefined {
  if (value == null || !Number.isFinite(value) || value === 0) return undefined;
  return value > 0 ? 'text-success' : 'text-danger';
}

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 2 });

/** A large amount compact ('88.5K', '9.94B'), with `$` for USDT amounts, or a dash. */
export function formatCompact(value: number | null | undefined, dollars = false): string {
  if (value == null || !Number.isFinite(value)) return DASH;
  return `${dollars ? '$' : ''}${compact.format(value)}`;
}

/** A ratio with 2 decimals ('1.65'), or a dash. */
export function formatRatio(value: number | null | undefined): string {
  return value == null || !Number.isFinite(value) ? DASH : value.toFixed(2);
}

/** Time to the next settlement ('3h 12m', '45m', 'due'), or a dash without one. */
export function formatCountdown(nextMs: number | null, nowMs: number): string {
  if (nextMs === null) return DASH;
  const minutes = Math.ceil((nextMs - nowMs) / 60_000);
  if (minutes <= 0) return 'due';
  const h = Math.floor(minutes / 60);
  return h > 0 ? `${h}h ${String(minutes % 60).padStart(2, '0')}m` : `${minutes}m`;
}

/**
 * The time a countdown runs from: the wall clock while the snapshot is live (taken within the last
 * 10 minutes), else the snapshot's own time (a replay of a data set: its countdown as of its end).
 */
export function countdownFrom(asOfMs: number, wallMs: number): number {
  return wallMs - asOfMs >= 0 && wallMs - asOfMs < 10 * 60_000 ? wallMs : asOfMs;
}

/** What MEXC does not give (docs/positioning.md §3): the ratios and liquidations. */
const notOnMexc = new Set([
  'long_short_ratio',
  'top_trader_long_short_ratio',
  'taker_buy_sell_ratio',
  'liquidations_24h_long_usd',
  'liquidations_24h_short_usd',
]);

/** Why a value is missing, for a dash's title: the venue gives none, the files hold none, or no reading. */
export function missingReason(exchange: string, field: keyof PositioningSnapshotRow): string {
  if (exchange === 'mexc' && notOnMexc.has(field)) return 'not available on MEXC';
  if (exchange === 'files') return 'not in the data files';
  return 'no reading yet';
}
