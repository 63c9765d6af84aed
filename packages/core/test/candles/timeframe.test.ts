import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bucketStart,
  DAY_MS,
  nextBucketStart,
  previousBucketStart,
  timeframeMs,
} from '../../src/candles/timeframe.ts';
import { timeframes } from '../../src/candles/types.ts';

const utc = (s: string) => Date.parse(`${s}Z`);

describe('bucketStart / nextBucketStart known answers', () => {
  it('aligns intraday buckets on UTC', () => {
    expect(bucketStart('5m', utc('2024-03-10T05:33:12'))).toBe(utc('2024-03-10T05:30:00'));
    expect(bucketStart('1h', utc('2024-03-10T05:33:12'))).toBe(utc('2024-03-10T05:00:00'));
    expect(bucketStart('4h', utc('2024-03-10T05:33:12'))).toBe(utc('2024-03-10T04:00:00'));
    expect(bucketStart('4h', utc('2024-03-10T03:59:59.999'))).toBe(utc('2024-03-10T00:00:00'));
    expect(bucketStart('1d', utc('2024-03-10T23:59:59.999'))).toBe(utc('2024-03-10T00:00:00'));
    expect(nextBucketStart('4h', utc('2024-03-10T20:00:00'))).toBe(utc('2024-03-11T00:00:00'));
  });

  it('starts weeks on Monday 00:00 UTC, across a month boundary in a leap year', () => {
    // 2024-02-29 is a Thursday; its week runs Mon 26 Feb .. Sun 3 Mar.
    expect(bucketStart('1w', utc('2024-02-29T12:00:00'))).toBe(utc('2024-02-26T00:00:00'));
    expect(bucketStart('1w', utc('2024-03-03T23:59:59'))).toBe(utc('2024-02-26T00:00:00'));
    expect(bucketStart('1w', utc('2024-03-04T00:00:00'))).toBe(utc('2024-03-04T00:00:00'));
    expect(nextBucketStart('1w', utc('2024-02-26T00:00:00'))).toBe(utc('2024-03-04T00:00:00'));
    expect(bucketStart('1w', 0)).toBe(utc('1969-12-29T00:00:00'));
  });

  it('uses calendar months (leap February, year end)', () => {
    expect(bucketStart('1M', utc('2024-02-29T23:00:00'))).toBe(utc('2024-02-01T00:00:00'));
    expect(nextBucketStart('1M', utc('2024-02-10T00:00:00'))).toBe(utc('2024-03-01T00:00:00'));
    expect(nextBucketStart('1M', utc('2024-02-01T00:00:00')) - utc('2024-02-01T00:00:00')).toBe(29 * DAY_MS);
    expect(nextBucketStart('1M', utc('2023-02-01T00:00:00')) - utc('2023-02-01T00:00:00')).toBe(28 * DAY_MS);
    expect(nextBucketStart('1M', utc('2024-12-31T23:59:59'))).toBe(utc('2025-01-01T00:00:00'));
    expect(previousBucketStart('1M', utc('2025-01-15T00:00:00'))).toBe(utc('2024-12-01T00:00:00'));
  });

  it('gives nominal durations', () => {
    expect(timeframeMs('5m')).toBe(300_000);
    expect(timeframeMs('1w')).toBe(7 * DAY_MS);
  });
});

describe('bucket boundary properties', () => {
  const instant = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) });
  const tf = fc.constantFrom(...timeframes);

  it('bucketStart ≤ t < nextBucketStart, idempotent, contiguous', () => {
    fc.assert(
      fc.property(tf, instant, (f, t) => {
        const s = bucketStart(f, t);
        const n = nextBucketStart(f, t);
        expect(s).toBeLessThanOrEqual(t);
        expect(n).toBeGreaterThan(t);
        expect(bucketStart(f, s)).toBe(s);
        expect(bucketStart(f, n)).toBe(n);
        expect(bucketStart(f, n - 1)).toBe(s);
        expect(previousBucketStart(f, n)).toBe(s);
      }),
      { numRuns: 200 },
    );
  });

  it('weeks start on Monday, months on the 1st, all at 00:00 UTC', () => {
    fc.assert(
      fc.property(instant, (t) => {
        const w = new Date(bucketStart('1w', t));
        const m = new Date(bucketStart('1M', t));
        expect(w.getUTCDay()).toBe(1);
        expect(m.getUTCDate()).toBe(1);
        expect(w.getUTCHours() + m.getUTCHours() + w.getUTCMinutes() + m.getUTCMinutes()).toBe(0);
      }),
      { numRuns: 200 },
    );
  });
});
