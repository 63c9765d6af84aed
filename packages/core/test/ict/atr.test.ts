import { describe, expect, it } from 'vitest';
import { MINUTE_MS } from '../../src/candles/timeframe.ts';
import { wilderAtr } from '../../src/ict/atr.ts';
import { barsFrom, T0 } from '../support/ict-test-bars.ts';

const M5 = 5 * MINUTE_MS;

describe('wilderAtr', () => {
  it('null with fewer than period + 1 bars', () => {
    expect(
      wilderAtr(
        barsFrom(
          T0,
          M5,
          Array.from({ length: 14 }, () => [10, 11, 9, 10]),
        ),
      ),
    ).toBeNull();
  });

  it('seeds with the mean true range, then smooths', () => {
    // 15 bars of range 2 around 10: every TR is 2 → ATR 2.
    const flat = Array.from({ length: 15 }, () => [10, 11, 9, 10]);
    expect(wilderAtr(barsFrom(T0, M5, flat))).toBe(2);
    // a gap bar: previous close 10, bar [20, 21, 19] → TR = max(2, 11, 9) = 11 → (2·13 + 11)/14.
    const gapped = barsFrom(T0, M5, [...flat, [20, 21, 19, 20]]);
    expect(wilderAtr(gapped)).toBeCloseTo((2 * 13 + 11) / 14, 12);
  });

  it('period 2 by hand', () => {
    const bars = barsFrom(T0, M5, [
      [10, 10, 10, 10],
      [10, 12, 9, 11], // TR 3
      [11, 11, 10, 10], // TR 1
      [10, 16, 10, 15], // TR 6
    ]);
    expect(wilderAtr(bars, 2)).toBe((2 * 1 + 6) / 2);
  });
});
