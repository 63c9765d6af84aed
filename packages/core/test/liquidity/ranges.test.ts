import { describe, expect, it } from 'vitest';
import { MINUTE_MS } from '../../src/candles/timeframe.ts';
import { closedBars, firstBeyond, highLow, sessionRange } from '../../src/liquidity/ranges.ts';
import { barsFrom, T0 } from '../support/ict-test-bars.ts';

const M5 = 5 * MINUTE_MS;
const bars = barsFrom(T0, M5, [
  [10, 12, 9, 11],
  [11, 13, 10, 12],
  [12, 12.5, 8, 9],
  [9, 14, 9, 13],
]);

describe('closedBars', () => {
  it('keeps the bars whose close time has passed', () => {
    expect(closedBars(bars, T0 + 2 * M5)).toEqual(bars.slice(0, 2));
    expect(closedBars(bars, T0 + 2 * M5 + 1)).toEqual(bars.slice(0, 2));
    expect(closedBars(bars, T0 + 4 * M5)).toEqual(bars);
  });
});

describe('sessionRange', () => {
  it('open, high, low, close and count of the bars in the span; null before its first bar', () => {
    expect(sessionRange(bars, { session: 'asia', start: T0 + M5, end: T0 + 3 * M5 })).toEqual({
      session: 'asia',
      start: T0 + M5,
      end: T0 + 3 * M5,
      open: 11,
      high: 13,
      low: 8,
      close: 9,
      bars: 2,
    });
    expect(sessionRange(bars, { session: 'asia', start: T0 + 4 * M5, end: T0 + 9 * M5 })).toBeNull();
    expect(highLow(bars, T0, T0 + 2 * M5)).toEqual({ high: 13, low: 9 });
    expect(highLow(bars, T0 + 9 * M5, T0 + 10 * M5)).toBeNull();
  });
});

describe('firstBeyond', () => {
  it('the first bar from `from` trading strictly beyond the level', () => {
    expect(firstBeyond(bars, 12, 'high', T0)).toBe(T0 + M5);
    expect(firstBeyond(bars, 13, 'high', T0)).toBe(T0 + 3 * M5);
    expect(firstBeyond(bars, 12, 'high', T0 + 2 * M5)).toBe(T0 + 2 * M5);
    expect(firstBeyond(bars, 9, 'low', T0)).toBe(T0 + 2 * M5);
    expect(firstBeyond(bars, 8, 'low', T0)).toBeNull();
  });
});
