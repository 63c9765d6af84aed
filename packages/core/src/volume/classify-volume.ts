import { DAY_MS, timeframeMs } from '../candles/timeframe.ts';
import {
  latestEndedInstance,
  previousSessionInstance,
  type SessionInstance,
  sessionInstanceAt,
  sessionInstancesOfDay,
} from '../sessions/session-instances.ts';
import { type SessionWindow, utcDayStart } from '../sessions/session-windows.ts';
import { BASELINE_DAYS } from './baselines.ts';
import { closedSlotCount, firstSlotOpen, sessionSlotCount, slotVolumes } from './session-slots.ts';
import type { SessionBaseline, VolumeBar, VolumeSnapshot } from './types.ts';
import { volumeAlert, volumeConfidence, volumeEmoji, volumeStatus, zScore } from './volume-status.ts';

const STEP = timeframeMs('5m');

/** The last 5m close at or before `now`. */
function last5mClose(now: number): number {
  return Math.floor(now / STEP) * STEP;
}

/**
 * The session instance a classification at `now` reports on: the one holding the 5m bar that closed
 * last (so the close that ends a session still reports that session with all its bars, and a
 * close in no session reports nothing).
 */
export function classifiedInstance(windows: readonly SessionWindow[], now: number): SessionInstance | null {
  return sessionInstanceAt(windows, last5mClose(now) - STEP);
}

/**
 * The slots of the previous session at the same elapsed share as `k` of `n` slots of the current
 * one: round(k · m / n) of its m slots, at least 1 and at most m.
 */
export function previousShareSlots(k: number, n: number, m: number): number {
  if (m <= 0 || n <= 0) return 0;
  return Math.min(m, Math.max(1, Math.round((k * m) / n)));
}

/** Whether a stored baseline was built for this window. */
function baselineMatches(baseline: SessionBaseline | null, window: SessionWindow): boolean {
  return (
    baseline !== null &&
    baseline.session === window.session &&
    baseline.startMinute === window.startMinute &&
    baseline.endMinute === window.endMinute
  );
}

/** The bars a classification at `now` reads: `[from, to)` covering the current and previous session parts. */
export function classificationReads(
  windows: readonly SessionWindow[],
  now: number,
): {
  current: { instance: SessionInstance; from: number; to: number };
  previous: { instance: SessionInstance; from: number; to: number } | null;
} | null {
  const instance = classifiedInstance(windows, now);
  if (!instance) return null;
  const close = last5mClose(now);
  const n = sessionSlotCount(instance);
  const k = closedSlotCount(instance, close);
  const prev = previousSessionInstance(windows, instance);
  const m = prev ? sessionSlotCount(prev) : 0;
  const share = previousShareSlots(k, n, m);
  const first = (i: SessionInstance) => Math.ceil(i.start / STEP) * STEP;
  return {
    current: { instance, from: first(instance), to: first(instance) + k * STEP },
    previous:
      prev && share > 0 ? { instance: prev, from: first(prev), to: first(prev) + share * STEP } : null,
  };
}

/**
 * One symbol's volume snapshot at the 5m close at or before `now` (docs/analytics.md §4), for the
 * session holding the bar that closed last:
 * - `actual_volume`: quote volume of the session's closed 5m bars so far (k slots);
 * - `expected_volume`: the baseline mean of the cumulative volume through slot k (the same elapsed
 *   minute, over the last 20 days); `z_score` = (actual − mean)/sample std (0 when the std is 0);
 *   `volume_ratio` = actual/expected;
 * - `volume_change_pct` = 100·(actual / previous session's volume at the same elapsed share − 1),
 *   where the previous session is the instance before this one in time (London's is today's Asia,
 *   Asia's yesterday's New York) and the share is k of this session's slots, taken as
 *   round(k·m/n) of its m slots;
 * - status, alert, emoji and confidence from `volume-status.ts`.
 * A baseline built for other windows counts as none. Null when the last closed bar is in no
 * session, or the symbol has no bar in the session yet. Bars not closed at `now` are never read.
 */
