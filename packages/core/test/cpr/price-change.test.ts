import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Candle } from '../../src/candles/types.ts';
import { changeReferenceOpen, priceChangePct } from '../../src/cpr/price-change.ts';

const DAY = 86_400_000;
const FIVE = 300_000;
const T0 = Date.UTC(2025, 7, 31);
const bar = (openTime: number, open: number): Candle => ({
  openTime,
  open,
  high: open + 1,
  low: open - 1,
  close: open + 0.5,
  volume: 1,
});

describe('priceChangePct', () => {
  it('is the move from the reference as a fraction', () => {
    expect(priceChangePct(101, 100)).toBeCloseTo(0.01, 12);
    expect(priceChangePct(95, 100)).toBeCloseTo(-0.05, 12);
    expect(priceChangePct(100, 100)).toBe(0);
  });

  it('is null when a price is unknown or the reference is not a positive number', () => {
    expect(priceChangePct(null, 100)).toBeNull();
    expect(priceChangePct(100, null)).toBeNull();
    expect(priceChangePct(100, 0)).toBeNull();
    expect(priceChangePct(100, -1)).toBeNull();
    expect(priceChangePct(Number.NaN, 100)).toBeNull();
    expect(priceChangePct(100, Number.POSITIVE_INFINITY)).toBeNull();
  });

  it('has the sign of the price move and takes the price back from the reference', () => {
    const price = fc.double({ min: 1e-8, max: 1e7, noNaN: true });
    fc.assert(
      fc.property(price, price, (last, open) => {
        const change = priceChangePct(last, open);
        expect(change).not.toBeNull();
        expect(Math.sign(change as number)).toBe(Math.sign(last - open));
        expect(Math.abs(open * (1 + (change as number)) - last)).toBeLessThanOrEqual(
          1e-9 * Math.max(last, open),
        );
      }),
    );
  });
});

describe('changeReferenceOpen', () => {
  const yesterday = [bar(T0, 100), bar(T0 + FIVE, 101), bar(T0 + DAY - FIVE, 103)];
  const today = [bar(T0 + DAY, 110), bar(T0 + DAY + FIVE, 111)];

  it("live: the open of the first bar of the clock's day, null before it", () => {
    expect(changeReferenceOpen([...yesterday, ...today], [], T0 + DAY + 2 * FIVE, 'live')).toBe(110);
    expect(changeReferenceOpen(yesterday, [], T0 + DAY, 'live')).toBeNull();
  });

  it('replay at 00:00: the last complete day, from the intraday bars or the stored daily bar', () => {
    expect(changeReferenceOpen(yesterday, [], T0 + DAY, 'replay')).toBe(100);
    expect(changeReferenceOpen([], [bar(T0 - DAY, 90), bar(T0, 99.5)], T0 + DAY, 'replay')).toBe(99.5);
    // Past 00:00 a replay is on the new day like live.
    expect(changeReferenceOpen([...yesterday, ...today], [], T0 + DAY + FIVE, 'replay')).toBe(110);
  });

  it('never reads a bar at or after now', () => {
    const opens = fc.array(fc.double({ min: 1, max: 1e5, noNaN: true }), { minLength: 1, maxLength: 600 });
    fc.assert(
      fc.property(
        opens,
        fc.integer({ min: 0, max: 599 }),
        fc.constantFrom('live' as const, 'replay' as const),
        fc.double({ min: 1, max: 1e5, noNaN: true }),
        (values, cut, mode, changed) => {
          const bars = values.map((v, i) => bar(T0 + i * FIVE, v));
          const now = T0 + Math.min(cut, values.length) * FIVE;
          const daily = [bar(T0, values[0] as number)];
          const seen = changeReferenceOpen(bars, daily, now, mode);
          const future = bars.map((b) => (b.openTime >= now ? bar(b.openTime, changed) : b));
          const futureDaily = daily.map((b) => (b.openTime >= now ? bar(b.openTime, changed) : b));
          expect(changeReferenceOpen(future, futureDaily, now, mode)).toBe(seen);
          if (seen !== null) expect(values).toContain(seen);
        },
      ),
    );
  });
});
