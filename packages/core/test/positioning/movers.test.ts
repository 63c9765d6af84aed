import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classifyMove } from '../../src/positioning/movers.ts';

describe('movers (docs/positioning.md §2)', () => {
  it('the four quadrants', () => {
    expect(classifyMove(2, 1)).toBe('longs building');
    expect(classifyMove(2, -1)).toBe('shorts building');
    expect(classifyMove(-2, -1)).toBe('long liquidation');
    expect(classifyMove(-2, 1)).toBe('short covering');
  });

  it('no label within the dead band or with a missing input', () => {
    expect(classifyMove(0.05, 3)).toBeNull();
    expect(classifyMove(3, -0.05)).toBeNull();
    expect(classifyMove(null, 3)).toBeNull();
    expect(classifyMove(3, null)).toBeNull();
    expect(classifyMove(3, 3, 5)).toBeNull();
  });

  it('property: flipping the price sign swaps building long/short and liquidation/covering', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -50, max: 50, noNaN: true }),
        fc.double({ min: 0.2, max: 50, noNaN: true }),
        (oi, price) => {
          const up = classifyMove(oi, price);
          const down = classifyMove(oi, -price);
          if (Math.abs(oi) < 0.1) {
            expect(up).toBeNull();
            expect(down).toBeNull();
          } else if (oi > 0) {
            expect([up, down]).toEqual(['longs building', 'shorts building']);
          } else {
            expect([up, down]).toEqual(['short covering', 'long liquidation']);
          }
        },
      ),
    );
  });
});
