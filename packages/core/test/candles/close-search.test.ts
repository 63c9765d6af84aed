import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstBarAfter } from '../../src/candles/bar-search.ts';
import { createCloseSearch } from '../../src/candles/close-search.ts';
import { MINUTE_MS } from '../../src/candles/timeframe.ts';
import type { Candle } from '../../src/candles/types.ts';
import { candleSeries } from '../support/candle-arbitraries.ts';

const M5 = 5 * MINUTE_MS;

function linearFirst(bars: readonly Candle[], from: number, passes: (close: number) => boolean): number {
  for (let k = Math.max(0, from); k < bars.length; k++) if (passes((bars[k] as Candle).close)) return k;
  return -1;
}

describe('createCloseSearch', () => {
  it('answers as a linear scan does, from any start and at any level', () => {
    fc.assert(
      fc.property(
        fc.oneof(candleSeries(M5, 300), candleSeries(M5, 300, 'max')),
        fc.integer({ min: -2, max: 320 }),
        fc.integer({ min: 950, max: 2050 }),
        (bars, from, level) => {
          const search = createCloseSearch(bars);
          expect(search.firstCloseAbove(from, level)).toBe(linearFirst(bars, from, (c) => c > level));
          expect(search.firstCloseBelow(from, level)).toBe(linearFirst(bars, from, (c) => c < level));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('answers as a linear scan does on long series with NaN closes (a NaN close never passes)', () => {
    const series = fc
      .array(fc.oneof(fc.integer({ min: 0, max: 60 }), fc.constant(Number.NaN)), {
        maxLength: 600,
        size: 'max',
      })
      .map((closes) =>
        closes.map((close, i) => ({ openTime: i * M5, open: 0, high: 0, low: 0, close, volume: 1 })),
      );
    fc.assert(
      fc.property(
        series,
        fc.integer({ min: -2, max: 620 }),
        fc.integer({ min: -1, max: 61 }),
        (bars, from, level) => {
          const search = createCloseSearch(bars);
          expect(search.firstCloseAbove(from, level)).toBe(linearFirst(bars, from, (c) => c > level));
          expect(search.firstCloseBelow(from, level)).toBe(linearFirst(bars, from, (c) => c < level));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('answers as a linear scan does for every length up to 5 buckets, every start and level', () => {
    for (let n = 0; n <= 80; n++) {
      const bars = Array.from({ length: n }, (_, i) => ({
        openTime: i * M5,
        open: 0,
        high: 0,
        low: 0,
        close: (i * 37) % 11,
        volume: 1,
      }));
      const search = createCloseSearch(bars);
      for (let from = -1; from <= n + 1; from++) {
        for (let level = -1; level <= 11; level++) {
          expect(search.firstCloseAbove(from, level)).toBe(linearFirst(bars, from, (c) => c > level));
          expect(search.firstCloseBelow(from, level)).toBe(linearFirst(bars, from, (c) => c < level));
        }
      }
    }
  });

  it('is strict: a close equal to the level does not pass; an empty series finds nothing', () => {
    const bars = [1, 2, 3].map((close, i) => ({
      openTime: i * M5,
      open: close,
      high: close,
      low: close,
      close,
      volume: 1,
    }));
    const search = createCloseSearch(bars);
    expect(search.firstCloseAbove(0, 2)).toBe(2);
    expect(search.firstCloseBelow(0, 2)).toBe(0);
    expect(search.firstCloseBelow(1, 2)).toBe(-1);
    expect(createCloseSearch([]).firstCloseAbove(0, 0)).toBe(-1);
  });
});

describe('firstBarAfter', () => {
  it('is the first index whose open time is after the time', () => {
    fc.assert(
      fc.property(candleSeries(M5, 200), fc.integer({ min: 0, max: 220 }), (bars, pick) => {
        const time = (bars[Math.min(pick, bars.length - 1)] as Candle).openTime + (pick % 3) - 1;
        let k = 0;
        while (k < bars.length && (bars[k] as Candle).openTime <= time) k++;
        expect(firstBarAfter(bars, time)).toBe(k);
      }),
    );
  });
});
