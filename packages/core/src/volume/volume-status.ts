import type { VolumeEmoji, VolumeStatus } from './types.ts';

/** Thresholds of docs/analytics.md §4. */
const ACTIVE_RATIO = 1.5;
const WARMING_RATIO = 0.8;
const ALERT_RATIO = 3;
const Z_THRESHOLD = 2;
/** Minutes of a session after which the elapsed-time part of the confidence is full. */
const FULL_CONFIDENCE_MINUTES = 60;

/**
 * `status` (docs/analytics.md §4): `Active` when ratio ≥ 1.5 or z ≥ 2; `Warming Up` when ratio ≥ 0.8;
 * else `Silent`. A missing ratio (no baseline) meets no ratio threshold.
 */
export function volumeStatus(ratio: number | null, z: number): VolumeStatus {
  if ((ratio !== null && ratio >= ACTIVE_RATIO) || z >= Z_THRESHOLD) return 'Active';
  if (ratio !== null && ratio >= WARMING_RATIO) return 'Warming Up';
  return 'Silent';
}

/** `alert_triggered` (docs/analytics.md §4): z ≥ 2 or ratio ≥ 3. */
export function volumeAlert(ratio: number | null, z: number): boolean {
  return z >= Z_THRESHOLD || (ratio !== null && ratio >= ALERT_RATIO);
}

/** `emoji` (docs/analytics.md §4): 🔥 when the alert is on, else 🟢 Active, 🟡 Warming Up, ⚪ Silent. */
export function volumeEmoji(status: VolumeStatus, alert: boolean): VolumeEmoji {
  if (alert) return '🔥';
  return status === 'Active' ? '🟢' : status === 'Warming Up' ? '🟡' : '⚪';
}

/**
 * `confidence` in percent (docs/analytics.md §4): 100 · min(1, baseline days/20) · min(1, elapsed
 * session minutes/60), rounded to a whole percent.
 */
export function volumeConfidence(baselineDays: number, elapsedMinutes: number, fullDays = 20): number {
  const days = Math.min(1, Math.max(0, baselineDays) / fullDays);
  const time = Math.min(1, Math.max(0, elapsedMinutes) / FULL_CONFIDENCE_MINUTES);
  return Math.round(100 * days * time);
}

/** z-score of a value against a mean and deviation; 0 when the deviation is 0 (docs/analytics.md §4). */
export function zScore(value: number, mean: number, std: number): number {
  return std > 0 ? (value - mean) / std : 0;
}
