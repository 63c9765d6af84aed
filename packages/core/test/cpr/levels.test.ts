import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultCprMaps, subcategoryFor, subcategoryIndex } from '../../src/cpr/cpr-map.ts';
import { computeCpr } from '../../src/cpr/levels.ts';
import { positionOf } from '../../src/cpr/position.ts';
import { cprTimeframes } from '../../src/cpr/types.ts';

describe('computeCpr known answers', () => {
  it('close at the low: tc below bc', () => {
    expect(computeCpr({ high: 120, low: 90, close: 90 })).toEqual({
      pivot: 100,
      bc: 105,
      tc: 95,
      top: 105,
      bottom: 95,
      widthPct: 0.1,
    });
  });

  it('close near the high: tc above bc', () => {
    const cpr = computeCpr({ high: 110, low: 90, close: 105 });
    expect(cpr.pivot).toBeCloseTo(101.666667, 6);
    expect(cpr.bc).toBe(100);
    expect(cpr.tc).toBeCloseTo(103.333333, 6);
    expect(cpr.top).toBe(cpr.tc);
    expect(cpr.bottom).toBe(100);
    expect(cpr.widthPct).toBeCloseTo(3.333333 / 101.666667, 6);
  });

  it('close at the midpoint: zero width', () => {
    const cpr = computeCpr({ high: 110, low: 90, close: 100 });
    expect(cpr).toMatchObject({ pivot: 100, bc: 100, tc: 100, widthPct: 0 });
  });
});

describe('computeCpr properties', () => {
  const hlc = fc
    .tuple(
      fc.double({ min: 1e-6, max: 1e6, noNaN: true }),
      fc.double({ min: 0, max: 1, noNaN: true }),
      fc.double({ min: 0, max: 1, noNaN: true }),
    )
    .map(([low, spread, at]) => {
      const high = low * (1 + spread);
      return { high, low, close: low + (high - low) * at };
    });

  it('bottom ≤ pivot ≤ top, pivot is the midpoint of bc and tc, width ≥ 0', () => {
    fc.assert(
      fc.property(hlc, (bar) => {
        const c = computeCpr(bar);
        expect(c.bottom).toBeLessThanOrEqual(c.pivot);
        expect(c.pivot).toBeLessThanOrEqual(c.top);
        expect((c.bc + c.tc) / 2).toBeCloseTo(c.pivot, 6);
        expect(c.widthPct).toBeGreaterThanOrEqual(0);
        expect(c.top).toBeLessThanOrEqual(bar.high * (1 + 1e-12));
        expect(c.bottom).toBeGreaterThanOrEqual(bar.low * (1 - 1e-12));
      }),
      { numRuns: 200 },
    );
  });

  it('subcategory is monotone in width for every default map', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...cprTimeframes),
        fc.double({ min: 0, max: 2, noNaN: true }),
        fc.double({ min: 0, max: 2, noNaN: true }),
        (tf, a, b) => {
          const map = defaultCprMaps[tf];
          const [lo, hi] = a <= b ? [a, b] : [b, a];
          expect(subcategoryIndex(subcategoryFor(lo, map), map)).toBeLessThanOrEqual(
            subcategoryIndex(subcategoryFor(hi, map), map),
          );
        },
      ),
      { numRuns: 200 },
    );
  });

  it('position is consistent with top and bottom', () => {
    fc.assert(
      fc.property(hlc, fc.double({ min: 0, max: 3e6, noNaN: true }), (bar, price) => {
        const c = computeCpr(bar);
        const p = positionOf(price, c);
        expect(p === 'Above').toBe(price > c.top);
        expect(p === 'Below').toBe(price < c.bottom);
        expect(p === 'Within').toBe(price >= c.bottom && price <= c.top);
      }),
      { numRuns: 200 },
    );
  });
});
