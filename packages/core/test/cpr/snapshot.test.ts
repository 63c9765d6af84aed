import { describe, expect, it } from 'vitest';
import { aggregateCandles } from '../../src/candles/aggregate.ts';
import { bucketStart, DAY_MS, HOUR_MS } from '../../src/candles/timeframe.ts';
import type { Candle } from '../../src/candles/types.ts';
import { cprSnapshot } from '../../src/cpr/snapshot.ts';
import { candleAt } from '../support/candle-arbitraries.ts';

const utc = (s: string) => Date.parse(`${s}Z`);
const jan1 = utc('2024-01-01T00:00:00');
// Day i: open 100+i, close 101+i, high 102+i, low 99+i.
const days = Array.from({ length: 60 }, (_, i) => candleAt(jan1 + i * DAY_MS, 100 + i, 101 + i, 1, 1, 10));

describe('cprSnapshot known answers', () => {
  const now = utc('2024-02-14T10:00:00'); // Wednesday; today's daily bar is index 44.

  it('uses the last complete day, week (Mon 5 – Sun 11 Feb) and month (January)', () => {
    const s = cprSnapshot({ daily: days, now, current: { high: 150, low: 146, price: 148 } });
    expect(s.daily?.periodOpenTime).toBe(utc('2024-02-13T00:00:00'));
    expect(s.daily?.cpr.pivot).toBeCloseTo(431 / 3, 9);
    expect(s.daily?.cpr.bottom).toBe(143.5);
    expect(s.daily?.subcategory).toBe('narrow');
    expect(s.daily?.isInside).toBe(false);
    expect(s.weekly?.periodOpenTime).toBe(utc('2024-02-05T00:00:00'));
    expect(s.weekly?.cpr.pivot).toBeCloseTo(419 / 3, 9);
    expect(s.weekly?.subcategory).toBe('normal');
    expect(s.monthly?.periodOpenTime).toBe(jan1);
    expect(s.monthly?.cpr.bc).toBe(115.5);
    expect(s.monthly?.subcategory).toBe('wide');
    expect(s.monthly?.previous).toBeNull(); // December 2023 is not in the history
    expect([s.daily?.position, s.weekly?.position, s.monthly?.position]).toEqual(['Above', 'Above', 'Above']);
    expect(s.isVirgin).toBe(true);
    expect(s.dailyBias).toBe('Explosive');
  });

  it('a day that traded back into the CPR is not virgin; the bias falls back to Trending', () => {
    const s = cprSnapshot({ daily: days, now, current: { high: 150, low: 143.6, price: 148 } });
    expect(s.isVirgin).toBe(false);
    expect(s.dailyBias).toBe('Trending');
  });

  it('takes today range and price from the 5m bars before now, ignoring the stored future bar', () => {
    const dayStart = bucketStart('1d', now);
    const fives = [candleAt(dayStart, 144, 140, 2, 1, 5), candleAt(dayStart + HOUR_MS, 140, 141, 0, 0, 5)];
    const later = candleAt(now, 141, 200, 0, 0, 5);
    const s = cprSnapshot({ daily: days, intraday: [...fives, later], now });
    expect([s.todayHigh, s.todayLow, s.price]).toEqual([146, 139, 141]);
    expect(s.daily?.position).toBe('Below');
    expect(s.isVirgin).toBe(false);
  });

  it('returns null timeframes when the history is too short', () => {
    const s = cprSnapshot({ daily: days.slice(40, 45), now: utc('2024-02-13T01:00:00') });
    expect(s.daily).not.toBeNull();
    expect(s.weekly).toBeNull(); // week of 5 Feb is only covered from 10 Feb
    expect(s.monthly).toBeNull();
  });
});

/** A seeded 5m random walk (test fixture): integer volumes, 2 decimals. */
function randomWalk(from: number, bars: number, seed: number): Candle[] {
  let s = seed >>> 0;
  const rnd = () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
  let price = 100;
  const out: Candle[] = [];
  for (let i = 0; i < bars; i++) {
    const close = Math.max(1, price * (1 + (rnd() - 0.5) * 0.01));
    const r = (x: number) => Math.round(x * 100) / 100;
    out.push({
      openTime: from + i * 300_000,
      open: r(price),
      high: r(Math.max(price, close) * (1 + rnd() * 0.002)),
      low: r(Math.min(price, close) * (1 - rnd() * 0.002)),
      close: r(close),
      volume: 1 + Math.floor(rnd() * 1000),
    });
    price = close;
  }
  return out;
}

describe('cprSnapshot replay (no look-ahead)', () => {
  it('equals the snapshot computed from the history known at each moment', () => {
    const from = utc('2024-01-01T00:00:00');
    const fives = randomWalk(from, 288 * 100, 7);
    const daily = aggregateCandles(fives, '1d');
    for (let d = 35; d < 100; d++) {
      const now =
        d % 5 === 0 ? from + d * DAY_MS : from + d * DAY_MS + ((d * 7) % 24) * HOUR_MS + (d % 12) * 300_000;
      const knownDaily = daily.filter(
        (c) => c.openTime + DAY_MS <= bucketStart('1d', now) - (d % 3) * DAY_MS,
      );
      const knownFives = fives.filter((c) => c.openTime < now);
      const replayed = cprSnapshot({ daily: knownDaily, intraday: knownFives, now });
      const full = cprSnapshot({ daily, intraday: fives, now });
      expect(replayed).toEqual(full);
      expect(full.daily).not.toBeNull();
    }
  });
});
