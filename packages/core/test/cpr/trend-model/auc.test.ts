import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { auc } from '../../../src/cpr/trend-model/metrics.ts';
import { auc as referenceAuc } from '../../support/trend-model-reference/auc.ts';

/** Forecasts with many ties (a few levels, ±0 among them) or none, and 0/1 outcomes. */
const forecastsArb = fc
  .array(
    fc.record({
      p: fc.oneof(fc.constantFrom(0, -0, 0.25, 0.5, 1), fc.double({ min: 0, max: 1, noNaN: true })),
      y: fc.constantFrom(0, 1),
    }),
    { maxLength: 300 },
  )
  .map((list) => ({ p: list.map((f) => f.p), y: list.map((f) => f.y) }));

describe('auc', () => {
  it('equals the frozen comparator-sort definition to the bit (property)', () => {
    fc.assert(
      fc.property(forecastsArb, ({ p, y }) => {
        expect(Object.is(auc(p, y), referenceAuc(p, y))).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
