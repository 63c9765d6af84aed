import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { targetR } from '../../src/ict/honest-r.ts';
import { defaultIctParams as params } from '../../src/ict/params.ts';
import {
  buildTradePlan,
  type TradePlanInput,
  tradeFill,
  tradeLevelsOrdered,
} from '../../src/ict/trade-plan.ts';
import type { IctTradePlan, ImpulseLeg } from '../../src/ict/types.ts';

const bullLeg: ImpulseLeg = { direction: 'Bullish', fromTime: 1, fromPrice: 100, toTime: 2, toPrice: 200 };
const bearLeg: ImpulseLeg = { direction: 'Bearish', fromTime: 3, fromPrice: 200, toTime: 4, toPrice: 100 };
const bull: TradePlanInput = {
  score: 8,
  bias: 'Bullish',
  leg: bullLeg,
  ote: { low: 121.4, high: 138.2 },
  zone: { kind: 'fvg', direction: 'bullish', low: 130, high: 140, start: 5 },
  atr: 5,
  liquidity: { highs: [250, 230, 190, 210], lows: [50, 90] },
  price: 135,
  params: { ...params, tp2MaxR: 3, stopMinAtr: 1 },
};

/** The invariant spelled out (not through `tradeLevelsOrdered`). */
function expectOrdered(p: IctTradePlan) {
  if (p.direction === 'Bullish') {
    expect(p.stopLoss).toBeLessThan(p.entryLow);
    expect(p.entryLow).toBeLessThanOrEqual(p.entryHigh);
    expect(p.entryHigh).toBeLessThan(p.takeProfit1);
    expect(p.takeProfit1).toBeLessThan(p.takeProfit2);
  } else {
    expect(p.stopLoss).toBeGreaterThan(p.entryHigh);
    expect(p.entryHigh).toBeGreaterThanOrEqual(p.entryLow);
    expect(p.entryLow).toBeGreaterThan(p.takeProfit1);
    expect(p.takeProfit1).toBeGreaterThan(p.takeProfit2);
  }
}

