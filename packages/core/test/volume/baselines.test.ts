import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS } from '../../src/candles/timeframe.ts';
import { sessionWindowsFromSettings } from '../../src/sessions/session-windows.ts';
import {
  BASELINE_DAYS,
  baselineHistoryStart,
  baselineInstances,
  buildVolumeBaselines,
  meanAndStd,
} from '../../src/volume/baselines.ts';
import { defaultWindowSettings } from '../support/session-test-windows.ts';
import { V0, volumeBars } from '../support/volume-test-bars.ts';

const windows = sessionWindowsFromSettings(defaultWindowSettings);
const dayIndex = (t: number) => Math.floor((t - V0) / DAY_MS);

describe('volume baselines', () => {
  it('mean and sample deviation of the cumulative volume per slot over the last 20 days', () => {
    // Day d after V0 trades d per bar; the baseline at day 21 covers days 1…20.
    const now = V0 + 21 * DAY_MS + 30 * 60_000;
    const bars = volumeBars(V0, now, (t) => dayIndex(t));
    const [asia, london, ny] = buildVolumeBaselines(bars, windows, now);
    const values = Array.from({ length: 20 }, (_, i) => i + 1);
    const { mean, std } = meanAndStd(values);
    expect(mean).toBe(10.5);
    expect(std).toBeCloseTo(Math.sqrt(35), 12);
    expect(asia?.days).toBe(20);
    expect(asia?.cumMean).toHaveLength(84);
    expect(london?.cumMean).toHaveLength(72);
    expect(ny?.cumMean).toHaveLength(96);
    // Cumulative through slot k: (k + 1) · d.
    expect(asia?.cumMean[0]).toBeCloseTo(10.5, 12);
    expect(asia?.cumMean[9]).toBeCloseTo(105, 9);
    expect(asia?.cumStd[9]).toBeCloseTo(10 * Math.sqrt(35), 9);
    expect(ny?.cumMean[95]).toBeCloseTo(96 * 10.5, 9);
  });

  it('counts only days with bars; a missing bar counts 0', () => {
    const now = V0 + 21 * DAY_MS;
    // Only the last 3 days have London bars, and on each the first London bar is missing.
    const bars = volumeBars(V0 + 18 * DAY_MS, now, () => 2).filter(
      (b) => (b.openTime - V0) % DAY_MS !== 7 * HOUR_MS,
    );
    const london = buildVolumeBaselines(bars, windows, now)[1];
    expect(london?.days).toBe(3);
    expect(london?.cumMean[0]).toBe(0);
    expect(london?.cumMean[1]).toBe(2);
    expect(london?.cumStd[1]).toBe(0);
    expect(buildVolumeBaselines([], windows, now)[0]).toEqual({
      session: 'asia',
      startMinute: 0,
      endMinute: 420,
      days: 0,
      cumMean: [],
      cumStd: [],
    });
  });

  it('covers the instances of the 20 days before today that have ended (a wrap into today is left out)', () => {
    const wrap = sessionWindowsFromSettings({
      ...defaultWindowSettings,
      asia_start_utc: '22:00',
      asia_end_utc: '06:00',
      london_start_utc: '06:00',
      newyork_end_utc: '22:00',
    });
    const now = V0 + 30 * DAY_MS + HOUR_MS;
    const asia = baselineInstances(wrap[0] as (typeof wrap)[0], now);
    expect(asia).toHaveLength(BASELINE_DAYS - 1);
    expect(asia[0]?.start).toBe(V0 + 10 * DAY_MS + 22 * HOUR_MS);
    expect(baselineInstances(windows[1] as (typeof windows)[1], now)).toHaveLength(BASELINE_DAYS);
    expect(baselineHistoryStart(windows, now)).toBe(V0 + 10 * DAY_MS);
    expect(baselineHistoryStart(wrap, now)).toBe(V0 + 10 * DAY_MS + 6 * HOUR_MS);
  });

  it('property: no look-ahead, and the same baseline all day long', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: DAY_MS - 1 }),
        fc.integer({ min: 1, max: 1000 }),
        (offset, seed) => {
          const now = V0 + 21 * DAY_MS + offset;
          const bars = volumeBars(V0, V0 + 23 * DAY_MS, (t) => ((t / 300_000) * seed) % 997);
          const closed = bars.filter((b) => b.openTime + 300_000 <= now);
          const full = buildVolumeBaselines(bars, windows, now);
          expect(buildVolumeBaselines(closed, windows, now)).toEqual(full);
          expect(buildVolumeBaselines(bars, windows, V0 + 21 * DAY_MS)).toEqual(full);
        },
      ),
      { numRuns: 25 },
    );
  });
});
