import { z } from 'zod';

/**
 * Volume activity (docs/product.md §2, §3, §8 and §9; docs/analytics.md §4). `volume/volume-snapshots/*`
 * take an optional token: `in_watchlist`, `stars` and `tags` are the caller's own (false / 0 / []
 * for a guest). Times are ISO 8601 UTC strings; volumes are quote volume (USDT).
 */

const IsoTime = z.iso.datetime({ offset: true });

/** The sessions of the settings' windows, by display name. */
const volumeSessions = ['Asia', 'London', 'New York'] as const;
export const VolumeSession = z.enum(volumeSessions);
export type VolumeSession = z.infer<typeof VolumeSession>;

/** `status`: Active (green), Warming Up (yellow), Silent (grey). */
export const volumeStatuses = ['Active', 'Warming Up', 'Silent'] as const;
export const VolumeStatus = z.enum(volumeStatuses);
export type VolumeStatus = z.infer<typeof VolumeStatus>;

/** `emoji`: 🔥 alert, else 🟢 Active, 🟡 Warming Up, ⚪ Silent. */
const VolumeEmoji = z.enum(['🔥', '🟢', '🟡', '⚪']);

/** One row of `volume/volume-snapshots/*` (docs/product.md §3 "Volume snapshot", plus session timing). */
export const VolumeSnapshot = z.object({
  symbol: z.string().min(1),
  session: VolumeSession,
  status: VolumeStatus,
  in_watchlist: z.boolean(),
  /** The caller's stars for the symbol (0 to 5; 0 when not on the watchlist or a guest). */
  stars: z.number().int().min(0).max(5),
  /** The caller's tag names on the symbol. */
  tags: z.array(z.string()),
  /** Percent: 100 · min(1, baseline days/20) · min(1, elapsed session minutes/60), rounded. */
  confidence: z.number().int().min(0).max(100),
  /** Quote volume of the session's closed 5m bars so far. */
  actual_volume: z.number(),
  /** 20-day mean volume of the session up to the same elapsed minute; null without a baseline. */
  expected_volume: z.number().nullable(),
  /** actual / expected; null without a baseline. */
  volume_ratio: z.number().nullable(),
  /** Percent change against the previous session at the same elapsed share; null without one. */
  volume_change_pct: z.number().nullable(),
  /** (actual − mean)/std of the 20-day baseline at this elapsed minute (0 when the std is 0). */
  z_score: z.number(),
  alert_triggered: z.boolean(),
  emoji: VolumeEmoji,
  /** The 5m close the snapshot was taken at. */
  timestamp: IsoTime,
  /** Start of the session instance and the minutes of it elapsed at `timestamp`. */
  session_start: IsoTime,
  elapsed_minutes: z.number(),
  /** Days (0 to 20) behind the baseline. */
  baseline_days: z.number().int(),
});
export type VolumeSnapshot = z.infer<typeof VolumeSnapshot>;
export const VolumeSnapshotsResponse = z.array(VolumeSnapshot);

/** GET volume/volume-snapshots/current/ takes no query keys (unknown keys are a 400). */
export const VolumeCurrentQuery = z.object({}).strict();

/** GET volume/volume-snapshots/{symbol}/ : a market symbol, any case (upper-cased). */
export const VolumeSymbolParams = z
  .object({
    symbol: z
      .string()
      .trim()
      .min(1, 'symbol must not be empty.')
      .max(40, 'symbol must be at most 40 characters.')
      .regex(/^[A-Za-z0-9_.-]+$/, 'symbol may contain only letters, digits and _ . -')
      .transform((s) => s.toUpperCase()),
  })
  .strict();
export type VolumeSymbolParams = z.infer<typeof VolumeSymbolParams>;

/** docs/product.md §9: the Rows options of the volume screen (default 20, kept in session storage). */
export const volumeRowsPerPage = [10, 20, 50, 100] as const;
