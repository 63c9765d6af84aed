import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstBarAfter, firstIndexAtOrAfter } from '../../src/candles/bar-search.ts';

const series = fc
  .uniqueArray(fc.integer({ min: 0, max: 10_000 }), { maxLength: 60 })
  .map((times) => [...times].sort((a, b) => a - b).map((openTime) => ({ openTime })));

describe('the bar search', () => {
  it('finds the first bar at or after t, and the first after t (t whole or not), as a linear scan does', () => {
    fc.assert(
      fc.property(series, fc.double({ min: -10, max: 10_010, noNaN: true }), (bars, t) => {
        const atOrAfter = bars.findIndex((b) => b.openTime >= t);
        const after = bars.findIndex((b) => b.openTime > t);
        expect(firstIndexAtOrAfter(bars, t)).toBe(atOrAfter === -1 ? bars.length : atOrAfter);
        expect(firstBarAfter(bars, t)).toBe(after === -1 ? bars.length : after);
      }),
    );
  });

  it('answers the length on an empty series', () => {
    expect(firstIndexAtOrAfter([], 5)).toBe(0);
    expect(firstBarAfter([], 5)).toBe(0);
  });
});
