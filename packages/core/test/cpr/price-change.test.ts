import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceChangePct } from '../../src/cpr/price-change.ts';

describe('priceChangePct', () => {
  it('is the move from the reference as a fraction', () => {
    expect(priceChangePct(101, 100)).toBeCloseTo(0.01, 12);
    expect(priceChangePct(95, 100)).toBeCloseTo(-0.05, 12);
    expect(priceChangePct(100, 100)).toBe(0);
  });

  it('is null when a price is unknown or the reference is not a positive number', () => {
    expect(priceChangePct(null, 100)).toBeNull();
    expect(priceChangePct(100, null)).toBeNull();
    expect(priceChangePct(100, 0)).toBeNull();
    expect(priceChangePct(100, -1)).toBeNull();
    expect(priceChangePct(Number.NaN, 100)).toBeNull();
    expect(priceChangePct(100, Number.POSITIVE_INFINITY)).toBeNull();
  });

  it('has the sign of the price move and takes the price back from the reference', () => {
    const price = fc.double({ min: 1e-8, max: 1e7, noNaN: true });
    fc.assert(
      fc.property(price, price, (last, open) => {
        const change = priceChangePct(last, open);
        expect(change).not.toBeNull();
        expect(Math.sign(change as number)).toBe(Math.sign(last - open));
        expect(Math.abs(open * (1 + (change as number)) - last)).toBeLessThanOrEqual(
          1e-9 * Math.max(last, open),
        );
      }),
    );
  });
});
