import {
  type Candle,
  type CprAlertState,
  type CprCrossRule,
  cprAlertState,
  cprCrossAtr,
  createSimMarket,
  DAY_MS,
  dailySeriesAt,
  diffCprStates,
} from '@app/core';
import { describe, expect, it } from 'vitest';
import { type Bar, plainCprAlertEvents, plainPeriodBefore, plainPeriodStart } from './alert-recompute.ts';

const bar = (c: Candle): Bar => [c.openTime, c.open, c.high, c.low, c.close];

const raw: CprCrossRule = { marginAtr: 0, closes: 1 };

/** Core's events over every 5m close of `fives`, the plain path (dailySeriesAt at each close). */
function coreKeys(symbol: string, daily: readonly Candle[], fives: readonly Candle[], rule = raw): string[] {
  const keys: string[] = [];
  let prev: CprAlertState | undefined;
  for (const five of fives) {
    const now = five.openTime + 300_000;
    const cross = { rule, atr: cprCrossAtr(fives, now) };
    const next = cprAlertState(dailySeriesAt(daily, fives, now), now, prev, cross);
    if (prev) keys.push(...diffCprStates(symbol, prev, next, now).map((e) => e.key));
    prev = next;
  }
  return keys;
}

describe('plain CPR alert recompute', () => {
  it('buckets UTC days, Monday weeks and calendar months', () => {
    const wed = Date.UTC(2025, 2, 5, 13, 47);
    expect(plainPeriodStart('1d', wed)).toBe(Date.UTC(2025, 2, 5));
    expect(plainPeriodStart('1w', wed)).toBe(Date.UTC(2025, 2, 3));
    expect(plainPeriodStart('1w', Date.UTC(2025, 2, 3))).toBe(Date.UTC(2025, 2, 3));
    expect(plainPeriodStart('1w', Date.UTC(2025, 2, 2, 23, 55))).toBe(Date.UTC(2025, 1, 24));
    expect(plainPeriodStart('1M', wed)).toBe(Date.UTC(2025, 2, 1));
    expect(plainPeriodBefore('1M', Date.UTC(2025, 0, 1))).toBe(Date.UTC(2024, 11, 1));
  });

  it('gives the same event keys as core cprAlertState / diffCprStates on a simulated market', () => {
    // 5m bars over 13 days across a week and a month roll, daily bars from three months before.
    const market = createSimMarket({ seed: 7, symbols: 2 });
    const end = Date.UTC(2025, 2, 5);
    const fivesFrom = end - 13 * DAY_MS;
    const kinds = new Set<string>();
    for (const { symbol } of market.symbols) {
      const daily = market.simCandles(symbol, '1d', Date.UTC(2024, 11, 1), end);
      const fives = market.simCandles(symbol, '5m', fivesFrom, end);
      const core = coreKeys(symbol, daily, fives);
      const plain = plainCprAlertEvents(symbol, daily.map(bar), fives.map(bar)).events.map((e) => e.key);
      expect(plain.length).toBeGreaterThan(0);
      expect(new Set(plain).size).toBe(plain.length);
      expect([...plain].sort()).toEqual([...core].sort());
      for (const key of plain) kinds.add(key.split(':')[0] as string);
    }
    expect(kinds).toContain('cpr_touched');
    expect(kinds).toContain('cpr_cross');
  });

  it('agrees with core under a cross rule with an ATR margin and closes in a row, and fires fewer crosses', () => {
    const market = createSimMarket({ seed: 11, symbols: 2 });
    const end = Date.UTC(2025, 2, 5);
    const fivesFrom = end - 6 * DAY_MS;
    let confirmed = 0;
    for (const { symbol } of market.symbols) {
      const daily = market.simCandles(symbol, '1d', Date.UTC(2024, 11, 1), end);
      const fives = market.simCandles(symbol, '5m', fivesFrom, end);
      const crosses = (keys: string[]) => keys.filter((k) => k.startsWith('cpr_cross')).length;
      for (const rule of [
        { marginAtr: 0.3, closes: 2 },
        { marginAtr: 1, closes: 4 },
      ]) {
        const core = coreKeys(symbol, daily, fives, rule);
        const plain = plainCprAlertEvents(symbol, daily.map(bar), fives.map(bar), undefined, rule).events;
        expect([...plain.map((e) => e.key)].sort()).toEqual([...core].sort());
        expect(crosses(core)).toBeLessThanOrEqual(crosses(coreKeys(symbol, daily, fives)));
        if (rule.marginAtr < 1) confirmed += crosses(core);
      }
    }
    expect(confirmed).toBeGreaterThan(0);
  });

  it('agrees on a hand-made integer-price walk (ties between prices and levels are possible)', () => {
    let seed = 12345;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const step = () => Math.floor(next() * 3) - 1; // -1, 0 or +1
    const fivesFrom = Date.UTC(2025, 1, 24);
    const end = Date.UTC(2025, 2, 6);
    const daily: Candle[] = [];
    let price = 100;
    for (let day = Date.UTC(2024, 11, 1); day < fivesFrom; day += DAY_MS) {
      const open = price;
      price = Math.min(120, Math.max(80, price + 2 * step()));
      const high = Math.max(open, price) + Math.floor(next() * 4);
      const low = Math.min(open, price) - Math.floor(next() * 4);
      daily.push({ openTime: day, open, high, low, close: price, volume: 1 });
    }
    const fives: Candle[] = [];
    for (let t = fivesFrom; t < end; t += 300_000) {
      const open = price;
      price = Math.min(120, Math.max(80, price + step()));
      const wick = next() < 0.1 ? 1 : 0;
      fives.push({
        openTime: t,
        open,
        high: Math.max(open, price) + wick,
        low: Math.min(open, price),
        close: price,
        volume: 1,
      });
    }
    for (let day = fivesFrom; day < end; day += DAY_MS) {
      const inDay = fives.filter((f) => f.openTime >= day && f.openTime < day + DAY_MS);
      daily.push({
        openTime: day,
        open: (inDay[0] as Candle).open,
        high: Math.max(...inDay.map((f) => f.high)),
        low: Math.min(...inDay.map((f) => f.low)),
        close: (inDay.at(-1) as Candle).close,
        volume: inDay.length,
      });
    }
    const core = coreKeys('HANDUSDT', daily, fives);
    const plain = plainCprAlertEvents('HANDUSDT', daily.map(bar), fives.map(bar)).events.map((e) => e.key);
    expect(plain.length).toBeGreaterThan(0);
    expect([...plain].sort()).toEqual([...core].sort());
  });

  it('counts a 5m wick ending exactly on the CPR bottom as a touch, like core', () => {
    // Yesterday H 110, L 90, C 104: today's daily CPR is [100, 102.67]; one wick reaches exactly 100.
    const d1 = Date.UTC(2025, 1, 25);
    const flat = (openTime: number, high = 96): Candle => ({
      openTime,
      open: 96,
      high,
      low: 96,
      close: 96,
      volume: 1,
    });
    const daily: Candle[] = [];
    for (let day = Date.UTC(2024, 11, 1); day < d1 - DAY_MS; day += DAY_MS)
      daily.push({ openTime: day, open: 100, high: 130, low: 70, close: 100, volume: 1 });
    daily.push({ openTime: d1 - DAY_MS, open: 100, high: 110, low: 90, close: 104, volume: 1 });
    const fives: Candle[] = [];
    for (let t = d1; t < d1 + 2 * DAY_MS; t += 300_000)
      fives.push(flat(t, t === d1 + 10 * 3_600_000 ? 100 : 96));
    daily.push(flat(d1, 100), flat(d1 + DAY_MS));
    const core = coreKeys('EDGEUSDT', daily, fives);
    const plain = plainCprAlertEvents('EDGEUSDT', daily.map(bar), fives.map(bar)).events.map((e) => e.key);
    expect(core).toContain(`cpr_touched:EDGEUSDT:1d:${d1}`);
    expect([...plain].sort()).toEqual([...core].sort());
  });
});
