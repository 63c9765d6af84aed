import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../../../src/candles/timeframe.ts';
import type { Candle } from '../../../src/candles/types.ts';
import {
  atrBefore,
  atrRatioLog,
  bodyShare,
  dayOfWeek,
  isInsideDay,
  isNr7,
  trendFrequency,
  trueRange,
  widthRank,
} from '../../../src/cpr/trend-model/daily-features.ts';
import { candleAt } from '../../support/candle-arbitraries.ts';
import { randomDaily } from '../../support/trend-fixtures.ts';

const bar = (i: number, o: number, c: number, up = 0, down = 0) => candleAt(i * DAY_MS, o, c, up, down, 1);

describe('daily trend features', () => {
  it('true range and ATR use the previous close', () => {
    const d = [bar(0, 10, 10), bar(1, 12, 13, 1, 0), bar(2, 13, 12)];
    expect(trueRange(d, 1)).toBe(4); // high 14 − previous close 10
    expect(trueRange(d, 2)).toBe(1);
    expect(atrBefore(d, 3, 2)).toBe(2.5);
  });

  it('width rank is the mid-rank among the last n widths including today', () => {
    expect(widthRank([5, 1, 2, 3], 3, 3)).toBeCloseTo((2 + 0.5) / 3);
    expect(widthRank([5, 1, 2, 1], 3, 3)).toBeCloseTo((0 + 0.5 * 2) / 3);
  });

  it('NR7 and inside days look at yesterday', () => {
    const d = Array.from({ length: 7 }, (_, i) => bar(i, 10, 10, 2 - i * 0.1, 2 - i * 0.1));
    expect(isNr7([...d, bar(7, 10, 10)], 7)).toBe(true);
    expect(isNr7([...d.slice(0, 6), bar(6, 10, 10, 3, 3), bar(7, 10, 10)], 7)).toBe(false);
    expect(isInsideDay([bar(0, 10, 10, 2, 2), bar(1, 10, 11), bar(2, 1, 1)], 2)).toBe(true);
    expect(isInsideDay([bar(0, 10, 10, 2, 2), bar(1, 10, 13), bar(2, 1, 1)], 2)).toBe(false);
  });

  it('ATR ratio is 0 for a steady range, below 0 after a quiet week', () => {
    const steady = Array.from({ length: 30 }, (_, i) => bar(i, 10, 10, 1, 1));
    expect(atrRatioLog(steady, 25)).toBeCloseTo(0);
    const quiet = steady.map((c, i) => (i >= 20 ? bar(i, 10, 10, 0.2, 0.2) : c));
    expect(atrRatioLog(quiet, 25)).toBeLessThan(0);
  });

  it('body share, trend frequency and day of week', () => {
    expect(bodyShare(candleAt(0, 10, 12, 1, 1, 1))).toBeCloseTo(0.5);
    expect(bodyShare(candleAt(0, 10, 10, 0, 0, 1))).toBe(0);
    expect(trendFrequency([1, Number.NaN, 0, 1, 1], 4, 3)).toBeCloseTo(0.5);
    expect(trendFrequency([Number.NaN], 1, 3)).toBeNaN();
    expect(dayOfWeek(Date.UTC(2024, 0, 6))).toBe(6); // a Saturday
  });

  it('each feature of day i ignores bars from i on, except as documented (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 22, max: 79 }), (seed, i) => {
        const d = randomDaily(80, seed);
        const cut = d
          .slice(0, i)
          .concat(randomDaily(80 - i, seed + 1).map((c, k) => ({ ...c, openTime: (i + k) * DAY_MS })));
        const same = (f: (x: readonly Candle[]) => unknown) => expect(f(cut)).toEqual(f(d));
        same((x) => atrBefore(x, i, 20));
        same((x) => atrRatioLog(x, i));
        same((x) => isNr7(x, i));
        same((x) => isInsideDay(x, i));
      }),
      { numRuns: 50 },
    );
  });
});
