import { DAY_MS, MINUTE_MS } from '../candles/timeframe.ts';

/** The trading sessions of the admin settings, in the order they are checked. */
export const sessionIds = ['asia', 'london', 'newyork'] as const;
export type SessionId = (typeof sessionIds)[number];

/** Display names of the sessions. */
export const sessionTitles: Record<SessionId, string> = {
  asia: 'Asia',
  london: 'London',
  newyork: 'New York',
};

/** The settings fields that define the windows (`HH:MM`, UTC). */
export type SessionWindowSettings = Record<`${SessionId}_${'start' | 'end'}_utc`, string>;

/**
 * One session window of the UTC day, in minutes since 00:00 UTC. Half-open: `[start, end)`.
 * When `end ≤ start` the window wraps midnight (e.g. 22:00–02:00, or 13:00–00:00 meaning "to the
 * end of the day").
 */
export interface SessionWindow {
  session: SessionId;
  startMinute: number;
  endMinute: number;
}

/** A broken rule of the session windows, reported on the settings field. */
export interface SessionWindowIssue {
  field: string;
  message: string;
}

/** Thrown by `sessionWindowsFromSettings` when the windows are invalid. */
export class InvalidSessionWindowsError extends Error {
  constructor(readonly issues: SessionWindowIssue[]) {
    super(`Invalid session windows: ${issues.map((i) => i.message).join(' ')}`);
    this.name = 'InvalidSessionWindowsError';
  }
}

const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes since 00:00 of an `HH:MM` text (00:00 … 23:59), or null when malformed. */
export function parseHhMm(text: string): number | null {
  const m = HH_MM.exec(text);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

/** Length of a window in minutes (a wrapping window counts across midnight). */
export function windowMinutes(w: SessionWindow): number {
  return w.endMinute > w.startMinute ? w.endMinute - w.startMinute : 1440 - w.startMinute + w.endMinute;
}

/** The window as one or two non-wrapping `[from, to)` minute ranges of the day. */
function minuteRanges(w: SessionWindow): Array<[number, number]> {
  return w.endMinute > w.startMinute
    ? [[w.startMinute, w.endMinute]]
    : ([
        [w.startMinute, 1440],
        [0, w.endMinute],
      ].filter(([a, b]) => (b as number) > (a as number)) as Array<[number, number]>);
}

/** True when two windows share at least one minute of the day. */
export function windowsOverlap(a: SessionWindow, b: SessionWindow): boolean {
  return minuteRanges(a).some(([a0, a1]) => minuteRanges(b).some(([b0, b1]) => a0 < b1 && b0 < a1));
}

/**
 * Checks the session windows of the settings: each time is `HH:MM`, each window is non-empty
 * (start ≠ end; end before start means it wraps midnight), and no two windows share a minute
 * (half-open windows, so one may start where another ends). Returns every issue found.
 */
export function checkSessionWindows(settings: SessionWindowSettings): SessionWindowIssue[] {
  const issues: SessionWindowIssue[] = [];
  const windows: SessionWindow[] = [];
  for (const session of sessionIds) {
    const start = parseHhMm(settings[`${session}_start_utc`]);
    const end = parseHhMm(settings[`${session}_end_utc`]);
    if (start === null || end === null) {
      const field = start === null ? `${session}_start_utc` : `${session}_end_utc`;
      issues.push({ field, message: `${field} must be a time HH:MM (UTC).` });
      continue;
    }
    if (start === end) {
      issues.push({
        field: `${session}_end_utc`,
        message: `The ${sessionTitles[session]} window is empty (start equals end).`,
      });
      continue;
    }
    const w = { session, startMinute: start, endMinute: end };
    for (const other of windows) {
      if (windowsOverlap(w, other)) {
        issues.push({
          field: `${session}_start_utc`,
          message: `The ${sessionTitles[session]} window overlaps the ${sessionTitles[other.session]} window.`,
        });
      }
    }
    windows.push(w);
  }
  return issues;
}

/**
 * The session windows of the settings (`asia_start_utc` … `newyork_end_utc`), validated by
 * `checkSessionWindows`; throws `InvalidSessionWindowsError` when any rule is broken. Windows are
 * half-open `[start, end)` in UTC and may wrap midnight. Returned in settings order.
 */
export function sessionWindowsFromSettings(settings: SessionWindowSettings): SessionWindow[] {
  const issues = checkSessionWindows(settings);
  if (issues.length > 0) throw new InvalidSessionWindowsError(issues);
  return sessionIds.map((session) => ({
    session,
    startMinute: parseHhMm(settings[`${session}_start_utc`]) as number,
    endMinute: parseHhMm(settings[`${session}_end_utc`]) as number,
  }));
}

/** Start (epoch ms) of the UTC day that contains `t`. */
export function utcDayStart(t: number): number {
  return Math.floor(t / DAY_MS) * DAY_MS;
}

/** True when the window contains the instant `t` (half-open, compared to the millisecond). */
function windowContains(w: SessionWindow, t: number): boolean {
  const ms = t - utcDayStart(t);
  const start = w.startMinute * MINUTE_MS;
  const end = w.endMinute * MINUTE_MS;
  return w.endMinute > w.startMinute ? ms >= start && ms < end : ms >= start || ms < end;
}

/** The session whose window contains the instant `t` (epoch ms, UTC), or null in no session. */
export function sessionAt(windows: readonly SessionWindow[], t: number): SessionId | null {
  return windows.find((w) => windowContains(w, t))?.session ?? null;
}
