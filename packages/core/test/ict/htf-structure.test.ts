import { describe, expect, it } from 'vitest';
import { HOUR_MS } from '../../src/candles/timeframe.ts';
import { htfStructure } from '../../src/ict/htf-structure.ts';
import { findSwings } from '../../src/ict/swings.ts';
import { barsFrom, T0 } from '../support/ict-test-bars.ts';

const H4 = 4 * HOUR_MS;
/** A bar around `c` with a 1-wide range: [c − 0.5 … c + 0.5] extended by the open. */
const row = (c: number) => [c, c + 0.5, c - 0.5, c];

function structureOf(closes: number[]) {
  const bars = barsFrom(T0, H4, closes.map(row));
  return htfStructure(bars, findSwings(bars, 3, H4), H4);
}

describe('htfStructure', () => {
  it('Neutral without a break', () => {
    expect(structureOf([5, 6, 7, 10, 7, 6, 5, 6, 7, 8])).toEqual({ bias: 'Neutral', structureBreakAt: null });
  });

  it('a close above the latest confirmed swing high is a bullish break at that bar', () => {
    // swing high 10.5 at bar 3 (confirmed at the close of bar 6); bar 9 closes at 11 > 10.5.
    expect(structureOf([5, 6, 7, 10, 7, 6, 5, 8, 9, 11, 12])).toEqual({
      bias: 'Bullish',
      structureBreakAt: T0 + 9 * H4,
    });
  });

  it('then a close below the latest confirmed swing low flips it Bearish', () => {
    // swing low 1.5 at bar 6 (2..4 around it), confirmed at bar 9; bar 13 closes at 1 < 1.5.
    const s = structureOf([5, 6, 7, 10, 7, 6, 2, 3, 4, 11, 4, 3, 2, 1, 0]);
    expect(s).toEqual({ bias: 'Bearish', structureBreakAt: T0 + 13 * H4 });
  });

  it('a swing level breaks once: later closes beyond it are not new breaks', () => {
    const s = structureOf([5, 6, 7, 10, 7, 6, 5, 8, 9, 11, 12, 13, 12, 13]);
    expect(s.structureBreakAt).toBe(T0 + 9 * H4);
  });

  it('a swing counts only once confirmed before the bar closes', () => {
    // bar 3 high 10.5 becomes a swing at the close of bar 6; bar 6 itself cannot break it.
    const bars = barsFrom(T0, H4, [5, 6, 7, 10, 7, 6, 5].map(row));
    expect(htfStructure(bars, findSwings(bars, 3, H4), H4).bias).toBe('Neutral');
  });
});
