import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HOUR_MS, MINUTE_MS } from '../../src/candles/timeframe.ts';
import { findSwings } from '../../src/ict/swings.ts';
import { candleSeries } from '../support/candle-arbitraries.ts';
import { randomWalk5m } from '../support/ict-random-walk.ts';
import { barsWithHighs, ohlc, T0 } from '../support/ict-test-bars.ts';
import { referenceSwings } from '../support/swing-reference.ts';

const H4 = 4 * HOUR_MS;

describe('findSwings', () => {
  it('finds a strict swing high and low with n = 3, confirmed at the close of bar i+3', () => {
    const bars = barsWithHighs(T0, H4, [5, 6, 7, 10, 7, 6, 5, 4, 3, 2, 3, 4, 5]);
    const swings = findSwings(bars, 3, H4);
    expect(swings).toEqual([
      { kind: 'high', time: T0 + 3 * H4, price: 10, confirmedAt: T0 + 7 * H4 },
      { kind: 'low', time: T0 + 9 * H4, price: 1, confirmedAt: T0 + 13 * H4 },
    ]);
  });

  it('an equal high within the window is no swing (strictly the highest)', () => {
    const bars = barsWithHighs(T0, H4, [5, 6, 7, 10, 7, 10, 5, 4, 3]);
    expect(findSwings(bars, 3, H4).filter((s) => s.kind === 'high')).toEqual([]);
  });

  it('bars within n of either end never qualify (not confirmed yet)', () => {
    const bars = barsWithHighs(T0, H4, [1, 2, 3, 4, 5, 9, 5, 4]);
    expect(findSwings(bars, 3, H4)).toEqual([]);
  });

  it('an outside bar can be both, the high listed first', () => {
    const rows = [5, 5, 5, 5, 5, 5, 5].map((v, i) => ohlc(T0 + i * H4, v, v + 1, v - 1, v));
    rows[3] = ohlc(T0 + 3 * H4, 5, 20, 0, 5);
    expect(findSwings(rows, 3, H4).map((s) => [s.kind, s.price])).toEqual([
      ['high', 20],
      ['low', 0],
    ]);
  });
});

/** Bars whose highs and lows are drawn from a few values (equal extremes are common), NaN when asked. */
function fewValueBars(withNaN: boolean) {
  const value = withNaN
    ? fc.oneof(fc.integer({ min: 0, max: 4 }), fc.constant(Number.NaN))
    : fc.integer({ min: 0, max: 5 });
  return fc
    .array(fc.record({ high: value, low: value }), { maxLength: 80, size: 'max' })
    .map((rows) => rows.map((r, i) => ohlc(T0 + i * H4, r.low, r.high, r.low, r.high)));
}

describe('findSwings equals its first (all-neighbours) definition', () => {
  const M5 = 5 * MINUTE_MS;

  it('on bars with many equal highs and lows, n = 0 … 6', () => {
    fc.assert(
      fc.property(fewValueBars(false), fc.integer({ min: 0, max: 6 }), (bars, n) => {
        expect(findSwings(bars, n, H4)).toEqual(referenceSwings(bars, n, H4));
      }),
      { numRuns: 500 },
    );
  });

  it('on bars with NaN highs and lows', () => {
    fc.assert(
      fc.property(fewValueBars(true), fc.integer({ min: 0, max: 4 }), (bars, n) => {
        expect(findSwings(bars, n, H4)).toEqual(referenceSwings(bars, n, H4));
      }),
      { numRuns: 300 },
    );
  });

  it('on random 5m series with holes', () => {
    fc.assert(
      fc.property(candleSeries(M5, 400, 'max'), fc.integer({ min: 1, max: 8 }), (bars, n) => {
        expect(findSwings(bars, n, M5)).toEqual(referenceSwings(bars, n, M5));
      }),
      { numRuns: 200 },
    );
  });

  it('on 25,920 bars of a volatile random walk (90 days of 5m), n = 3 and 5', () => {
    for (const seed of [1, 7]) {
      const bars = randomWalk5m(seed, T0, 25_920, 0.002);
      for (const n of [3, 5]) expect(findSwings(bars, n, M5)).toEqual(referenceSwings(bars, n, M5));
    }
  });
});
