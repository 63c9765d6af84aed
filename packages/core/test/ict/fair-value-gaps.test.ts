import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MINUTE_MS } from '../../src/candles/timeframe.ts';
import { breakerZones, findFairValueGaps } from '../../src/ict/fair-value-gaps.ts';
import { candleSeries } from '../support/candle-arbitraries.ts';
import { referenceBreakerZones, referenceFairValueGaps } from '../support/fvg-reference.ts';
import { randomWalk5m } from '../support/ict-random-walk.ts';
import { barsFrom, T0 } from '../support/ict-test-bars.ts';

const M5 = 5 * MINUTE_MS;
const rows = [
  [10, 11, 9, 10.5],
  [10.5, 14, 10.4, 13.8], // up bar between high 11 and low 12: bullish FVG [11, 12]
  [13.8, 15, 12, 14.5],
  [14.5, 14.8, 13, 13.5],
  [13.5, 13.8, 11.5, 11.8], // down bar between low 13 and high 12: bearish FVG [12, 13]
  [11.8, 12, 10.5, 10.8], // close 10.8 < 11: the bullish FVG is mitigated → bearish breaker [11, 12]
  [10.8, 11.5, 10.2, 11.2],
  [11.2, 12.6, 11, 12.5], // close 12.5 > 12: back through the breaker's far edge, it ends
];

describe('findFairValueGaps', () => {
  it('finds both directions, known at the close of the third bar, with mitigation', () => {
    expect(findFairValueGaps(barsFrom(T0, M5, rows.slice(0, 7)), M5)).toEqual([
      {
        direction: 'bullish',
        start: T0 + M5,
        low: 11,
        high: 12,
        knownAt: T0 + 3 * M5,
        state: 'mitigated',
        mitigatedAt: T0 + 5 * M5,
      },
      {
        direction: 'bearish',
        start: T0 + 4 * M5,
        low: 12,
        high: 13,
        knownAt: T0 + 6 * M5,
        state: 'open',
        mitigatedAt: null,
      },
    ]);
  });

  it('open until a close passes the far edge', () => {
    expect(findFairValueGaps(barsFrom(T0, M5, rows.slice(0, 5)), M5)[0]?.state).toBe('open');
  });

  it('needs the middle bar to close in the gap direction', () => {
    const down = rows.map((r, i) => (i === 1 ? [10.5, 14, 10.4, 10.45] : r));
    expect(findFairValueGaps(barsFrom(T0, M5, down.slice(0, 4)), M5)).toEqual([]);
  });
});

describe('breakerZones', () => {
  it('a mitigated FVG is a breaker of the opposite direction until a close passes back through', () => {
    const bars7 = barsFrom(T0, M5, rows.slice(0, 7));
    expect(breakerZones(findFairValueGaps(bars7, M5), bars7)).toEqual([
      { direction: 'bearish', start: T0 + M5, low: 11, high: 12, since: T0 + 5 * M5 },
    ]);
    const bars8 = barsFrom(T0, M5, rows);
    expect(breakerZones(findFairValueGaps(bars8, M5), bars8)).toEqual([]);
  });
});

describe('FVGs and breakers equal their first (linear-scan) definitions', () => {
  it('on random bars', () => {
    fc.assert(
      fc.property(fc.oneof(candleSeries(M5, 400), candleSeries(M5, 1200, 'max')), (bars) => {
        const fvgs = findFairValueGaps(bars, M5);
        expect(fvgs).toEqual(referenceFairValueGaps(bars, M5));
        expect(breakerZones(fvgs, bars)).toEqual(referenceBreakerZones(fvgs, bars));
      }),
      { numRuns: 200 },
    );
  });

  it('on 25,920 bars of a volatile random walk with holes (90 days of 5m)', () => {
    for (const seed of [1, 7, 42]) {
      const bars = randomWalk5m(seed, T0, 25_920, 0.002);
      const fvgs = findFairValueGaps(bars, M5);
      expect(fvgs.length).toBeGreaterThan(1000);
      expect(fvgs).toEqual(referenceFairValueGaps(bars, M5));
      const breakers = breakerZones(fvgs, bars);
      expect(breakers).toEqual(referenceBreakerZones(fvgs, bars));
    }
  }, 60_000); // the quadratic reference definitions take seconds on a loaded machine (not a speed check)
});
