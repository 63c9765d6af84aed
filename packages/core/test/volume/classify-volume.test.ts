import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../src/candles/timeframe.ts';
import { sessionWindowsFromSettings } from '../../src/sessions/session-windows.ts';
import { buildVolumeBaselines } from '../../src/volume/baselines.ts';
import {
  classificationClose,
  classificationReads,
  classifyVolume,
  closesToClassify,
  previousShareSlots,
} from '../../src/volume/classify-volume.ts';
import type { SessionBaseline } from '../../src/volume/types.ts';
import { defaultWindowSettings } from '../support/session-test-windows.ts';
import { V0, volumeBars } from '../support/volume-test-bars.ts';

const windows = sessionWindowsFromSettings(defaultWindowSettings);
const TODAY = V0 + 21 * DAY_MS;
const at = (hh: number, mm = 0) => TODAY + (hh * 60 + mm) * MINUTE_MS;
const dayIndex = (t: number) => Math.floor((t - V0) / DAY_MS);

/** 20 past days where day d trades d per bar, then today at `today` per bar (`asiaToday` in Asia). */
function market(today: number, asiaToday = today) {
  const history = volumeBars(V0 + DAY_MS, TODAY, (t) => dayIndex(t));
  const todays = volumeBars(TODAY, at(23, 55) + 5 * MINUTE_MS, (t) => (t < at(7) ? asiaToday : today));
  const bars = [...history, ...todays];
  const baselines = buildVolumeBaselines(bars, windows, TODAY + 60_000);
  const of = (s: string) => baselines.find((b) => b.session === s) as SessionBaseline;
  return { bars, of };
}

