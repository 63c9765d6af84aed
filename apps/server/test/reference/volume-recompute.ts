import type { Candle } from '@app/core';

/**
 * Test helper: an independent recompute of a volume snapshot (docs/analytics.md §4) from stored 5m bars,
 * written from the definitions with the default session windows spelt out, sharing no code with core
 * (`packages/core/src/volume`), so that a test can check what the endpoints serve against it.
 */
const M5 = 300_000;
const DAY = 86_400_000;
const H = 3_600_000;

/** Default windows: [start hour, end hour, 5m slots], and each one's previous session. */
const sessions = {
  Asia: { start: 0, end: 7, slots: 84, previous: 'New York', previousDayShift: -1 },
  London: { start: 7, end: 13, slots: 72, previous: 'Asia', previousDayShift: 0 },
  'New York': { start: 13, end: 21, slots: 96, previous: 'London', previousDayShift: 0 },
} as const;
type Name = keyof typeof sessions;

export interface Recomputed {
  session: Name;
  actual_volume: number;
  expected_volume: number | null;
  volume_ratio: number | null;
  volume_change_pct: number | null;
  z_score: number;
  status: 'Active' | 'Warming Up' | 'Silent';
  alert_triggered: boolean;
  emoji: string;
  confidence: number;
  baseline_days: number;
}

const sumIn = (bars: readonly Candle[], from: number, to: number) =>
  bars.filter((b) => b.openTime >= from && b.openTime < to).reduce((s, b) => s + b.volume, 0);
const anyIn = (bars: readonly Candle[], from: number, to: number) =>
  bars.some((b) => b.openTime >= from && b.openTime < to);

/** The snapshot of `session` on the UTC day `day` (its 00:00) at the 5m close `close`. */
export function recomputeSnapshot(
  bars: readonly Candle[],
  day: number,
  session: Name,
  close: number,
): Recomputed {
  const s = sessions[session];
  const start = day + s.start * H;
  const k = (Math.min(close, day + s.end * H) - start) / M5;
  const actual = sumIn(bars, start, start + k * M5);

  const cums: number[] = [];
  for (let d = 1; d <= 20; d++) {
    const from = start - d * DAY;
    if (anyIn(bars, from, from + s.slots * M5)) cums.push(sumIn(bars, from, from + k * M5));
  }
  const n = cums.length;
  const mean = n > 0 ? cums.reduce((a, b) => a + b, 0) / n : null;
  const std = n > 1 && mean !== null ? Math.sqrt(cums.reduce((a, c) => a + (c - mean) ** 2, 0) / (n - 1)) : 0;
  const z = mean !== null && std > 0 ? (actual - mean) / std : 0;
  const ratio = mean !== null && mean > 0 ? actual / mean : null;

  const p = sessions[s.previous];
  const prevStart = day + s.previousDayShift * DAY + p.start * H;
  const share = Math.min(p.slots, Math.max(1, Math.round((k * p.slots) / s.slots)));
  const prevVolume = sumIn(bars, prevStart, prevStart + share * M5);
  const change =
    anyIn(bars, prevStart, prevStart + share * M5) && prevVolume > 0 ? 100 * (actual / prevVolume - 1) : null;

  const status =
    (ratio !== null && ratio >= 1.5) || z >= 2
      ? 'Active'
      : ratio !== null && ratio >= 0.8
        ? 'Warming Up'
        : 'Silent';
  const alert = z >= 2 || (ratio !== null && ratio >= 3);
  const emoji = alert ? '🔥' : status === 'Active' ? '🟢' : status === 'Warming Up' ? '🟡' : '⚪';
  const minutes = (Math.min(close, day + s.end * H) - start) / 60_000;
  const confidence = Math.round(100 * Math.min(1, n / 20) * Math.min(1, minutes / 60));
  return {
    session,
    actual_volume: actual,
    expected_volume: mean,
    volume_ratio: ratio,
    volume_change_pct: change,
    z_score: z,
    status,
    alert_triggered: alert,
    emoji,
    confidence,
    baseline_days: n,
  };
}
