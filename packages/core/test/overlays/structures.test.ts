import { describe, expect, it } from 'vitest';
import { HOUR_MS, timeframeMs } from '../../src/candles/timeframe.ts';
import {
  closedWindowBars,
  fvgOverlays,
  swingOverlays,
  swingStrength,
} from '../../src/overlays/structures.ts';
import { barsFrom, barsWithHighs, T0 } from '../support/ict-test-bars.ts';

describe('fvgOverlays', () => {
  it('marks open, mitigated and breaker gaps with their edges and times', () => {
    const bars = barsFrom(T0, HOUR_MS, [
      [10, 11, 9, 10],
      [10, 14, 10, 13.5], // bullish gap [11, 12] between bar 0 high 11 and bar 2 low 12
      [13.5, 15, 12, 14],
      [14, 14.5, 10.5, 10.8], // close 10.8 < 11: mitigated → bearish breaker
      [10.8, 11.2, 10, 10.5],
    ]);
    const [gap] = fvgOverlays(bars, '1h');
    expect(gap).toEqual({
      start: T0 + HOUR_MS,
      direction: 'bullish',
      top: 12,
      bottom: 11,
      state: 'breaker',
      mitigatedAt: T0 + 3 * HOUR_MS,
      knownAt: T0 + 3 * HOUR_MS,
    });
    // A close back above the breaker's high ends it: only mitigated.
    const ended = [...bars, ...barsFrom(T0 + 5 * HOUR_MS, HOUR_MS, [[10.5, 13, 10.4, 12.5]])];
    expect(fvgOverlays(ended, '1h')[0]?.state).toBe('mitigated');
    expect(fvgOverlays(bars.slice(0, 3), '1h')[0]).toMatchObject({ state: 'open', mitigatedAt: null });
  });
});

describe('swingOverlays', () => {
  it('uses n = 5 on 5m and n = 3 elsewhere', () => {
    expect(swingStrength('5m')).toBe(5);
    expect(swingStrength('4h')).toBe(3);
    const highs = [1, 2, 3, 4, 9, 4, 3, 2, 1, 1, 1];
    const h1 = swingOverlays(barsWithHighs(T0, HOUR_MS, highs), '1h');
    expect(h1.filter((s) => s.kind === 'high')).toEqual([
      { time: T0 + 4 * HOUR_MS, kind: 'high', price: 9, confirmedAt: T0 + 8 * HOUR_MS },
    ]);
    const m5 = swingOverlays(barsWithHighs(T0, timeframeMs('5m'), highs), '5m');
    expect(m5.filter((s) => s.kind === 'high')).toEqual([]);
  });
});

describe('closedWindowBars', () => {
  it('keeps the bars opening in the window and closed at now', () => {
    const bars = barsWithHighs(T0, HOUR_MS, [1, 2, 3, 4, 5]);
    const got = closedWindowBars(bars, '1h', T0 + HOUR_MS, T0 + 10 * HOUR_MS, T0 + 4 * HOUR_MS - 1);
    expect(got.map((b) => b.openTime)).toEqual([T0 + HOUR_MS, T0 + 2 * HOUR_MS]);
  });
});
