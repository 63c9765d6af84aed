/**
 * Volume tables (docs/analytics.md §4; see schema.ts for how to change tables and migrations).
 *
 * `volume_baselines` is rebuilt by the update-baselines job and read by the classification job;
 * `volume_snapshots` gets one row per symbol at every 5m close from the classification job and is
 * read by `volume/volume-snapshots/*`. Keyed by the market source like the candles. `taken_at`,
 * `session_start` and `built_for` are market times; only `computed_at` is the wall clock of the run.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });
const sessions = sql.raw(`'asia', 'london', 'newyork'`);

/**
 * One symbol's baseline of one session (core `SessionBaseline`): over its last 20 days' instances
 * of the session, the mean and sample deviation of the cumulative quote volume through each 5m slot
 * (arrays indexed by slot), built for the window `start_minute`–`end_minute` and the UTC day
 * `built_for` (covering the 20 days before it; the classification ignores a baseline of other
 * windows). Today's and, when the latest ended session began yesterday, yesterday's are kept, so a
 * session is never classified against a baseline that contains it.
 */
export const volumeBaselines = pgTable(
  'volume_baselines',
  {
    source: text('source').notNull(),
    symbol: text('symbol').notNull(),
    session: text('session').notNull(),
    startMinute: integer('start_minute').notNull(),
    endMinute: integer('end_minute').notNull(),
    builtFor: at('built_for').notNull(),
    days: integer('days').notNull(),
    cumMean: doublePrecision('cum_mean').array().notNull(),
    cumStd: doublePrecision('cum_std').array().notNull(),
    computedAt: at('computed_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'volume_baselines_pkey', columns: [t.source, t.symbol, t.session, t.builtFor] }),
    check('volume_baselines_session_check', sql`${t.session} in (${sessions})`),
  ],
);

/**
 * One symbol's volume snapshot at one 5m close (`taken_at`; docs/product.md §3 "Volume snapshot", core
 * `VolumeSnapshot`). The user's `in_watchlist`, `stars` and `tags` are not stored: they are merged
 * per request.
 */
export const volumeSnapshots = pgTable(
  'volume_snapshots',
  {
    source: text('source').notNull(),
    symbol: text('symbol').notNull(),
    takenAt: at('taken_at').notNull(),
    session: text('session').notNull(),
    sessionStart: at('session_start').notNull(),
    status: text('status').notNull(),
    confidence: integer('confidence').notNull(),
    actualVolume: doublePrecision('actual_volume').notNull(),
    expectedVolume: doublePrecision('expected_volume'),
    volumeRatio: doublePrecision('volume_ratio'),
    volumeChangePct: doublePrecision('volume_change_pct'),
    zScore: doublePrecision('z_score').notNull(),
    alertTriggered: boolean('alert_triggered').notNull(),
    emoji: text('emoji').notNull(),
    elapsedMinutes: doublePrecision('elapsed_minutes').notNull(),
    baselineDays: integer('baseline_days').notNull(),
    computedAt: at('computed_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'volume_snapshots_pkey', columns: [t.source, t.symbol, t.takenAt] }),
    index('volume_snapshots_taken_idx').on(t.source, t.takenAt),
    check('volume_snapshots_session_check', sql`${t.session} in (${sessions})`),
    check('volume_snapshots_status_check', sql`${t.status} in ('Active', 'Warming Up', 'Silent')`),
  ],
);

export type VolumeBaselineRow = typeof volumeBaselines.$inferSelect;
export type VolumeSnapshotRow = typeof volumeSnapshots.$inferSelect;
