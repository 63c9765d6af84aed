import type { VolumeStatus } from '@app/contracts';
import { DASH } from './format.ts';

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 2 });

/** A quote volume in compact USDT ('1.25M'), or a dash. */
export function formatVolume(v: number | null): string {
  return v === null || !Number.isFinite(v) ? DASH : compact.format(v);
}

/** A ratio with two decimals and '×' ('1.52×'), or a dash. */
export function formatRatio(v: number | null): string {
  return v === null || !Number.isFinite(v) ? DASH : `${v.toFixed(2)}×`;
}

/** A signed percent change with one decimal ('+12.3%'), or a dash. */
export function formatChange(v: number | null): string {
  if (v === null || !Number.isFinite(v)) return DASH;
  return `${v > 0 ? '+' : ''}${v.toFixed(1)}%`;
}

/** A z-score with two decimals ('2.19', '-0.40'). */
export function formatZ(v: number): string {
  return v.toFixed(2);
}

/** docs/product.md §2 and §9: a z-score of 2 or more is red, of −2 or less blue, else plain. */
export function zTone(z: number): 'high' | 'low' | null {
  if (z >= 2) return 'high';
  if (z <= -2) return 'low';
  return null;
}

/** docs/product.md §4: Active green, Warming Up yellow, Silent grey. */
export const statusVariant: Record<VolumeStatus, string> = {
  Active: 'success',
  'Warming Up': 'warning',
  Silent: 'secondary',
};
