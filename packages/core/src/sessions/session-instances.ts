import { DAY_MS, HOUR_MS, MINUTE_MS } from '../candles/timeframe.ts';
import {
  type SessionId,
  type SessionWindow,
  sessionAt,
  utcDayStart,
  windowMinutes,
} from './session-windows.ts';

/** One occurrence of a session window: `[start, end)` in epoch ms (UTC). */
export interface SessionInstance {
  session: SessionId;
  start: number;
  end: number;
}

function instanceStartingOn(w: SessionWindow, dayStart: number): SessionInstance {
  const start = dayStart + w.startMinute * MINUTE_MS;
  return { session: w.session, start, end: start + windowMinutes(w) * MINUTE_MS };
}

/**
 * The session instances that start on the UTC day containing `day` (any instant of it), ordered
 * by start. A window that wraps midnight starts today and ends tomorrow; the piece of today before
 * its end belongs to yesterday's instance.
 */
export function sessionInstancesOfDay(windows: readonly SessionWindow[], day: number): SessionInstance[] {
  const dayStart = utcDayStart(day);
  return windows.map((w) => instanceStartingOn(w, dayStart)).sort((a, b) => a.start - b.start);
}

/**
 * The instance of `session` that starts on the UTC day containing `day`: the first of that session in
 * `sessionInstancesOfDay(windows, day)` (the earliest start, then the first window), or null when no
 * window is of that session. Builds no list, for callers asking day after day.
 */
export function sessionInstanceOfDay(
  windows: readonly SessionWindow[],
  session: SessionId,
  day: number,
): SessionInstance | null {
  const dayStart = utcDayStart(day);
  let found: SessionInstance | null = null;
  for (const w of windows) {
    if (w.session !== session) continue;
    const instance = instanceStartingOn(w, dayStart);
    if (found === null || instance.start < found.start) found = instance;
  }
  return found;
}

/** The session instance containing the instant `t`, or null when `t` is in no session. */
export function sessionInstanceAt(windows: readonly SessionWindow[], t: number): SessionInstance | null {
  const dayStart = utcDayStart(t);
  for (const d of [dayStart, dayStart - DAY_MS]) {
    for (const instance of sessionInstancesOfDay(windows, d)) {
      if (instance.start <= t && t < instance.end) return instance;
    }
  }
  return null;
}

/**
 * The session instance that came before `instance` in time (the latest one starting earlier):
 * London's previous is today's Asia, Asia's previous is yesterday's last session.
 */
export function previousSessionInstance(
  windows: readonly SessionWindow[],
  instance: SessionInstance,
): SessionInstance | null {
  const dayStart = utcDayStart(instance.start);
  const earlier = [dayStart - DAY_MS, dayStart]
    .flatMap((d) => sessionInstancesOfDay(windows, d))
    .filter((s) => s.start < instance.start);
  return earlier.at(-1) ?? null;
}

/** Whole and fractional minutes of `instance` elapsed at `t`, clamped to [0, its length]. */
export function elapsedMinutes(instance: SessionInstance, t: number): number {
  const clamped = Math.min(Math.max(t, instance.start), instance.end);
  return (clamped - instance.start) / MINUTE_MS;
}

/**
 * The session of the UTC hour of `t` (docs/analytics.md §5: hit events go to the Asia/London/NY
 * column by the UTC hour of their time): the session containing the start of that hour, or null.
 */
export function sessionOfUtcHour(windows: readonly SessionWindow[], t: number): SessionId | null {
  return sessionAt(windows, Math.floor(t / HOUR_MS) * HOUR_MS);
}

/** The latest session instance that has ended at `t` (`end ≤ t`), or null without windows. */
export function latestEndedInstance(windows: readonly SessionWindow[], t: number): SessionInstance | null {
  const dayStart = utcDayStart(t);
  const ended = [dayStart - 2 * DAY_MS, dayStart - DAY_MS, dayStart]
    .flatMap((d) => sessionInstancesOfDay(windows, d))
    .filter((s) => s.end <= t);
  return ended.reduce<SessionInstance | null>(
    (best, s) => (best === null || s.end > best.end ? s : best),
    null,
  );
}
