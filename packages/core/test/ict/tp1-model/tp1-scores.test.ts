import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tp1Deciles, tp1Scores, wilsonInterval } from '../../../src/ict/tp1-model/tp1-scores.ts';

describe('wilsonInterval', () => {
  it('matches the textbook figures', () => {
    const w = wilsonInterval(34, 100);
    expect(w.low).toBeCloseTo(0.2546, 3);
    expect(w.high).toBeCloseTo(0.4375, 3);
    expect(wilsonInterval(0, 0)).toEqual({ low: null, high: null });
    expect(wilsonInterval(0, 10).low).toBe(0);
  });

  it('holds the rate and stays within [0, 1]', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (n, share) => {
          const hits = Math.round(share * n);
          const { low, high } = wilsonInterval(hits, n);
          expect(low as number).toBeGreaterThanOrEqual(0);
          expect(high as number).toBeLessThanOrEqual(1);
          expect(low as number).toBeLessThanOrEqual(hits / n + 1e-12);
          expect(high as number).toBeGreaterThanOrEqual(hits / n - 1e-12);
        },
      ),
    );
  });
});

describe('tp1Scores', () => {
  it('Brier, skill, AUC and base rate of a small set', () => {
    const s = tp1Scores([
      { p: 0.8, base: 0.5, y: 1 },
      { p: 0.2, base: 0.5, y: 0 },
      { p: 0.6, base: 0.5, y: 1 },
      { p: 0.4, base: 0.5, y: 0 },
    ]);
    expect(s?.auc).toBe(1);
    expect(s?.brier).toBeCloseTo((0.04 + 0.04 + 0.16 + 0.16) / 4, 12);
    expect(s?.baseRateBrier).toBeCloseTo(0.25, 12);
    expect(s?.skill).toBeCloseTo(1 - 0.1 / 0.25, 12);
    expect(s?.baseRate).toBe(0.5);
    expect(tp1Scores([])).toBeNull();
  });

  it('deciles split the items into ten ordered equal-count bins that keep every item', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.boolean()), {
          minLength: 10,
          maxLength: 300,
        }),
        (raw) => {
          const items = raw.map(([p, y]) => ({ p, y: (y ? 1 : 0) as 0 | 1 }));
          const bins = tp1Deciles(items);
          expect(bins).toHaveLength(10);
          expect(bins.reduce((s, b) => s + b.count, 0)).toBe(items.length);
          for (let i = 1; i < bins.length; i++)
            expect((bins[i]?.meanForecast as number) + 1e-12).toBeGreaterThanOrEqual(
              bins[i - 1]?.meanForecast as number,
            );
          const hits = items.filter((t) => t.y === 1).length;
          expect(bins.reduce((s, b) => s + b.realisedRate * b.count, 0)).toBeCloseTo(hits, 9);
        },
      ),
    );
  });
});
