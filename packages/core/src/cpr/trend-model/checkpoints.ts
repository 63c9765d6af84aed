import { DAY_MS, MINUTE_MS } from '../../candles/timeframe.ts';
import { parseHhMm } from '../../sessions/session-windows.ts';

/**
 * The moments of a UTC day at which the trend-day probability is made (docs/analytics.md §2): the day's
 * open, the end of the Asia session and the end of the London session.
 */
export const trendCheckpoints = ['open', 'asia_close', 'london_close'] as const;
export type TrendCheckpoint = (typeof trendCheckpoints)[number];
export const intradayCheckpoints = ['asia_close', 'london_close'] as const;
export type IntradayCheckpoint = (typeof intradayCheckpoints)[number];

/** Milliseconds after the day's 00:00 UTC at which each checkpoint falls. */
export type CheckpointOffsets = Record<TrendCheckpoint, number>;

/** The default offsets: 00:00, Asia end 07:00, London end 13:00 (the settings' defaults). */
export const defaultCheckpointOffsets: CheckpointOffsets = {
  open: 0,
  asia_close: 7 * 60 * MINUTE_MS,
  london_close: 13 * 60 * MINUTE_MS,
};

/**
 * Checkpoint offsets from the session settings (`asia_end_utc`, `london_end_utc`, `HH:MM`). A session
 * end at 00:00 (a window wrapping midnight ends at the next day's start) carries no information about
 * the day, and an end that is not after the previous checkpoint would reverse their order: such a
 * checkpoint is dropped (offset `NaN`, see `checkpointTime`). Malformed text also drops it.
 */
export function checkpointOffsetsOf(settings: {
  asia_end_utc: string;
  london_end_utc: string;
}): CheckpointOffsets {
  const asia = parseHhMm(settings.asia_end_utc);
  const london = parseHhMm(settings.london_end_utc);
  const asiaMs = asia !== null && asia > 0 ? asia * MINUTE_MS : Number.NaN;
  const londonMs =
    london !== null && london > 0 && !(london * MINUTE_MS <= asiaMs) ? london * MINUTE_MS : Number.NaN;
  return { open: 0, asia_close: asiaMs, london_close: londonMs };
}

/** Whether a checkpoint is in use under these offsets. */
const checkpointUsed = (offsets: CheckpointOffsets, c: TrendCheckpoint) => Number.isFinite(offsets[c]);

/** The checkpoint's time on the day opening at `dayOpen`, or null when the checkpoint is not in use. */
export function checkpointTime(
  dayOpen: number,
  c: TrendCheckpoint,
  offsets: CheckpointOffsets,
): number | null {
  return checkpointUsed(offsets, c) ? dayOpen + offsets[c] : null;
}

/** The latest checkpoint in use that has passed at `now` (`open` from 00:00 on). */
export function latestCheckpoint(now: number, offsets: CheckpointOffsets): TrendCheckpoint {
  const dayOpen = Math.floor(now / DAY_MS) * DAY_MS;
  let latest: TrendCheckpoint = 'open';
  for (const c of intradayCheckpoints)
    if (checkpointUsed(offsets, c) && dayOpen + offsets[c] <= now) latest = c;
  return latest;
}

/** The offsets of the intraday checkpoints in use, in checkpoint order (what the partial store keeps). */
export function intradayOffsets(offsets: CheckpointOffsets): number[] {
  return intradayCheckpoints.flatMap((c) => (checkpointUsed(offsets, c) ? [offsets[c]] : []));
}
