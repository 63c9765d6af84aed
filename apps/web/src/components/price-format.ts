import { DASH } from './format.ts';

const formatters = new Map<number, Intl.NumberFormat>();

function formatter(decimals: number): Intl.NumberFormat {
  let f = formatters.get(decimals);
  if (!f) {
    f = new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    formatters.set(decimals, f);
  }
  return f;
}

/**
 * The decimals that show `reference` to 5 significant digits, at least 2 (cents) and at most 12:
 * BTC at 65,000 → 2, SOL at 150 → 2, SUI at 2.1 → 4, 1000PEPE at 0.009 → 7, PEPE at 0.0000123 → 9.
 */
export function priceDecimals(reference: number | null | undefined): number {
  const size = Math.abs(reference ?? 0);
  if (!Number.isFinite(size) || size === 0) return 2;
  return Math.min(12, Math.max(2, 4 - Math.floor(Math.log10(size))));
}

/**
 * A price at the precision of its magnitude, or of `reference`'s, so that the levels of one setup or
 * trade share their decimals ('65,012.35', '2.1420', '0.000012300'); a dash when missing.
 */
export function formatPrice(
  price: number | null | undefined,
  reference: number | null = price ?? null,
): string {
  if (price == null || !Number.isFinite(price)) return DASH;
  return formatter(priceDecimals(reference ?? price)).format(price);
}

/** A zone as 'low – high' in `formatPrice` precision (of `reference`, else of the high). */
export function formatZone(low: number, high: number, reference: number | null = high): string {
  return `${formatPrice(low, reference)} – ${formatPrice(high, reference)}`;
}

/** An R multiple with its sign ('+1.5R', '−1R'), or a dash. */
export function formatR(r: number | null | undefined): string {
  if (r == null || !Number.isFinite(r)) return DASH;
  const rounded = Math.round(r * 100) / 100;
  if (rounded === 0) return '0R';
  return `${rounded > 0 ? '+' : '−'}${Math.abs(rounded)}R`;
}

/** The tooltip of a target's R under its price (docs/analytics.md §3.9). */
export const TARGET_R_HINT =
  'Distance from the entry in R (1R = entry to stop). TP2 is the nearest liquidity beyond TP1 within the cap set in Platform Settings.';

/** A target's R under its price: '1.5R' (at most 2 decimals, no sign: a target is always ahead). */
export function formatTargetR(r: number): string {
  return Number.isFinite(r) ? `${Math.round(r * 100) / 100}R` : '–';
}