describe('classifyVolume', () => {
  it('known answer: actual, expected, z, ratio, change and the status of each band', () => {
    // Baseline per slot: cumulative (k+1)·d over d = 1…20, mean (k+1)·10.5, std (k+1)·√35.
    const std = Math.sqrt(35);
    const cases = [
      { perBar: 21, status: 'Active', alert: false, emoji: '🟢' }, // ratio 2.0, z = 10.5/5.92 = 1.77
      { perBar: 10.5, status: 'Warming Up', alert: false, emoji: '🟡' }, // ratio 1.0, z 0
      { perBar: 5, status: 'Silent', alert: false, emoji: '⚪' }, // ratio 0.48
      { perBar: 35, status: 'Active', alert: true, emoji: '🔥' }, // ratio 3.33
    ] as const;
    for (const c of cases) {
      const { bars, of } = market(c.perBar, 7);
      // London 08:00 close: 12 slots.
      const s = classifyVolume(bars, windows, at(8, 0) + 10_000, of('london'));
      expect(s).not.toBeNull();
      if (!s) continue;
      expect(s.session).toBe('london');
      expect(s.sessionStart).toBe(at(7));
      expect(s.timestamp).toBe(at(8));
      expect(s.elapsedMinutes).toBe(60);
      expect(s.actualVolume).toBeCloseTo(12 * c.perBar, 9);
      expect(s.expectedVolume).toBeCloseTo(12 * 10.5, 9);
      expect(s.volumeRatio).toBeCloseTo(c.perBar / 10.5, 9);
      expect(s.zScore).toBeCloseTo((12 * c.perBar - 126) / (12 * std), 9);
      // Previous session Asia (84 slots) at the share 12/72 → 14 slots of 7.
      expect(s.volumeChangePct).toBeCloseTo(100 * ((12 * c.perBar) / (14 * 7) - 1), 9);
      expect(s.status).toBe(c.status);
      expect(s.alertTriggered).toBe(c.alert);
      expect(s.emoji).toBe(c.emoji);
      expect(s.confidence).toBe(100);
      expect(s.baselineDays).toBe(20);
    }
  });

  it('a z-score of 2 alone makes Active and the alert', () => {
    // z = 2 at slot k: actual = (k+1)(10.5 + 2√35) with ratio (10.5 + 2√35)/10.5 ≈ 2.13 < 3.
    const { bars, of } = market(10.5 + 2 * Math.sqrt(35) + 1e-9);
    const s = classifyVolume(bars, windows, at(14), of('newyork'));
    expect(s?.zScore).toBeGreaterThanOrEqual(2);
    expect(s?.volumeRatio).toBeLessThan(3);
    expect(s?.alertTriggered).toBe(true);
    expect(s?.emoji).toBe('🔥');
  });

  it('the close that ends a session reports it whole; a close in no session reports nothing', () => {
    const { bars, of } = market(10);
    const asiaEnd = classifyVolume(bars, windows, at(7), of('asia'));
    expect(asiaEnd?.session).toBe('asia');
    expect(asiaEnd?.elapsedMinutes).toBe(420);
    expect(asiaEnd?.actualVolume).toBe(840);
    expect(classifyVolume(bars, windows, at(21, 5), of('newyork'))).toBeNull();
    expect(classifyVolume(bars, windows, at(21), of('newyork'))?.elapsedMinutes).toBe(480);
    // Asia's previous session is yesterday's New York: 5 slots of 84 → round(5·96/84) = 6 slots of 20.
    const early = classifyVolume(bars, windows, at(0, 25), of('asia'));
    expect(early?.volumeChangePct).toBeCloseTo(100 * (50 / 120 - 1), 9);
    expect(early?.confidence).toBe(42); // 25 of 60 minutes
  });

  it('without a matching baseline: no expected, ratio or z; Silent; confidence 0', () => {
    const { bars, of } = market(50);
    const other = { ...of('london'), startMinute: 480 };
    for (const baseline of [null, other, { ...of('london'), days: 0, cumMean: [], cumStd: [] }]) {
      const s = classifyVolume(bars, windows, at(9), baseline);
      expect(s?.expectedVolume).toBeNull();
      expect(s?.volumeRatio).toBeNull();
      expect(s?.zScore).toBe(0);
      expect(s?.status).toBe('Silent');
      expect(s?.confidence).toBe(0);
    }
  });

  it('no snapshot for a symbol without a bar in the session', () => {
    const { bars, of } = market(10);
    const noLondon = bars.filter((b) => b.openTime < at(7) || b.openTime >= at(13));
    expect(classifyVolume(noLondon, windows, at(9), of('london'))).toBeNull();
  });

  it('the close a run reports: the last close in a session, else the final close of the ended session', () => {
    expect(classificationClose(windows, at(9, 3))).toBe(at(9));
    expect(classificationClose(windows, at(21, 0) + 10_000)).toBe(at(21));
    expect(classificationClose(windows, at(22, 40))).toBe(at(21));
    const { bars, of } = market(10);
    const evening = classificationClose(windows, at(23)) as number;
    expect(classifyVolume(bars, windows, evening, of('newyork'))?.elapsedMinutes).toBe(480);
  });

  it('closes a run stores: missed finished sessions of today once, then the current close', () => {
    // A start-up at 15:02 with nothing stored: Asia's and London's final closes, then 15:00.
    expect(closesToClassify(windows, at(15, 2), null)).toEqual([at(7), at(13), at(15)]);
    expect(closesToClassify(windows, at(15, 7), at(15))).toEqual([at(15, 5)]);
    // Between sessions: New York's final close once.
    expect(closesToClassify(windows, at(22), at(20, 55))).toEqual([at(21)]);
    expect(closesToClassify(windows, at(22, 5), at(21))).toEqual([]);
    // Just after midnight nothing of today has ended: yesterday's New York, the latest ended.
    expect(closesToClassify(windows, at(0, 2), null)).toEqual([at(21) - DAY_MS]);
    expect(closesToClassify(windows, at(0, 7), at(21) - DAY_MS)).toEqual([at(0, 5)]);
  });

  it('previous share slots', () => {
    expect(previousShareSlots(12, 72, 84)).toBe(14);
    expect(previousShareSlots(1, 96, 72)).toBe(1);
    expect(previousShareSlots(72, 72, 84)).toBe(84);
    expect(previousShareSlots(5, 72, 0)).toBe(0);
  });

  it('reads only the closed bars of the session so far and the previous session share', () => {
    const r = classificationReads(windows, at(8) + 30_000);
    expect(r?.current).toEqual({
      instance: { session: 'london', start: at(7), end: at(13) },
      from: at(7),
      to: at(8),
    });
    expect(r?.previous).toEqual({
      instance: { session: 'asia', start: at(0), end: at(7) },
      from: at(0),
      to: at(0) + 14 * 5 * MINUTE_MS,
    });
    expect(classificationReads(windows, at(22))).toBeNull();
  });

  it('property: no look-ahead; reading only the announced bars gives the same snapshot', () => {
    const { bars, of } = market(12);
    const noisy = bars.map((b) => ({ ...b, volume: b.volume * (1 + ((b.openTime / 300_000) % 7) / 10) }));
    fc.assert(
      fc.property(fc.integer({ min: 0, max: DAY_MS - 1 }), (offset) => {
        const now = TODAY + offset;
        const reads = classificationReads(windows, now);
        const baseline = reads ? of(reads.current.instance.session) : null;
        const full = classifyVolume(noisy, windows, now, baseline);
        const closed = noisy.filter((b) => b.openTime + 5 * MINUTE_MS <= now);
        expect(classifyVolume(closed, windows, now, baseline)).toEqual(full);
        if (!reads) {
          expect(full).toBeNull();
          return;
        }
        const inWindow = (t: number, w: { from: number; to: number } | null) =>
          w !== null && t >= w.from && t < w.to;
        const announced = noisy.filter(
          (b) => inWindow(b.openTime, reads.current) || inWindow(b.openTime, reads.previous),
        );
        expect(classifyVolume(announced, windows, now, baseline)).toEqual(full);
        if (full) expect(full.timestamp).toBeLessThanOrEqual(now);
      }),
      { numRuns: 300 },
    );
  });

  it('replay: the day classified close by close equals each close classified from the whole day', () => {
    const { bars, of } = market(9, 11);
    for (let t = TODAY + 5 * MINUTE_MS; t <= at(21); t += HOUR_MS / 4) {
      const known = bars.filter((b) => b.openTime < t);
      const session = classificationReads(windows, t)?.current.instance.session;
      const baseline = session ? of(session) : null;
      expect(classifyVolume(known, windows, t, baseline)).toEqual(classifyVolume(bars, windows, t, baseline));
    }
  });
});
