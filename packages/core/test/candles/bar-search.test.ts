import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstBarAfter, firstIndexAtOrAfter, searchSorted } from '../../src/candles/bar-search.ts';

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

  it('over sorted numbers (repeats and fractions included) finds the first ≥ t and the first > t, as a linear scan does', () => {
    const sorted = fc
      .array(fc.double({ min: -1_000, max: 1_000, noNaN: true }), { maxLength: 60 })
      .map((values) => [...values].sort((a, b) => a - b));
    fc.assert(
      fc.property(sorted, fc.double({ min: -1_010, max: 1_010, noNaN: true }), (values, t) => {
        const left = values.findIndex((v) => v >= t);
        const right = values.findIndex((v) => v > t);
        expect(searchSorted(values, t)).toBe(left === -1 ? values.length : left);
        expect(searchSorted(values, t, 'right')).toBe(right === -1 ? values.length : right);
      }),
    );
    // A value present: 'left' lands on it, 'right' just after its last repeat.
    expect(searchSorted([1, 2, 2, 3], 2)).toBe(1);
    expect(searchSorted([1, 2, 2, 3], 2, 'right')).toBe(3);
  });

  it('answers the length on an empty series', () => {
    expect(firstIndexAtOrAfter([], 5)).toBe(0);
    expect(firstBarAfter([], 5)).toBe(0);
    expect(searchSorted([], 5)).toBe(0);
  });
});
