import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aggregateCandles } from '../../src/candles/aggregate.ts';
import { DAY_MS, HOUR_MS } from '../../src/candles/timeframe.ts';
import { type Candle, timeframes } from '../../src/candles/types.ts';
import { capCategories } from '../../src/scoring/cap-category.ts';
import { createSimMarket } from '../../src/sim/market.ts';

const day0 = Date.UTC(2025, 5, 2); // a Monday
const market = createSimMarket({ seed: 42 });
const names = market.symbols.map((s) => s.symbol);

describe('universe', () => {
  it('has about 150 unique USDT perpetuals across every cap category', () => {
    expect(names.length).toBeGreaterThanOrEqual(145);
    expect(new Set(names).size).toBe(names.length);
    expect(names.slice(0, 4)).toEqual(['BTCUSDT', 'ETHUSDT', 'BNBUSDT', 'SOLUSDT']);
    for (const n of names) expect(n).toMatch(/^[0-9A-Z]+USDT$/);
    const cats = new Set(market.symbols.map((s) => s.capCategory));
    for (const c of capCategories) expect(cats.has(c)).toBe(true);
  });

  it('prices are realistic per symbol', () => {
    const last = (s: string) => market.simCandles(s, '1d', day0, day0 + DAY_MS)[0] as Candle;
    expect(last('BTCUSDT').close).toBeGreaterThan(20_000);
    expect(last('BTCUSDT').close).toBeLessThan(200_000);
    expect(last('ETHUSDT').close).toBeGreaterThan(800);
    expect(last('DOGEUSDT').close).toBeLessThan(1);
    expect(last('1000SATSUSDT').close).toBeLessThan(0.01);
  });
});

describe('determinism', () => {
  it('same seed gives the same bars, another seed different bars', () => {
    const again = createSimMarket({ seed: 42 });
    const other = createSimMarket({ seed: 43 });
    for (const s of ['BTCUSDT', 'DOGEUSDT', 'STMXUSDT']) {
      const bars = market.simCandles(s, '5m', day0, day0 + DAY_MS);
      expect(bars).toHaveLength(288);
      expect(again.simCandles(s, '5m', day0, day0 + DAY_MS)).toEqual(bars);
      expect(other.simCandles(s, '5m', day0, day0 + DAY_MS)).not.toEqual(bars);
    }
  });

  it('unknown names get stable generated parameters; a subset keeps the same bars', () => {
    const sub = createSimMarket({ seed: 42, symbols: ['ETHUSDT', 'FOOUSDT'] });
    expect(sub.symbols.map((s) => s.capCategory)).toEqual(['Large', 'Unknown']);
    expect(sub.simCandles('ETHUSDT', '1h', day0, day0 + DAY_MS)).toEqual(
      market.simCandles('ETHUSDT', '1h', day0, day0 + DAY_MS),
    );
    expect(sub.simCandles('FOOUSDT', '1d', day0, day0 + 3 * DAY_MS)).toHaveLength(3);
    expect(() => sub.simCandles('BTCUSDT', '1d', day0, day0 + DAY_MS)).toThrow(/unknown/);
    expect(createSimMarket({ seed: 1, symbols: 5 }).symbols).toHaveLength(5);
  });
});

const symbol = fc.constantFrom(...names);
const dayIdx = fc.integer({ min: 0, max: 40 });

describe('range independence and aggregation (properties)', () => {
  it('bars of a sub-range equal the same bars from a wider range, in a fresh market too', () => {
    fc.assert(
      fc.property(
        symbol,
        fc.constantFrom(...timeframes),
        dayIdx,
        fc.integer({ min: 1, max: 300 }),
        (s, tf, d, span) => {
          const from = day0 + d * DAY_MS + ((span * 7) % 288) * 300_000;
          const to =
            from + span * (tf === '5m' ? 300_000 : tf === '1h' || tf === '4h' ? HOUR_MS : DAY_MS / 4);
          const wide = market.simCandles(s, tf, from - 3 * DAY_MS, to + 35 * DAY_MS);
          const fresh = createSimMarket({ seed: 42, symbols: [s] }).simCandles(s, tf, from, to);
          expect(fresh).toEqual(wide.filter((c) => c.openTime >= from && c.openTime < to));
        },
      ),
      { numRuns: 25 },
    );
  });

  it('1h, 4h and 1d bars equal the aggregation of the 5m bars; 1w and 1M of the 1d bars', () => {
    fc.assert(
      fc.property(symbol, dayIdx, (s, d) => {
        const from = day0 + d * DAY_MS;
        const to = from + 2 * DAY_MS;
        const fives = market.simCandles(s, '5m', from, to);
        expect(market.simCandles(s, '1h', from, to)).toEqual(aggregateCandles(fives, '1h'));
        expect(market.simCandles(s, '4h', from, to)).toEqual(aggregateCandles(fives, '4h'));
        expect(market.simCandles(s, '1d', from, to)).toEqual(aggregateCandles(fives, '1d'));
      }),
      { numRuns: 20 },
    );
    const days = market.simCandles('SOLUSDT', '1d', Date.UTC(2025, 0, 1), Date.UTC(2025, 6, 1));
    expect(market.simCandles('SOLUSDT', '1M', Date.UTC(2025, 0, 1), Date.UTC(2025, 6, 1))).toEqual(
      aggregateCandles(days, '1M'),
    );
    expect(market.simCandles('SOLUSDT', '1w', Date.UTC(2025, 0, 6), Date.UTC(2025, 5, 30))).toEqual(
      aggregateCandles(days, '1w').filter(
        (c) => c.openTime >= Date.UTC(2025, 0, 6) && c.openTime < Date.UTC(2025, 5, 30),
      ),
    );
  });

  it('OHLC sanity: low ≤ open, close ≤ high, prices > 0, integer volume > 0', () => {
    fc.assert(
      fc.property(symbol, dayIdx, (s, d) => {
        const bad = market
          .simCandles(s, '5m', day0 + d * DAY_MS, day0 + (d + 1) * DAY_MS)
          .filter(
            (c) =>
              !(c.low > 0) ||
              c.low > Math.min(c.open, c.close) ||
              c.high < Math.max(c.open, c.close) ||
              !(c.volume >= 1) ||
              !Number.isInteger(c.volume),
          );
        expect(bad).toEqual([]);
      }),
      { numRuns: 30 },
    );
  });
});

describe('listings', () => {
  it('recent listings start relative to the anchor; none exist before the epoch', () => {
    const anchor = Date.UTC(2025, 6, 15, 13);
    const m = createSimMarket({ seed: 42, symbols: ['TUTUSDT', 'BTCUSDT'], listingAnchor: anchor });
    const listed = Date.UTC(2025, 6, 15) - 12 * DAY_MS;
    expect(m.symbols[0]?.listedAt).toBe(listed);
    expect(m.simCandles('TUTUSDT', '1d', listed - 10 * DAY_MS, listed + 2 * DAY_MS)[0]?.openTime).toBe(
      listed,
    );
    expect(m.simFormingBar('TUTUSDT', '1d', listed - 1)).toBeUndefined();
    expect(m.simCandles('BTCUSDT', '1d', Date.UTC(2020, 0, 1), Date.UTC(2021, 0, 3))).toHaveLength(2);
  });
});
