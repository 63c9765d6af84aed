import type { VolumeSession, VolumeSnapshot, VolumeStatus } from '@app/contracts';
import { type SessionId, sessionTitles } from '@app/core';
import type { VolumeSnapshotRow } from '../../repositories/volume-snapshot-repository.ts';

/** A stored snapshot as the API serves it to a guest (no watchlist marks). */
export function snapshotDto(row: VolumeSnapshotRow): VolumeSnapshot {
  return {
    symbol: row.symbol,
    session: sessionTitles[row.session as SessionId] as VolumeSession,
    status: row.status as VolumeStatus,
    in_watchlist: false,
    stars: 0,
    tags: [],
    confidence: row.confidence,
    actual_volume: row.actualVolume,
    expected_volume: row.expectedVolume,
    volume_ratio: row.volumeRatio,
    volume_change_pct: row.volumeChangePct,
    z_score: row.zScore,
    alert_triggered: row.alertTriggered,
    emoji: row.emoji as VolumeSnapshot['emoji'],
    timestamp: row.takenAt.toISOString(),
    session_start: row.sessionStart.toISOString(),
    elapsed_minutes: row.elapsedMinutes,
    baseline_days: row.baselineDays,
  };
}
