import { z } from 'zod';
import { TrendCheckpointFigures } from './cpr.ts';
import { ExchangeStatus } from './health.ts';
import { UserRole } from './roles.ts';
import { TaskStatus } from './tasks.ts';

/** The stored timeframes of one symbol list: newest bar and the symbols behind or without data. */
export const OverviewTimeframe = z.object({
  timeframe: z.string(),
  /** Open time (ISO) of the newest stored bar over all symbols; null when none is stored. */
  newest_bar: z.string().nullable(),
  /** Active symbols whose newest bar is more than 3 bars behind the market clock (first 20). */
  stale_symbols: z.array(z.string()),
  stale_count: z.number().int(),
  /** Active symbols with no bar of this timeframe at all (first 20). */
  failing_symbols: z.array(z.string()),
  failing_count: z.number().int(),
});
export type OverviewTimeframe = z.infer<typeof OverviewTimeframe>;

export const OverviewJob = z.object({
  name: z.string(),
  module: z.string(),
  last_status: TaskStatus.nullable(),
  /** When the last run was queued, started and finished (ISO, wall clock). */
  last_run_at: z.string().nullable(),
  last_duration_ms: z.number().int().nullable(),
  last_detail: z.string().nullable(),
  /** The next scheduled run in market time (ISO); null for jobs without a schedule. */
  next_run_at: z.string().nullable(),
});
export type OverviewJob = z.infer<typeof OverviewJob>;

/** A kline file of the files source that was skipped or had rows that could not be read. */
export const DamagedMarketFile = z.object({
  /** Path of the file, relative to MARKET_FILES_DIR. */
  file: z.string(),
  /** Rows skipped because they could not be read as a candle. */
  bad_rows: z.number().int(),
  /** Why the whole file was skipped (a damaged zip), or null when only some rows were bad. */
  error: z.string().nullable(),
});
export type DamagedMarketFile = z.infer<typeof DamagedMarketFile>;

/** GET admin/overview/: the operator's view of the running platform (admin). */
export const AdminOverview = z.object({
  market: z.object({
    source: z.string(),
    exchange: z.string(),
    /** Market time of the newest data (the health check's `data_as_of`). */
    data_time: z.string().nullable(),
    /** The market clock now (ISO); the simulated clock may run ahead of the wall clock. */
    market_now: z.string(),
    /** How the exchange answers (the health check's `exchange_status`; null off the exchange source). */
    exchange_status: ExchangeStatus.nullable(),
    /** Files source: the kline files skipped or with unreadable rows (empty on other sources). */
    damaged_files: z.array(DamagedMarketFile),
  }),
  timeframes: z.array(OverviewTimeframe),
  jobs: z.array(OverviewJob),
  users: z.object({
    by_role: z.record(UserRole, z.number().int()),
    inactive: z.number().int(),
    pending_upgrades: z.number().int(),
  }),
  /** The trend model's latest walk-forward (out-of-sample) Brier score against the base rate's. */
  trend_model: z
    .object({
      fitted_at: z.string(),
      brier: z.number().nullable(),
      base_rate_brier: z.number().nullable(),
      beats_base_rate: z.boolean(),
      samples: z.number().int(),
      /** Per checkpoint (open, asia_close, london_close): held-out figures and reliability, what is served. */
      checkpoints: z.array(TrendCheckpointFigures).optional(),
    })
    .nullable(),
  generated_at: z.string(),
});
export type AdminOverview = z.infer<typeof AdminOverview>;
