import { describe, expect, it } from 'vitest';
import { extendWithFiner, formingBar } from '../../src/candles/forming.ts';
import { DAY_MS, HOUR_MS } from '../../src/candles/timeframe.ts';
import { candleAt } from '../support/candle-arbitraries.ts';

const utc = (s: string) => Date.parse(`${s}Z`);

describe('forming bars', () => {
  const dayStart = utc('2024-06-03T00:00:00');
  const fiveMin = Array.from({ length: 30 }, (_, i) =>
    candleAt(dayStart + i * 300_000, 50 + i, 51 + i, 1, 1, 2),
  );

  it('builds the current daily bar from the 5m bars opened before now', () => {
    const now = dayStart + HOUR_MS + 60_000; // 01:01, the 01:00 bar is forming
    expect(formingBar(fiveMin, '1d', now)).toEqual({
      openTime: dayStart,
      open: 50,
      high: 64,
      low: 49,
      close: 63,
      volume: 26,
    });
    expect(formingBar(fiveMin, '1d', dayStart)).toBeUndefined();
    expect(formingBar(fiveMin, '1h', now)?.openTime).toBe(dayStart + HOUR_MS);
  });

  it('extends a stored coarse series with bars built from the finer one', () => {
    const daily = [
      candleAt(dayStart - 2 * DAY_MS, 1, 2, 0, 0, 5),
      candleAt(dayStart - DAY_MS, 2, 3, 0, 0, 5),
    ];
    const out = extendWithFiner(daily, fiveMin, '1d', dayStart + 600_000);
    expect(out).toHaveLength(3);
    expect(out[2]).toEqual({ openTime: dayStart, open: 50, high: 53, low: 49, close: 52, volume: 4 });
    // A stored bar for today wins over the finer data.
    const stored = [...daily, candleAt(dayStart, 7, 7, 0, 0, 1)];
    expect(extendWithFiner(stored, fiveMin, '1d', dayStart + 600_000)).toEqual(stored);
  });
});