describe('buildTradePlan', () => {
  it('Bullish: entry = OTE ∩ FVG, stop below the origin by 0.1·ATR, TP1 the leg high, TP2 the nearest high beyond it', () => {
    // R = 138.2 − 99.5 = 38.7; the cap 138.2 + 3·38.7 = 254.3; the nearest high beyond 200 is 210.
    expect(buildTradePlan(bull)).toEqual({
      direction: 'Bullish',
      entryLow: 130,
      entryHigh: 138.2,
      stopLoss: 99.5,
      takeProfit1: 200,
      takeProfit2: 210,
      legFromTime: 1,
      legToTime: 2,
    });
  });

  it('TP2 = the cap when no liquidity lies beyond TP1 within it; no trade when TP1 is past the cap', () => {
    const bare = buildTradePlan({ ...bull, liquidity: { highs: [190, 400], lows: [] } });
    expect(bare?.takeProfit2).toBeCloseTo(138.2 + 3 * 38.7, 9);
    expect(buildTradePlan({ ...bull, params: { ...bull.params, tp2MaxR: 1.5 } })).toBeNull();
  });

  it('the stop is widened to stop_min_atr·ATR from the fill when the structure is closer', () => {
    const p = buildTradePlan({ ...bull, atr: 5, params: { ...bull.params, stopMinAtr: 10 } });
    expect(p?.stopLoss).toBeCloseTo(138.2 - 50, 9);
    expect(p?.takeProfit2).toBe(210); // cap 138.2 + 150 = 288.2: 210 is the nearest high beyond TP1
  });

  it('Bearish mirrored, the OTE unnarrowed without an overlapping zone', () => {
    const p = buildTradePlan({
      ...bull,
      bias: 'Bearish',
      leg: bearLeg,
      ote: { low: 161.8, high: 178.6 },
      zone: { kind: 'breaker', direction: 'bearish', low: 120, high: 130, start: 5 },
      price: 170,
    });
    // R = 200.5 − 161.8 = 38.7, the cap 161.8 − 116.1 = 45.7: the nearest low below 100 is 90.
    expect(p).toEqual({
      direction: 'Bearish',
      entryLow: 161.8,
      entryHigh: 178.6,
      stopLoss: 200.5,
      takeProfit1: 100,
      takeProfit2: 90,
      legFromTime: 3,
      legToTime: 4,
    });
  });

  it('null below the threshold, without a directional bias, leg, ATR or price, or past TP1/stop', () => {
    expect(buildTradePlan({ ...bull, score: 6 })).toBeNull();
    expect(buildTradePlan({ ...bull, bias: 'Neutral' })).toBeNull();
    expect(buildTradePlan({ ...bull, bias: 'Bearish' })).toBeNull();
    expect(buildTradePlan({ ...bull, leg: null })).toBeNull();
    expect(buildTradePlan({ ...bull, atr: null })).toBeNull();
    expect(buildTradePlan({ ...bull, price: null })).toBeNull();
    expect(buildTradePlan({ ...bull, price: 200 })).toBeNull();
    expect(buildTradePlan({ ...bull, price: 99.5 })).toBeNull();
  });

  it('null when the levels would not be ordered (stop at the entry)', () => {
    const p = buildTradePlan({ ...bull, atr: 0, ote: { low: 100, high: 110 }, zone: null });
    expect(p).toBeNull();
  });

  it('every plan is ordered, TP2 within the cap, the stop at least the minimum away; a sane setup gives one unless TP1 is past the cap (property)', () => {
    const arb = fc.record({
      bullish: fc.boolean(),
      from: fc.integer({ min: 1, max: 10_000 }),
      size: fc.integer({ min: 10, max: 5_000 }),
      fibLo: fc.integer({ min: 1, max: 98 }),
      fibSpan: fc.integer({ min: 1, max: 50 }),
      atr: fc.double({ min: 0.001, max: 500, noNaN: true }),
      pricePos: fc.double({ min: 0.01, max: 0.99, noNaN: true }),
      zone: fc.option(
        fc.tuple(fc.double({ min: -0.5, max: 1.5, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true })),
      ),
      levels: fc.array(fc.double({ min: -1, max: 4, noNaN: true }), { maxLength: 8 }),
      maxR: fc.double({ min: 1, max: 20, noNaN: true }),
      minAtr: fc.double({ min: 0, max: 10, noNaN: true }),
    });
    fc.assert(
      fc.property(arb, (a) => {
        const fibLow = a.fibLo / 100;
        const fibHigh = Math.min(0.99, fibLow + a.fibSpan / 100);
        const p = {
          ...params,
          fibGoldenLow: fibLow,
          fibGoldenHigh: fibHigh,
          tp2MaxR: a.maxR,
          stopMinAtr: a.minAtr,
        };
        const to = a.bullish ? a.from + a.size : a.from - a.size / 2;
        const lo = Math.min(a.from, to);
        const hi = Math.max(a.from, to);
        const at = (x: number) => lo + x * (hi - lo);
        const leg: ImpulseLeg = {
          direction: a.bullish ? 'Bullish' : 'Bearish',
          fromTime: 0,
          fromPrice: a.from,
          toTime: 1,
          toPrice: to,
        };
        const r = Math.abs(to - a.from);
        const ote = a.bullish
          ? { low: to - fibHigh * r, high: to - fibLow * r }
          : { low: to + fibLow * r, high: to + fibHigh * r };
        const zone = a.zone
          ? {
              kind: 'fvg' as const,
              direction: null,
              low: at(a.zone[0]),
              high: at(a.zone[0] + a.zone[1]),
              start: 0,
            }
          : null;
        const plan = buildTradePlan({
          score: 9,
          bias: leg.direction,
          leg,
          ote,
          zone,
          atr: a.atr,
          liquidity: { highs: a.levels.map(at), lows: a.levels.map(at) },
          price: at(a.pricePos),
          params: p,
        });
        if (plan === null) {
          // The only sane setup without a trade: TP1 at or past the cap (with the widened stop), or
          // the price already at or past the (widened) stop.
          const fill = a.bullish ? ote.high : ote.low;
          const ofZone = zone && Math.max(zone.low, ote.low) <= Math.min(zone.high, ote.high);
          const f = ofZone ? (a.bullish ? Math.min(zone.high, ote.high) : Math.max(zone.low, ote.low)) : fill;
          const risk = Math.max(Math.abs(f - a.from) + 0.1 * a.atr, a.minAtr * a.atr);
          const price = at(a.pricePos);
          const pastStop = a.bullish ? price <= f - risk : price >= f + risk;
          expect(Math.abs(to - f) / risk >= a.maxR * (1 - 1e-9) || pastStop).toBe(true);
          return;
        }
        expectOrdered(plan);
        expect(tradeLevelsOrdered(plan)).toBe(true);
        expect(targetR(plan, plan.takeProfit2)).toBeLessThanOrEqual(a.maxR * (1 + 1e-9));
        expect(Math.abs(tradeFill(plan) - plan.stopLoss)).toBeGreaterThanOrEqual(
          a.minAtr * a.atr * (1 - 1e-9),
        );
      }),
    );
  });
});
