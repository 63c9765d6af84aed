import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MINUTE_MS } from '../../src/candles/timeframe.ts';
import { feeR, honestR, honestRAfterFees, targetR } from '../../src/ict/honest-r.ts';
import { advanceTrade, newTradeState } from '../../src/ict/trade-outcome.ts';
import type { IctTradePlan } from '../../src/ict/types.ts';
import { barsFrom, T0 } from '../support/ict-test-bars.ts';

const M5 = 5 * MINUTE_MS;
// fill 120 (entry high), risk 20: TP1 is 1R, TP2 2R.
const bull: IctTradePlan = {
  direction: 'Bullish',
  entryLow: 110,
  entryHigh: 120,
  stopLoss: 100,
  takeProfit1: 140,
  takeProfit2: 160,
  legFromTime: 0,
  legToTime: 1,
};
// fill 110 (entry low), risk 20: TP1 1R, TP2 3R.
const bear: IctTradePlan = { ...bull, direction: 'Bearish', stopLoss: 130, takeProfit1: 90, takeProfit2: 50 };
const run = (plan: IctTradePlan, rows: number[][]) =>
  advanceTrade(plan, T0, newTradeState(), barsFrom(T0, M5, rows), T0 + rows.length * M5);

describe('honestR', () => {
  it('stopped before TP1 is −1', () => {
    expect(
      honestR(
        bull,
        run(bull, [
          [125, 126, 119, 121],
          [121, 122, 99, 100],
        ]),
      ),
    ).toBe(-1);
  });

  it('TP1 then back to the fill keeps half of TP1', () => {
    const s = run(bull, [
      [125, 126, 119, 121],
      [121, 141, 121, 139],
      [139, 139, 119, 120],
    ]);
    expect(s).toMatchObject({ status: 'tp1', rMultiple: 1 });
    expect(honestR(bull, s)).toBe(0.5);
  });

  it('TP1 still live is unknown', () => {
    const s = run(bull, [
      [125, 126, 119, 121],
      [121, 141, 121, 139],
    ]);
    expect(s.closedAt).toBeNull();
    expect(honestR(bull, s)).toBeNull();
  });

  it('TP2 is half of TP1 plus half of TP2 (the spec R keeps the whole of TP2)', () => {
    const s = run(bear, [
      [105, 111, 104, 109],
      [109, 110, 49, 50],
    ]);
    expect(s).toMatchObject({ status: 'tp2', rMultiple: 3 });
    expect(honestR(bear, s)).toBe(0.5 * 1 + 0.5 * 3);
  });

  it('open, triggered and expired carry none', () => {
    expect(honestR(bull, newTradeState())).toBeNull();
    expect(honestR(bull, run(bull, [[125, 126, 119, 121]]))).toBeNull();
    expect(honestR(bull, { ...newTradeState(), status: 'expired', expiredAt: 1, closedAt: 1 })).toBeNull();
  });

  it('never above the R advanceTrade keeps, never below −1, and −1 only when stopped', () => {
    const bar = fc.tuple(
      fc.double({ min: 80, max: 180, noNaN: true }),
      fc.double({ min: 0, max: 40, noNaN: true }),
    );
    fc.assert(
      fc.property(fc.array(bar, { maxLength: 30 }), fc.constantFrom(bull, bear), (raw, plan) => {
        const rows = raw.map(([low, span]) => [low, low + span, low, low + span / 2]);
        const s = run(plan, rows);
        const r = honestR(plan, s);
        if (r === null) return;
        expect(r).toBeGreaterThanOrEqual(-1);
        expect(r).toBeLessThanOrEqual(s.rMultiple ?? Number.NaN);
        expect(r === -1).toBe(s.status === 'stopped');
      }),
    );
  });

  it('targetR is the distance from the fill in risk units', () => {
    expect(targetR(bull, 160)).toBe(2);
    expect(targetR(bear, 50)).toBe(3);
  });
});

describe('fees in R', () => {
  const plan: IctTradePlan = {
    direction: 'Bullish',
    entryLow: 99,
    entryHigh: 100,
    stopLoss: 98,
    takeProfit1: 103,
    takeProfit2: 106,
    legFromTime: 0,
    legToTime: 0,
  };
  it('charges 2·fee·fill/risk: 0.05 % a side on a 2 % stop is 0.05 R', () => {
    expect(feeR(plan, 0.0005)).toBeCloseTo(0.05, 12);
    const stopped = { ...newTradeState(), status: 'stopped' as const, closedAt: 1, stoppedAt: 1 };
    expect(honestRAfterFees(plan, stopped, 0.0005)).toBeCloseTo(-1.05, 12);
    expect(honestRAfterFees(plan, newTradeState(), 0.0005)).toBeNull();
  });

  it('property: the fee grows as the stop tightens, and is 0 without a fee', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.1, max: 50, noNaN: true }),
        fc.double({ min: 0.1, max: 50, noNaN: true }),
        (a, b) => {
          const near = { ...plan, stopLoss: 100 - Math.min(a, b) / 100 };
          const far = { ...plan, stopLoss: 100 - Math.max(a, b) / 100 };
          expect(feeR(near, 0.0005)).toBeGreaterThanOrEqual(feeR(far, 0.0005));
          expect(feeR(near, 0)).toBe(0);
        },
      ),
    );
  });
});
