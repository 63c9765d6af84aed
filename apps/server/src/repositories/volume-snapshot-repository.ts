import type { VolumeSnapshot } from '@app/core';
import { and, desc, eq, gte, max, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { type VolumeSnapshotRow, volumeSnapshots } from '../db/volume-schema.ts';
import { isoOfMs } from '../lib/time.ts';
import { affectedRows } from './sql-results.ts';

export type { VolumeSnapshotRow };

/** One symbol's snapshot as the classification writes it. */
export interface VolumeSnapshotWrite extends VolumeSnapshot {
  symbol: string;
}

export interface VolumeSnapshotRepository {
  /**
   * Stores the snapshots of one classification run (an `unnest` upsert keyed by symbol and 5m close,
   * so a rerun of the same close replaces its rows) and deletes the source's snapshots taken before
   * `keepFrom`, in one transaction. Answers the rows changed.
   */
  write(source: string, rows: readonly VolumeSnapshotWrite[], keepFrom: number, at: Date): Promise<number>;
  /** The newest `taken_at` of the source (epoch ms), or null without snapshots. */
  latestTakenAt(source: string): Promise<number | null>;
  /** The latest snapshot of each symbol taken at or after `since`, by symbol. */
  latestPerSymbol(source: string, since: number): Promise<VolumeSnapshotRow[]>;
  /** One symbol's latest snapshot of each session instance starting at or after `from`, oldest session first. */
  latestPerSession(source: string, symbol: string, from: number): Promise<VolumeSnapshotRow[]>;
}

export function createVolumeSnapshotRepository(db: Db): VolumeSnapshotRepository {
  return {
    write(source, rows, keepFrom, at) {
      const col = <T>(pick: (r: VolumeSnapshotWrite) => T) => sql.param(rows.map(pick));
      const when = at.toISOString();
      return db.transaction(async (tx) => {
        let changed = 0;
        if (rows.length > 0) {
          changed += affectedRows(
            await tx.execute(sql`
            insert into volume_snapshots (source, symbol, taken_at, session, session_start, status, confidence,
              actual_volume, expected_volume, volume_ratio, volume_change_pct, z_score, alert_triggered, emoji,
              elapsed_minutes, baseline_days, computed_at)
            select ${source}::text, u.*, ${when}::timestamptz from unnest(
              ${col((r) => r.symbol)}::text[], ${col((r) => isoOfMs(r.timestamp))}::timestamptz[],
              ${col((r) => r.session)}::text[], ${col((r) => isoOfMs(r.sessionStart))}::timestamptz[],
              ${col((r) => r.status)}::text[], ${col((r) => r.confidence)}::int[],
              ${col((r) => r.actualVolume)}::float8[], ${col((r) => r.expectedVolume)}::float8[],
              ${col((r) => r.volumeRatio)}::float8[], ${col((r) => r.volumeChangePct)}::float8[],
              ${col((r) => r.zScore)}::float8[], ${col((r) => r.alertTriggered)}::bool[],
              ${col((r) => r.emoji)}::text[], ${col((r) => r.elapsedMinutes)}::float8[],
              ${col((r) => r.baselineDays)}::int[]
            ) as u
            on conflict (source, symbol, taken_at) do update set
              session = excluded.session, session_start = excluded.session_start, status = excluded.status,
              confidence = excluded.confidence, actual_volume = excluded.actual_volume,
              expected_volume = excluded.expected_volume, volume_ratio = excluded.volume_ratio,
              volume_change_pct = excluded.volume_change_pct, z_score = excluded.z_score,
              alert_triggered = excluded.alert_triggered, emoji = excluded.emoji,
              elapsed_minutes = excluded.elapsed_minutes, baseline_days = excluded.baseline_days,
              computed_at = excluded.computed_at
            where (volume_snapshots.status, volume_snapshots.confidence, volume_snapshots.actual_volume,
                volume_snapshots.expected_volume, volume_snapshots.volume_ratio,
                volume_snapshots.volume_change_pct, volume_snapshots.z_score, volume_snapshots.baseline_days)
              is distinct from (excluded.status, excluded.confidence, excluded.actual_volume,
                excluded.expected_volume, excluded.volume_ratio, excluded.volume_change_pct, excluded.z_score,
                excluded.baseline_days)`),
          );
        }
        changed += affectedRows(
          await tx.execute(
            sql`delete from volume_snapshots where source = ${source} and taken_at < ${isoOfMs(keepFrom)}::timestamptz`,
          ),
        );
        return changed;
      });
    },

    async latestTakenAt(source) {
      const [row] = await db
        .select({ at: max(volumeSnapshots.takenAt) })
        .from(volumeSnapshots)
        .where(eq(volumeSnapshots.source, source));
      return row?.at ? row.at.getTime() : null;
    },

    latestPerSymbol: (source, since) =>
      db
        .selectDistinctOn([volumeSnapshots.symbol])
        .from(volumeSnapshots)
        .where(and(eq(volumeSnapshots.source, source), gte(volumeSnapshots.takenAt, new Date(since))))
        .orderBy(volumeSnapshots.symbol, desc(volumeSnapshots.takenAt)),

    latestPerSession: (source, symbol, from) =>
      db
        .selectDistinctOn([volumeSnapshots.sessionStart])
        .from(volumeSnapshots)
        .where(
          and(
            eq(volumeSnapshots.source, source),
            eq(volumeSnapshots.symbol, symbol),
            gte(volumeSnapshots.sessionStart, new Date(from)),
          ),
        )
        .orderBy(volumeSnapshots.sessionStart, desc(volumeSnapshots.takenAt)),
  };
}
