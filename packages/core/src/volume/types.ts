import type { Candle } from '../candles/types.ts';
import type { SessionId } from '../sessions/session-windows.ts';

/** What the volume engine reads of a 5m bar: its open time and quote volume (a `Candle` will do). */
export type VolumeBar = Pick<Candle, 'openTime' | 'volume'>;

/** `status` (docs/product.md §4): Active (green), Warming Up (yellow), Silent (grey). */
export const volumeStatuses = ['Active', 'Warming Up', 'Silent'] as const;
export type VolumeStatus = (typeof volumeStatuses)[number];

/** `emoji` (docs/analytics.md §4): 🔥 alert, else 🟢 Active, 🟡 Warming Up, ⚪ Silent. */
export const volumeEmojis = ['🔥', '🟢', '🟡', '⚪'] as const;
export type VolumeEmoji = (typeof volumeEmojis)[number];

/**
 * One symbol's baseline of one session (docs/analytics.md §4): over the `days` past instances of the
 * session it covers, the mean and sample standard deviation of the session's cumulative quote
 * volume through each 5m slot (`cumMean[k]` = mean volume of slots 0…k). `startMinute`/`endMinute`
 * are the window it was built for: a baseline of other windows does not apply.
 */
export interface SessionBaseline {
  session: SessionId;
  startMinute: number;
  endMinute: number;
  /** Past session instances with at least one bar (0 … 20). */
  days: number;
  cumMean: number[];
  cumStd: number[];
}

/** One symbol's volume snapshot at a 5m close (docs/analytics.md §4; docs/product.md §3 "Volume snapshot"). */
export interface VolumeSnapshot {
  session: SessionId;
  /** Open time of the session instance (epoch ms). */
  sessionStart: number;
  /** The 5m close the snapshot is taken at (epoch ms). */
  timestamp: number;
  /** Minutes of the session elapsed at `timestamp`. */
  elapsedMinutes: number;
  /** Baseline days behind `expected` (0 without a baseline). */
  baselineDays: number;
  actualVolume: number;
  /** Mean cumulative volume at this elapsed slot over the baseline days; null without a baseline. */
  expectedVolume: number | null;
  /** actual / expected; null when expected is null or 0. */
  volumeRatio: number | null;
  /** 100 · (actual / previous session's volume at the same elapsed share − 1); null without it. */
  volumeChangePct: number | null;
  zScore: number;
  status: VolumeStatus;
  /** Percent, 0 … 100. */
  confidence: number;
  alertTriggered: boolean;
  emoji: VolumeEmoji;
}
