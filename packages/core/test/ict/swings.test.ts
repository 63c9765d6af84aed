import { describe, expect, it } from 'vitest';
import { HOUR_MS } from '../../src/candles/timeframe.ts';
import { barsWithHighs, ohlc, T0 } from '../support/ict-test-bars.ts';
import { findSwings } from '../../src/ict/swings.ts';

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
