import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aggregateCandles } from '../../src/candles/aggregate.ts';
import { bucketStart, DAY_MS, nextBucketStart } from '../../src/candles/timeframe.ts';
import { type Candle, timeframes } from '../../src/candles/types.ts';
import { createSimMarket } from '../../src/sim/market.ts';

const market = createSimMarket({ seed: 7, symbols: 30 });
const names = market.symbols.map((s) => s.symbol);
const base = Date.UTC(2025, 2, 1);
const instant = fc.integer({ min: base, max: base + 60 * DAY_MS });

describe('simFormingBar', () => {
  it('lies within the final bar, opens with it and grows monotonically with now', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...names),
        fc.constantFrom(...timeframes),
        instant,
        fc.nat(299_999),
        (s, tf, t, dt) => {
          const start = bucketStart(tf, t);
          if (t === start) expect(market.simFormingBar(s, tf, t)).toBeUndefined();
          const ta = t === start ? t + 1 : t;
          const a = market.simFormingBar(s, tf, ta) as Candle;
          const b = market.simFormingBar(s, tf, Math.min(ta + dt, nextBucketStart(tf, t) - 1)) as Candle;
          const [final] = market.simCandles(s, tf, start, start + 1);
          if (final === undefined || a === undefined) throw new Error('missing bar');
          expect(a.openTime).toBe(final.openTime);
          expect(a.open).toBe(final.open);
          expect(a.high).toBeLessThanOrEqual(b.high);
          expect(a.low).toBeGreaterThanOrEqual(b.low);
          expect(a.volume).toBeLessThanOrEqual(b.volume);
          expect(b.high).toBeLessThanOrEqual(final.high);
          expect(b.low).toBeGreaterThanOrEqual(final.low);
          expect(b.volume).toBeLessThanOrEqual(final.volume);
          expect(a.close).toBeGreaterThanOrEqual(a.low);
          expect(a.close).toBeLessThanOrEqual(a.high);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('at a 5m boundary equals the aggregation of the closed 5m bars; is a pure function of now', () => {
    const now = base + 10 * DAY_MS + 123 * 300_000;
    const fives = market.simCandles('ETHUSDT', '5m', bucketStart('1d', now), now);
    expect(market.simFormingBar('ETHUSDT', '1d', now)).toEqual(aggregateCandles(fives, '1d')[0]);
    const t = now + 61_234;
    const fresh = createSimMarket({ seed: 7, symbols: ['ETHUSDT'] });
    expect(fresh.simFormingBar('ETHUSDT', '1h', t)).toEqual(market.simFormingBar('ETHUSDT', '1h', t));
    const forming5 = market.simFormingBar('ETHUSDT', '5m', t) as Candle;
    expect(forming5.openTime).toBe(now);
    expect(forming5.volume).toBeGreaterThan(0);
    const month = market.simFormingBar('ETHUSDT', '1M', t) as Candle;
    const days = market.simCandles('ETHUSDT', '1d', bucketStart('1M', t), bucketStart('1d', t));
    expect(month.open).toBe(days[0]?.open);
    expect(month.high).toBeGreaterThanOrEqual(Math.max(...days.map((c) => c.high)));
    expect(month.volume).toBeGreaterThan(days.reduce((v, c) => v + c.volume, 0));
  });
});
