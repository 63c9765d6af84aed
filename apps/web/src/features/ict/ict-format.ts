import { DASH } from '../../components/format.ts';

const large = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const unit = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 4 });
const small = new Intl.NumberFormat('en-US', { minimumSignificantDigits: 4, maximumSignificantDigits: 4 });

/**
 * A price at the precision its magnitude needs: cents from 1000 up ('65,012.35'), up to 4 decimals
 * from 1 ('1.2346'), else 4 significant digits ('0.6000', '0.00001234'); a dash when missing.
 */
export function formatPrice(price: number | null | undefined): string {
  if (price == null || !Number.isFinite(price)) return DASH;
  const size = Math.abs(price);
  if (size >= 1000) return large.format(price);
  if (size >= 1 || size === 0) return unit.format(price);
  return small.format(price);
}

/** A zone as 'low – high' in `formatPrice` precision. */
export function formatZone(low: number, high: number): string {
  return `${formatPrice(low)} – ${formatPrice(high)}`;
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

/** An R multiple with its sign ('+1.5R', '−1R'), or a dash. */
export function formatR(r: number | null | undefined): string {
  if (r == null || !Number.isFinite(r)) return DASH;
  const rounded = Math.round(r * 100) / 100;
  if (rounded === 0) return '0R';
  return `${rounded > 0 ? '+' : '−'}${Math.abs(rounded)}R`;
}
