import { describe, expect, it } from 'vitest';
import { HOUR_MS } from '../../src/candles/timeframe.ts';
import { dealingRange, pdArray } from '../../src/ict/dealing-range.ts';
import { defaultIctParams as params } from '../../src/ict/params.ts';
import { barsFrom, T0 } from '../support/ict-test-bars.ts';

const H4 = 4 * HOUR_MS;
// 31 bars; the first (high 1000) falls outside the last 30; the rest span [100, 200].
const bars = barsFrom(T0, H4, [
  [500, 1000, 400, 500],
  ...Array.from({ length: 30 }, (_, i) => [150, i === 5 ? 200 : 160, i === 20 ? 100 : 140, 150]),
]);

describe('dealingRange and pdArray', () => {
  it('range of the last 30 bars and the position of the price', () => {
    expect(dealingRange(bars, 175)).toEqual({ high: 200, low: 100, position: 0.75 });
    expect(pdArray(dealingRange(bars, 175), params)).toBe('Premium');
    expect(pdArray(dealingRange(bars, 155), params)).toBe('Premium'); // p = 0.55 exactly
    expect(pdArray(dealingRange(bars, 150), params)).toBe('Equilibrium');
    expect(pdArray(dealingRange(bars, 145), params)).toBe('Discount'); // p = 0.45 exactly
    expect(pdArray(dealingRange(bars, 90), params)).toBe('Discount'); // below the range
  });

  it('Unknown with fewer than 30 bars, a zero range or no price', () => {
    expect(dealingRange(bars.slice(2), 150)).toBeNull();
    expect(pdArray(null, params)).toBe('Unknown');
    const flat = barsFrom(
      T0,
      H4,
      Array.from({ length: 30 }, () => [1, 1, 1, 1]),
    );
    expect(dealingRange(flat, 1)).toEqual({ high: 1, low: 1, position: null });
    expect(pdArray(dealingRange(flat, 1), params)).toBe('Unknown');
    expect(pdArray(dealingRange(bars, null), params)).toBe('Unknown');
  });
});