export function classifyVolume(
  bars5m: readonly VolumeBar[],
  windows: readonly SessionWindow[],
  now: number,
  baseline: SessionBaseline | null,
): VolumeSnapshot | null {
  const reads = classificationReads(windows, now);
  if (!reads) return null;
  const { instance } = reads.current;
  const close = last5mClose(now);
  const k = closedSlotCount(instance, close);
  const current = slotVolumes(bars5m, instance, k);
  if (k === 0 || current.bars === 0) return null;
  const actual = current.volumes.reduce((s, v) => s + v, 0);

  const window = windows.find((w) => w.session === instance.session) as SessionWindow;
  const usable = baselineMatches(baseline, window) && baseline && baseline.days > 0 ? baseline : null;
  const mean = usable ? (usable.cumMean[k - 1] ?? null) : null;
  const std = usable ? (usable.cumStd[k - 1] ?? 0) : 0;
  const expected = mean;
  const ratio = expected !== null && expected > 0 ? actual / expected : null;
  const z = expected !== null ? zScore(actual, expected, std) : 0;

  let change: number | null = null;
  if (reads.previous) {
    const { instance: prev, from, to } = reads.previous;
    const prevVolume = slotVolumes(bars5m, prev, (to - from) / STEP);
    const sum = prevVolume.volumes.reduce((s, v) => s + v, 0);
    if (prevVolume.bars > 0 && sum > 0) change = 100 * (actual / sum - 1);
  }

  const elapsed = (Math.min(close, instance.end) - instance.start) / 60_000;
  const days = usable?.days ?? 0;
  const status = volumeStatus(ratio, z);
  const alert = volumeAlert(ratio, z);
  return {
    session: instance.session,
    sessionStart: instance.start,
    timestamp: close,
    elapsedMinutes: elapsed,
    baselineDays: days,
    actualVolume: actual,
    expectedVolume: expected,
    volumeRatio: ratio,
    volumeChangePct: change,
    zScore: z,
    status,
    confidence: volumeConfidence(days, elapsed, BASELINE_DAYS),
    alertTriggered: alert,
    emoji: volumeEmoji(status, alert),
  };
}

/**
 * The 5m close a classification run at `now` reports: the last close when its bar is in a session;
 * otherwise the final close of the latest session that has ended (its last slot's close), so that
 * between sessions (and at a start-up there) the screen shows each symbol's finished session. Null
 * when no session has ended yet.
 */
export function classificationClose(windows: readonly SessionWindow[], now: number): number | null {
  if (classifiedInstance(windows, now)) return last5mClose(now);
  const ended = latestEndedInstance(windows, now);
  if (!ended) return null;
  const first = Math.ceil(ended.start / STEP) * STEP;
  return first + sessionSlotCount(ended) * STEP;
}

/**
 * The 5m closes a classification run at `now` stores, oldest first, given the newest close already
 * stored (`latestStored`, null for none): the final close of each session instance that started
 * today (UTC) and has ended, and of the latest ended one, when newer than `latestStored` (so a
 * start-up mid-day, or a worker that was down, still stores each finished session of the day once,
 * and between sessions the screen shows the session that ended); then the current close when its
 * bar is in a session (always, so a rerun of it is idempotent).
 */
export function closesToClassify(
  windows: readonly SessionWindow[],
  now: number,
  latestStored: number | null,
): number[] {
  const today = utcDayStart(now);
  const last = last5mClose(now);
  const latest = latestEndedInstance(windows, now);
  const closes = new Set<number>();
  for (const instance of [today - DAY_MS, today].flatMap((d) => sessionInstancesOfDay(windows, d))) {
    const isLatest =
      latest !== null && latest.start === instance.start && latest.session === instance.session;
    if (instance.end > now || !(instance.start >= today || isLatest)) continue;
    const final = firstSlotOpen(instance) + sessionSlotCount(instance) * STEP;
    if (final <= last && (latestStored === null || final > latestStored)) closes.add(final);
  }
  if (classifiedInstance(windows, now)) closes.add(last);
  return [...closes].sort((a, b) => a - b);
}
