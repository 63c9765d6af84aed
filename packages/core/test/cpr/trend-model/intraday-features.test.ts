import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS } from '../../../src/candles/timeframe.ts';
import {
  checkpointFeatures,
  dayPartial,
  dayPartials,
} from '../../../src/cpr/trend-model/intraday-features.ts';
import { candleAt } from '../../support/candle-arbitraries.ts';
import { randomHourly } from '../../support/trend-fixtures.ts';

describe('checkpoint features', () => {
  const bars = [
    candleAt(0, 10, 11, 1, 0, 5),
    candleAt(HOUR_MS, 11, 9, 0, 1, 7),
    candleAt(2 * HOUR_MS, 9, 20, 0, 0, 9),
  ];

  it('the partial aggregates the bars closed by the cut', () => {
    expect(dayPartial(bars, HOUR_MS, 0, 2 * HOUR_MS).partial).toEqual({
      openTime: 0,
      open: 10,
      high: 12,
      low: 8,
      close: 9,
      volume: 12,
    });
    expect(dayPartial(bars, HOUR_MS, 0, HOUR_MS - 1).partial).toBeNull();
    expect(dayPartials(bars, HOUR_MS, HOUR_MS).get(0)?.close).toBe(11);
  });

  it('range, move, CPR position and volume', () => {
    const f = checkpointFeatures(
      { openTime: 0, open: 10, high: 13, low: 9, close: 12.5, volume: 50 },
      { top: 10.5, bottom: 10 },
      2,
      400,
      0.25,
    );
    expect(f.rangeAtr).toBe(2);
    expect(f.moveAtr).toBe(1.25);
    expect(f.bodyShare).toBeCloseTo(0.625);
    expect(f.outsideCpr).toBe(1);
    expect(f.beyondCprAtr).toBe(1);
    expect(f.trendSoFar).toBe(1);
    expect(f.volumeLog).toBeCloseTo(Math.log(0.5));
  });

  it('a partial never reads a bar closing after the cut (property)', () => {
    const all = randomHourly(3, 7);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 }), fc.integer({ min: 0, max: 24 }), (d, h) => {
        const cut = d * DAY_MS + h * HOUR_MS + Date.UTC(2024, 0, 1);
        const day = Date.UTC(2024, 0, 1) + d * DAY_MS;
        const seen = all.filter((b) => b.openTime + HOUR_MS <= cut);
        expect(dayPartial(seen, HOUR_MS, day, cut)).toEqual(dayPartial(all, HOUR_MS, day, cut));
      }),
    );
  });
});
