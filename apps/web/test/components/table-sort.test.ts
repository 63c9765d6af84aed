import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareMissingLast } from '../../src/components/table-sort.ts';

describe('compareMissingLast', () => {
  it('orders numbers and text in the given direction', () => {
    expect([3, 1, 2].sort((a, b) => compareMissingLast(a, b, 1))).toEqual([1, 2, 3]);
    expect([3, 1, 2].sort((a, b) => compareMissingLast(a, b, -1))).toEqual([3, 2, 1]);
    expect(['ETH', 'BTC'].sort((a, b) => compareMissingLast(a, b, 1))).toEqual(['BTC', 'ETH']);
  });

  it('puts a missing value last whichever way, and leaves ties (and two missing) to the caller', () => {
    expect(compareMissingLast(null, 5, 1)).toBeGreaterThan(0);
    expect(compareMissingLast(null, 5, -1)).toBeGreaterThan(0);
    expect(compareMissingLast(5, null, -1)).toBeLessThan(0);
    expect(compareMissingLast(null, null, 1)).toBe(0);
    expect(compareMissingLast(2, 2, -1)).toBe(0);
  });

  it('sorts any list with every missing value after every present one, present ones in order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(fc.integer(), { nil: null })),
        fc.constantFrom(1, -1),
        (values, sign) => {
          const sorted = [...values].sort((a, b) => compareMissingLast(a, b, sign));
          const present = sorted.filter((v) => v !== null);
          expect(sorted.slice(0, present.length)).toEqual(present);
          expect(present).toEqual([...present].sort((a, b) => (a - b) * sign));
        },
      ),
    );
  });
});
