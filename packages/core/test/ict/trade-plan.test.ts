import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultIctParams as params } from '../../src/ict/params.ts';
import { buildTradePlan, type TradePlanInput, tradeLevelsOrdered } from '../../src/ict/trade-plan.ts';
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
  dealingRange: { high: 250, low: 50, position: 0.42 },
  price: 135,
  params,
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
  it('Bullish: entry = OTE ∩ FVG, stop below the origin by 0.1·ATR, TP1 the leg high, TP2 the range high', () => {
    expect(buildTradePlan(bull)).toEqual({
      direction: 'Bullish',
      entryLow: 130,
      entryHigh: 138.2,
      stopLoss: 99.5,
      takeProfit1: 200,
      takeProfit2: 250,
      legFromTime: 1,
      legToTime: 2,
    });
  });

  it('TP2 = 2R from the fill when the range side is nearer than TP1, TP1 + R when 2R is too', () => {
    const near = buildTradePlan({ ...bull, dealingRange: { high: 190, low: 50, position: 0.5 } });
    expect(near?.takeProfit2).toBeCloseTo(138.2 + 2 * 38.7, 9);
    const deep = { ...params, fibGoldenLow: 0.7, fibGoldenHigh: 0.9 };
    const p = buildTradePlan({
      ...bull,
      params: deep,
      ote: { low: 110, high: 130 },
      zone: null,
      dealingRange: null,
    });
    expect(p?.takeProfit2).toBe(200 + 30.5); // 2R = 191 is not beyond TP1 = 200
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
    expect(p).toEqual({
      direction: 'Bearish',
      entryLow: 161.8,
      entryHigh: 178.6,
      stopLoss: 200.5,
      takeProfit1: 100,
      takeProfit2: 50,
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

  it('every plan is ordered, and a sane setup always gives one (property, both directions)', () => {
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
      range: fc.option(
        fc.tuple(fc.double({ min: -1, max: 3, noNaN: true }), fc.double({ min: -1, max: 3, noNaN: true })),
      ),
    });
    fc.assert(
      fc.property(arb, (a) => {
        const fibLow = a.fibLo / 100;
        const fibHigh = Math.min(0.99, fibLow + a.fibSpan / 100);
        const p = { ...params, fibGoldenLow: fibLow, fibGoldenHigh: fibHigh };
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
          dealingRange: a.range
            ? { high: at(Math.max(...a.range)), low: at(Math.min(...a.range)), position: null }
            : null,
          price: at(a.pricePos),
          params: p,
        });
        expect(plan).not.toBeNull();
        if (plan) {
          expectOrdered(plan);
          expect(tradeLevelsOrdered(plan)).toBe(true);
        }
      }),
    );
  });
});
