import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../src/candles/timeframe.ts';
import {
  elapsedMinutes,
  latestEndedInstance,
  previousSessionInstance,
  sessionInstanceAt,
  sessionInstanceOfDay,
  sessionInstancesOfDay,
  sessionOfUtcHour,
} from '../../src/sessions/session-instances.ts';
import { sessionAt, sessionIds, sessionWindowsFromSettings } from '../../src/sessions/session-windows.ts';
import { defaultWindowSettings as defaultWindows } from '../support/session-test-windows.ts';

const day = Date.UTC(2025, 2, 10);
const at = (hh: number, mm = 0) => day + (hh * 60 + mm) * MINUTE_MS;
const windows = sessionWindowsFromSettings(defaultWindows);
const wrapping = sessionWindowsFromSettings({
  ...defaultWindows,
  asia_start_utc: '22:00',
  asia_end_utc: '06:00',
  london_start_utc: '06:00',
  newyork_end_utc: '22:00',
});

describe('session instances', () => {
  it('lists the instances starting on a UTC day, ordered by start', () => {
    expect(sessionInstancesOfDay(windows, at(15))).toEqual([
      { session: 'asia', start: at(0), end: at(7) },
      { session: 'london', start: at(7), end: at(13) },
      { session: 'newyork', start: at(13), end: at(21) },
    ]);
    expect(sessionInstancesOfDay(wrapping, day)).toEqual([
      { session: 'london', start: at(6), end: at(13) },
      { session: 'newyork', start: at(13), end: at(22) },
      { session: 'asia', start: at(22), end: at(30) },
    ]);
  });

  it('finds the instance containing an instant, across midnight', () => {
    expect(sessionInstanceAt(windows, at(8, 30))).toEqual({ session: 'london', start: at(7), end: at(13) });
    expect(sessionInstanceAt(windows, at(22))).toBeNull();
    expect(sessionInstanceAt(wrapping, at(3))).toEqual({ session: 'asia', start: at(-2), end: at(6) });
    expect(sessionInstanceAt(wrapping, at(23))).toEqual({ session: 'asia', start: at(22), end: at(30) });
  });

  it('previous instance: London after Asia; Asia after yesterday New York', () => {
    const london = sessionInstanceAt(windows, at(9));
    const asia = sessionInstanceAt(windows, at(1));
    expect(london && previousSessionInstance(windows, london)).toEqual({
      session: 'asia',
      start: at(0),
      end: at(7),
    });
    expect(asia && previousSessionInstance(windows, asia)).toEqual({
      session: 'newyork',
      start: at(13) - DAY_MS,
      end: at(21) - DAY_MS,
    });
  });

  it('latest ended instance: New York in the evening, yesterday New York before London ends', () => {
    expect(latestEndedInstance(windows, at(22))).toEqual({ session: 'newyork', start: at(13), end: at(21) });
    expect(latestEndedInstance(windows, at(21))).toEqual({ session: 'newyork', start: at(13), end: at(21) });
    expect(latestEndedInstance(windows, at(8))).toEqual({ session: 'asia', start: at(0), end: at(7) });
    expect(latestEndedInstance(windows, at(3))?.end).toBe(at(21) - DAY_MS);
    expect(latestEndedInstance(wrapping, at(23))).toEqual({ session: 'newyork', start: at(13), end: at(22) });
    expect(latestEndedInstance([], at(23))).toBeNull();
  });

  it('elapsed minutes clamp to the instance', () => {
    const london = { session: 'london' as const, start: at(7), end: at(13) };
    expect(elapsedMinutes(london, at(6))).toBe(0);
    expect(elapsedMinutes(london, at(7, 35))).toBe(35);
    expect(elapsedMinutes(london, at(14))).toBe(360);
  });

  it('places a time by its UTC hour', () => {
    expect(sessionOfUtcHour(windows, at(6, 59))).toBe('asia');
    expect(sessionOfUtcHour(windows, at(21, 30))).toBeNull();
    const half = sessionWindowsFromSettings({
      ...defaultWindows,
      london_start_utc: '07:30',
      asia_end_utc: '07:30',
    });
    // 07:45 lies in London, but its hour (07:00) is Asia's.
    expect(sessionAt(half, at(7, 45))).toBe('london');
    expect(sessionOfUtcHour(half, at(7, 45))).toBe('asia');
  });

  it('property: the instance at t contains t, is the session at t, and is one of its days', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 * DAY_MS }), fc.boolean(), (offset, wrap) => {
        const w = wrap ? wrapping : windows;
        const t = Date.UTC(2024, 0, 1) + offset;
        const instance = sessionInstanceAt(w, t);
        expect(instance?.session ?? null).toBe(sessionAt(w, t));
        if (!instance) return;
        expect(instance.start <= t && t < instance.end).toBe(true);
        const days = [...sessionInstancesOfDay(w, t), ...sessionInstancesOfDay(w, t - DAY_MS)];
        expect(days).toContainEqual(instance);
        const prev = previousSessionInstance(w, instance);
        expect(prev && prev.end <= instance.start).toBe(true);
        expect(elapsedMinutes(instance, t)).toBeCloseTo((t - instance.start) / MINUTE_MS);
        expect(instance.end - instance.start).toBeLessThanOrEqual(24 * HOUR_MS);
      }),
      { numRuns: 500 },
    );
  });
});

describe('sessionInstanceOfDay', () => {
  it('is the first instance of the session in the sorted list of the day, for any windows', () => {
    const minute = fc.oneof(fc.integer({ min: 0, max: 1439 }), fc.constantFrom(0, 420, 1380));
    const anyWindows = fc.array(
      fc.record({ session: fc.constantFrom(...sessionIds), startMinute: minute, endMinute: minute }),
      { maxLength: 6, size: 'max' },
    );
    fc.assert(
      fc.property(
        anyWindows,
        fc.constantFrom(...sessionIds),
        fc.integer({ min: 0, max: 400 * DAY_MS }),
        (ws, session, t) => {
          const expected = sessionInstancesOfDay(ws, t).find((s) => s.session === session) ?? null;
          expect(sessionInstanceOfDay(ws, session, t)).toEqual(expected);
        },
      ),
      { numRuns: 500 },
    );
  });
});
