import type { VolumeSnapshot } from '@app/contracts';

/** Test helper: a London snapshot at 2025-01-02 10:00 UTC with these fields. */
export function snapshot(fields: Partial<VolumeSnapshot> & { symbol: string }): VolumeSnapshot {
  return {
    session: 'London',
    status: 'Warming Up',
    in_watchlist: false,
    stars: 0,
    tags: [],
    confidence: 100,
    actual_volume: 1_000_000,
    expected_volume: 1_000_000,
    volume_ratio: 1,
    volume_change_pct: 0,
    z_score: 0,
    alert_triggered: false,
    emoji: '🟡',
    timestamp: '2025-01-02T10:00:00.000Z',
    session_start: '2025-01-02T07:00:00.000Z',
    elapsed_minutes: 180,
    baseline_days: 20,
    ...fields,
  };
}

/** Test helper: five symbols, one per kind of row (alert, active, warming, silent, no baseline). */
export const snapshots: VolumeSnapshot[] = [
  snapshot({
    symbol: 'BTCUSDT',
    status: 'Active',
    emoji: '🔥',
    alert_triggered: true,
    actual_volume: 3_500_000,
    volume_ratio: 3.5,
    volume_change_pct: 120,
    z_score: 2.4,
    in_watchlist: true,
    stars: 4,
    tags: ['Volume'],
  }),
  snapshot({
    symbol: 'ETHUSDT',
    status: 'Active',
    emoji: '🟢',
    actual_volume: 1_600_000,
    volume_ratio: 1.6,
    z_score: 1.2,
  }),
  snapshot({
    symbol: 'SOLUSDT',
    in_watchlist: true,
    stars: 2,
    volume_ratio: 0.9,
    z_score: -0.3,
    volume_change_pct: -12.5,
  }),
  snapshot({
    symbol: 'XRPUSDT',
    status: 'Silent',
    emoji: '⚪',
    actual_volume: 200_000,
    volume_ratio: 0.2,
    z_score: -2.6,
    volume_change_pct: -70,
  }),
  snapshot({
    symbol: 'NEWUSDT',
    status: 'Silent',
    emoji: '⚪',
    confidence: 0,
    expected_volume: null,
    volume_ratio: null,
    volume_change_pct: null,
    baseline_days: 0,
    timestamp: '2025-01-02T09:55:00.000Z',
  }),
];
