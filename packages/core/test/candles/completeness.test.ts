import { describe, expect, it } from 'vitest';
import {
  completeCandles,
  isComplete,
  lastCompletePeriod,
  periodCloseTime,
} from '../../src/candles/completeness.ts';
import { DAY_MS } from '../../src/candles/timeframe.ts';
import { candleAt } from '../support/candle-arbitraries.ts';

const utc = (s: string) => Date.parse(`${s}Z`);

describe('completeness', () => {
  it('a period is complete once its close time has passed (close time = now counts)', () => {
    const open = utc('2024-02-01T00:00:00');
    expect(periodCloseTime('1M', open)).toBe(utc('2024-03-01T00:00:00'));
    expect(isComplete('1M', open, utc('2024-02-29T23:59:59.999'))).toBe(false);
    expect(isComplete('1M', open, utc('2024-03-01T00:00:00'))).toBe(true);
    expect(isComplete('5m', utc('2024-02-01T00:05:00'), utc('2024-02-01T00:09:59'))).toBe(false);
  });

  it('lastCompletePeriod ignores the forming period and bars after now', () => {
    const days = Array.from({ length: 70 }, (_, i) =>
      candleAt(utc('2024-01-01T00:00:00') + i * DAY_MS, 100 + i, 101 + i, 1, 1, 1),
    );
    const now = utc('2024-02-15T08:00:00');
    expect(lastCompletePeriod(days, '1d', now)?.openTime).toBe(utc('2024-02-14T00:00:00'));
    // 2024-02-15 is a Thursday: the last complete week is Mon 5 .. Sun 11 Feb.
    const week = lastCompletePeriod(days, '1w', now);
    expect(week).toEqual({
      openTime: utc('2024-02-05T00:00:00'),
      open: 135,
      high: 143,
      low: 134,
      close: 142,
      volume: 7,
    });
    expect(lastCompletePeriod(days, '1M', now)?.openTime).toBe(utc('2024-01-01T00:00:00'));
    expect(lastCompletePeriod(days, '1M', utc('2024-01-31T00:00:00'))).toBeUndefined();
    expect(completeCandles(days, '1w', now).map((c) => c.openTime)).toEqual([
      utc('2024-01-01T00:00:00'),
      utc('2024-01-08T00:00:00'),
      utc('2024-01-15T00:00:00'),
      utc('2024-01-22T00:00:00'),
      utc('2024-01-29T00:00:00'),
      utc('2024-02-05T00:00:00'),
    ]);
  });
});
