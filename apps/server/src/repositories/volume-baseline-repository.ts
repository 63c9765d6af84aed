import type { SessionBaseline, SessionId } from '@app/core';
import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { volumeBaselines } from '../db/volume-schema.ts';
import { isoOfMs } from '../lib/time.ts';
import { affectedRows } from './sql-results.ts';

/** One symbol's baseline of one session, as stored. */
export interface StoredBaseline extends SessionBaseline {
  symbol: string;
  /** Start of the UTC day it was built for (epoch ms). */
  builtFor: number;
}

export interface VolumeBaselineRepository {
  /**
   * Stores the baselines of one build (an `unnest` upsert keyed by symbol, session and `builtFor`,
   * each array passed as its Postgres text form), then deletes the source's baselines not rewritten
   * by it (other days, symbols no longer active). One transaction; answers the rows written and deleted.
   */
  replace(source: string, rows: readonly StoredBaseline[], at: Date): Promise<number>;
  /**
   * Every symbol's baseline of one session for the UTC day `day` (epoch ms of its start): the one
   * built for that day, else the newest built before it (never one built for a later day, which
   * would cover the day itself).
   */
  forSession(source: string, session: SessionId, day: number): Promise<Map<string, StoredBaseline>>;
}

const pgArray = (values: readonly number[]) => `{${values.map((v) => String(v)).join(',')}}`;

export function createVolumeBaselineRepository(db: Db): VolumeBaselineRepository {
  return {
    replace(source, rows, at) {
      const col = <T>(pick: (r: StoredBaseline) => T) => sql.param(rows.map(pick));
      const days = sql.param([...new Set(rows.map((r) => isoOfMs(r.builtFor)))]);
      const when = at.toISOString();
      return db.transaction(async (tx) => {
        let changed = 0;
        if (rows.length > 0) {
          changed += affectedRows(
            await tx.execute(sql`
            insert into volume_baselines (source, symbol, session, start_minute, end_minute, built_for, days,
              cum_mean, cum_std, computed_at)
            select ${source}::text, u.symbol, u.session, u.start_minute, u.end_minute, u.built_for,
              u.days, u.cum_mean::float8[], u.cum_std::float8[], ${when}::timestamptz
            from unnest(${col((r) => r.symbol)}::text[], ${col((r) => r.session)}::text[],
              ${col((r) => isoOfMs(r.builtFor))}::timestamptz[],
              ${col((r) => r.startMinute)}::int[], ${col((r) => r.endMinute)}::int[], ${col((r) => r.days)}::int[],
              ${col((r) => pgArray(r.cumMean))}::text[], ${col((r) => pgArray(r.cumStd))}::text[])
              as u(symbol, session, built_for, start_minute, end_minute, days, cum_mean, cum_std)
            on conflict (source, symbol, session, built_for) do update set
              start_minute = excluded.start_minute, end_minute = excluded.end_minute,
              days = excluded.days, cum_mean = excluded.cum_mean,
              cum_std = excluded.cum_std, computed_at = excluded.computed_at`),
          );
        }
        changed += affectedRows(
          await tx.execute(
            sql`delete from volume_baselines where source = ${source}
              and (not (symbol = any(${col((r) => r.symbol)}::text[])) or not (built_for = any(${days}::timestamptz[])))`,
          ),
        );
        return changed;
      });
    },

    async forSession(source, session, day) {
      const rows = await db
        .selectDistinctOn([volumeBaselines.symbol])
        .from(volumeBaselines)
        .where(
          and(
            eq(volumeBaselines.source, source),
            eq(volumeBaselines.session, session),
            lte(volumeBaselines.builtFor, new Date(day)),
          ),
        )
        .orderBy(volumeBaselines.symbol, desc(volumeBaselines.builtFor));
      return new Map(
        rows.map((r) => [
          r.symbol,
          {
            symbol: r.symbol,
            session: r.session as SessionId,
            startMinute: r.startMinute,
            endMinute: r.endMinute,
            builtFor: r.builtFor.getTime(),
            days: r.days,
            cumMean: r.cumMean,
            cumStd: r.cumStd,
          },
        ]),
      );
    },
  };
}
