import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DAY_MS, MINUTE_MS } from '../../src/candles/timeframe.ts';
import {
  checkSessionWindows,
  InvalidSessionWindowsError,
  parseHhMm,
  type SessionWindow,
  sessionAt,
  sessionWindowsFromSettings,
  windowMinutes,
  windowsOverlap,
} from '../../src/sessions/session-windows.ts';
import { defaultWindowSettings } from '../support/session-test-windows.ts';

const defaultWindows = defaultWindowSettings;
const day = Date.UTC(2025, 2, 10);
const at = (hh: number, mm = 0) => day + (hh * 60 + mm) * MINUTE_MS;

describe('session windows from the settings', () => {
  it('parses the defaults into half-open minute windows', () => {
    expect(sessionWindowsFromSettings(defaultWindows)).toEqual([
      { session: 'asia', startMinute: 0, endMinute: 420 },
      { session: 'london', startMinute: 420, endMinute: 780 },
      { session: 'newyork', startMinute: 780, endMinute: 1260 },
    ]);
    expect(parseHhMm('23:59')).toBe(1439);
    expect(parseHhMm('24:00')).toBeNull();
    expect(parseHhMm('7:00')).toBeNull();
  });

  it('places instants by half-open windows; hours in no window are null', () => {
    const w = sessionWindowsFromSettings(defaultWindows);
    expect(sessionAt(w, at(0))).toBe('asia');
    expect(sessionAt(w, at(6, 59) + 59_999)).toBe('asia');
    expect(sessionAt(w, at(7))).toBe('london');
    expect(sessionAt(w, at(13))).toBe('newyork');
    expect(sessionAt(w, at(20, 55))).toBe('newyork');
    expect(sessionAt(w, at(21))).toBeNull();
    expect(sessionAt(w, at(23, 59))).toBeNull();
  });

  it('lets a window wrap midnight', () => {
    const w = sessionWindowsFromSettings({
      ...defaultWindows,
      asia_start_utc: '22:00',
      asia_end_utc: '06:00',
      london_start_utc: '06:00',
      newyork_end_utc: '22:00',
    });
    expect(windowMinutes(w[0] as SessionWindow)).toBe(480);
    expect(sessionAt(w, at(23))).toBe('asia');
    expect(sessionAt(w, at(2))).toBe('asia');
    expect(sessionAt(w, at(6))).toBe('london');
    expect(sessionAt(w, at(21, 59))).toBe('newyork');
    // 13:00–00:00 runs to the end of the day.
    const toMidnight = sessionWindowsFromSettings({ ...defaultWindows, newyork_end_utc: '00:00' });
    expect(sessionAt(toMidnight, at(23, 59))).toBe('newyork');
    expect(sessionAt(toMidnight, at(0))).toBe('asia');
  });

  it('rejects malformed times, empty and overlapping windows', () => {
    expect(checkSessionWindows({ ...defaultWindows, asia_start_utc: '24:00' })).toEqual([
      { field: 'asia_start_utc', message: 'asia_start_utc must be a time HH:MM (UTC).' },
    ]);
    expect(checkSessionWindows({ ...defaultWindows, london_end_utc: '07:00' })).toEqual([
      { field: 'london_end_utc', message: 'The London window is empty (start equals end).' },
    ]);
    expect(checkSessionWindows({ ...defaultWindows, newyork_start_utc: '12:00' })).toEqual([
      { field: 'newyork_start_utc', message: 'The New York window overlaps the London window.' },
    ]);
    // A wrapping New York window reaching into Asia.
    expect(checkSessionWindows({ ...defaultWindows, newyork_end_utc: '00:30' })).toEqual([
      { field: 'newyork_start_utc', message: 'The New York window overlaps the Asia window.' },
    ]);
    expect(() => sessionWindowsFromSettings({ ...defaultWindows, asia_end_utc: '08:00' })).toThrow(
      InvalidSessionWindowsError,
    );
  });

  it('property: valid windows never overlap and place each instant in at most one session', () => {
    const hhmm = fc
      .integer({ min: 0, max: 1439 })
      .map((m) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
    const settings = fc.record({
      asia_start_utc: hhmm,
      asia_end_utc: hhmm,
      london_start_utc: hhmm,
      london_end_utc: hhmm,
      newyork_start_utc: hhmm,
      newyork_end_utc: hhmm,
    });
    fc.assert(
      fc.property(settings, fc.integer({ min: 0, max: DAY_MS - 1 }), (s, offset) => {
        if (checkSessionWindows(s).length > 0) {
          expect(() => sessionWindowsFromSettings(s)).toThrow(InvalidSessionWindowsError);
          return;
        }
        const w = sessionWindowsFromSettings(s);
        for (const a of w) for (const b of w) if (a !== b) expect(windowsOverlap(a, b)).toBe(false);
        const t = day + offset;
        const minute = Math.floor(offset / MINUTE_MS);
        const containing = w.filter((x) =>
          x.endMinute > x.startMinute
            ? minute >= x.startMinute && minute < x.endMinute
            : minute >= x.startMinute || minute < x.endMinute,
        );
        expect(containing.length).toBeLessThanOrEqual(1);
        expect(sessionAt(w, t)).toBe(containing[0]?.session ?? null);
        // The same minute of another day is in the same session.
        expect(sessionAt(w, t + 17 * DAY_MS)).toBe(sessionAt(w, t));
      }),
      { numRuns: 500 },
    );
  });
});
