import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aggregateCandles } from '../../src/candles/aggregate.ts';
import { bucketStart, DAY_MS, HOUR_MS } from '../../src/candles/timeframe.ts';
import { candleAt, candleSeries } from '../support/candle-arbitraries.ts';

const utc = (s: string) => Date.parse(`${s}Z`);

describe('aggregateCandles known answers', () => {
  it('builds an hourly bar from 5m bars', () => {
    const t0 = utc('2024-05-01T10:00:00');
    const bars = [
      candleAt(t0, 100, 102, 1, 0, 10),
      candleAt(t0 + 300_000, 102, 99, 0, 3, 20),
      candleAt(t0 + 3_300_000, 99, 101, 5, 0, 30),
      candleAt(t0 + HOUR_MS, 101, 100, 0, 0, 5),
    ];
    expect(aggregateCandles(bars, '1h')).toEqual([
      { openTime: t0, open: 100, high: 106, low: 96, close: 101, volume: 60 },
      { openTime: t0 + HOUR_MS, open: 101, high: 101, low: 100, close: 100, volume: 5 },
    ]);
  });

  it('splits a week that crosses a month boundary (Feb 2024, leap year)', () => {
    // Mon 26 Feb .. Sun 3 Mar 2024, one daily bar per day: open = day-of-week index.
    const days = Array.from({ length: 7 }, (_, i) =>
      candleAt(utc('2024-02-26T00:00:00') + i * DAY_MS, 10 + i, 11 + i, 2, 1, 100 * (i + 1)),
    );
    expect(aggregateCandles(days, '1w')).toEqual([
      { openTime: utc('2024-02-26T00:00:00'), open: 10, high: 19, low: 9, close: 17, volume: 2800 },
    ]);
    expect(aggregateCandles(days, '1M')).toEqual([
      { openTime: utc('2024-02-01T00:00:00'), open: 10, high: 16, low: 9, close: 14, volume: 1000 },
      { openTime: utc('2024-03-01T00:00:00'), open: 14, high: 19, low: 13, close: 17, volume: 1800 },
    ]);
  });

  it('sorts unsorted input and keeps the input untouched', () => {
    const t0 = utc('2024-05-01T00:00:00');
    const a = candleAt(t0, 1, 2, 0, 0, 1);
    const b = candleAt(t0 + HOUR_MS, 2, 3, 0, 0, 2);
    const out = aggregateCandles([b, a], '1d');
    expect(out).toEqual([{ openTime: t0, open: 1, high: 3, low: 1, close: 3, volume: 3 }]);
    expect(a.volume).toBe(1);
  });
});

describe('aggregateCandles properties', () => {
  const series = candleSeries(300_000, 600);

  it('preserves total volume, high = max, low = min, first open, last close', () => {
    fc.assert(
      fc.property(series, (bars) => {
        const out = aggregateCandles(bars, '1h');
        const sum = (xs: { volume: number }[]) => xs.reduce((s, c) => s + c.volume, 0);
        expect(sum(out)).toBe(sum(bars));
        for (const bar of out) {
          const src = bars.filter((c) => bucketStart('1h', c.openTime) === bar.openTime);
          expect(bar.high).toBe(Math.max(...src.map((c) => c.high)));
          expect(bar.low).toBe(Math.min(...src.map((c) => c.low)));
          expect(bar.open).toBe(src[0]?.open);
          expect(bar.close).toBe(src[src.length - 1]?.close);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('5m → 1h → 1d equals 5m → 1d; 1d → 1w and 1d → 1M equal the direct aggregation', () => {
    fc.assert(
      fc.property(series, (bars) => {
        const daily = aggregateCandles(bars, '1d');
        expect(aggregateCandles(aggregateCandles(bars, '1h'), '1d')).toEqual(daily);
        expect(aggregateCandles(aggregateCandles(bars, '4h'), '1d')).toEqual(daily);
        expect(aggregateCandles(daily, '1w')).toEqual(aggregateCandles(bars, '1w'));
        expect(aggregateCandles(daily, '1M')).toEqual(aggregateCandles(bars, '1M'));
      }),
      { numRuns: 200 },
    );
  });
});
