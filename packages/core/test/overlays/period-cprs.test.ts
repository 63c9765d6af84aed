import { describe, expect, it } from 'vitest';
import { DAY_MS, timeframeMs } from '../../src/candles/timeframe.ts';
import { cprsInWindow, dailySeriesAt } from '../../src/overlays/period-cprs.ts';
import { barsFrom, ohlc, T0 } from '../support/ict-test-bars.ts';

/** 2024-01-01 is a Monday; 40 daily bars with H = 110 + i, L = 90 + i, C = 100 + i. */
const daily = Array.from({ length: 40 }, (_, i) => ohlc(T0 + i * DAY_MS, 100 + i, 110 + i, 90 + i, 100 + i));

describe('cprsInWindow', () => {
  it('gives each period of the window the CPR of the period before it', () => {
    const now = T0 + 35 * DAY_MS + 3_600_000;
    const cprs = cprsInWindow(daily, T0 + 33 * DAY_MS, now, now);
    const dailyCprs = cprs.filter((c) => c.period === 'daily');
    expect(dailyCprs.map((c) => (c.start - T0) / DAY_MS)).toEqual([33, 34, 35]);
    // Day 35's CPR from day 34: H 144, L 124, C 134 → pivot 134, bc 134, tc 134.
    const d35 = dailyCprs[2];
    expect(d35).toMatchObject({ top: 134, pivot: 134, bottom: 134, end: T0 + 36 * DAY_MS });
    // Week of day 35 (Mon 2024-02-05) from the week of days 28..34: H 144, L 118, C 134.
    const weekly = cprs.filter((c) => c.period === 'weekly');
    // The window starts on Saturday day 33: the week of days 28..34 overlaps it too.
    expect(weekly.map((c) => (c.start - T0) / DAY_MS)).toEqual([28, 35]);
    const pivot = (144 + 118 + 134) / 3;
    const bc = (144 + 118) / 2;
    expect(weekly[1]?.pivot).toBeCloseTo(pivot, 10);
    expect(weekly[1]?.top).toBeCloseTo(Math.max(bc, 2 * pivot - bc), 10);
    expect(weekly[1]?.bottom).toBeCloseTo(Math.min(bc, 2 * pivot - bc), 10);
    // February's CPR from January (days 0..30, all present).
    const monthly = cprs.filter((c) => c.period === 'monthly');
    expect(monthly.map((c) => new Date(c.start).toISOString().slice(0, 7))).toEqual(['2024-02']);
    expect(monthly[0]?.pivot).toBeCloseTo((140 + 90 + 130) / 3, 10);
  });

  it('leaves out a period whose previous period is not wholly covered, and periods not begun', () => {
    const now = T0 + 10 * DAY_MS;
    const cprs = cprsInWindow(daily.slice(3), T0, T0 + 20 * DAY_MS, now);
    expect(cprs.some((c) => c.period === 'monthly')).toBe(false);
    expect(cprs.some((c) => c.start > now)).toBe(false);
    expect(cprs.filter((c) => c.period === 'daily')[0]?.start).toBe(T0 + 4 * DAY_MS);
  });
});

describe('dailySeriesAt', () => {
  it('drops daily bars not closed at now and builds the missing days from closed 5m bars', () => {
    const step = timeframeMs('5m');
    const now = T0 + 2 * DAY_MS + 3 * step + 1;
    const stored = daily.slice(0, 3); // day 2's stored bar holds the whole day: the future.
    const fives = barsFrom(T0 + DAY_MS, step, [
      [1, 2, 0.5, 1.5],
      [1.5, 3, 1, 2],
    ]).concat(
      barsFrom(T0 + 2 * DAY_MS, step, [
        [5, 6, 4, 5.5],
        [5.5, 7, 5, 6],
        [6, 6.5, 3, 4],
        [4, 99, 1, 50],
      ]),
    );
    const days = dailySeriesAt(stored, fives, now);
    expect(days.map((d) => (d.openTime - T0) / DAY_MS)).toEqual([0, 1, 2]);
    expect(days[1]).toEqual(stored[1]);
    expect(days[2]).toMatchObject({ open: 5, high: 7, low: 3, close: 4 });
  });
});
