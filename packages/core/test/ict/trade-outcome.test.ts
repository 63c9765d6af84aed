import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HOUR_MS, MINUTE_MS } from '../../src/candles/timeframe.ts';
import type { Candle } from '../../src/candles/types.ts';
import {
  advanceTrade,
  newTradeState,
  TRADE_EXPIRY_MS,
  tradeStatusRank,
} from '../../src/ict/trade-outcome.ts';
import type { IctTradePlan, IctTradeState } from '../../src/ict/types.ts';
import { barsFrom, ohlc, T0 } from '../support/ict-test-bars.ts';

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
// fill 110 (entry low), risk 20.
const bear: IctTradePlan = {
  ...bull,
  direction: 'Bearish',
  stopLoss: 130,
  takeProfit1: 90,
  takeProfit2: 70,
};
const run = (plan: IctTradePlan, rows: number[][], now = T0 + 100 * HOUR_MS) =>
  advanceTrade(plan, T0, newTradeState(), barsFrom(T0, M5, rows), now);

describe('advanceTrade', () => {
  it('open → triggered → tp1 → tp2', () => {
    const s = run(bull, [
      [125, 126, 121, 122],
      [122, 123, 119, 121], // into the entry zone
      [121, 141, 120.5, 139], // TP1
      [139, 161, 130, 158], // TP2
      [158, 159, 50, 60], // not judged: closed
    ]);
    expect(s).toEqual({
      status: 'tp2',
      triggeredAt: T0 + M5,
      tp1At: T0 + 2 * M5,
      tp2At: T0 + 3 * M5,
      stoppedAt: null,
      expiredAt: null,
      closedAt: T0 + 3 * M5,
      rMultiple: 2,
      judgedThrough: T0 + 3 * M5,
    });
  });

  it('a target on the triggering bar is not counted; the stop on it is', () => {
    expect(run(bull, [[125, 145, 118, 140]])).toMatchObject({ status: 'triggered', tp1At: null });
    expect(run(bull, [[125, 145, 99, 140]])).toMatchObject({
      status: 'stopped',
      triggeredAt: T0,
      stoppedAt: T0,
      closedAt: T0,
      rMultiple: -1,
    });
  });

  it('a bar reaching both the stop and a target counts the stop', () => {
    const s = run(bull, [
      [125, 126, 119, 121],
      [121, 165, 99, 150],
    ]);
    expect(s).toMatchObject({ status: 'stopped', stoppedAt: T0 + M5, rMultiple: -1, tp1At: null });
  });

  it('TP2 reached straight from triggered sets tp1At too', () => {
    const s = run(bull, [
      [125, 126, 119, 121],
      [121, 165, 119, 150],
    ]);
    expect(s).toMatchObject({ status: 'tp2', tp1At: T0 + M5, tp2At: T0 + M5, rMultiple: 2 });
  });

  it('after TP1 a return to the fill closes the trade as tp1 (also when TP2 is on the same bar)', () => {
    const back = run(bull, [
      [125, 126, 119, 121],
      [121, 141, 121, 139],
      [139, 139, 119.5, 125],
      [125, 170, 125, 165],
    ]);
    expect(back).toMatchObject({ status: 'tp1', tp1At: T0 + M5, closedAt: T0 + 2 * M5, rMultiple: 1 });
    expect(back.judgedThrough).toBe(T0 + 2 * M5);
    const both = run(bull, [
      [125, 126, 119, 121],
      [121, 141, 121, 139],
      [139, 170, 119, 125],
    ]);
    expect(both).toMatchObject({ status: 'tp1', closedAt: T0 + 2 * M5, tp2At: null });
  });

  it('expires 24 h after creation when untriggered', () => {
    const quiet = Array.from({ length: 24 * 12 + 2 }, () => [130, 131, 129, 130]);
    const s = run(bull, quiet);
    expect(s).toMatchObject({
      status: 'expired',
      expiredAt: T0 + TRADE_EXPIRY_MS,
      closedAt: T0 + TRADE_EXPIRY_MS,
      judgedThrough: T0 + TRADE_EXPIRY_MS,
      rMultiple: null,
    });
    expect(run(bull, quiet.slice(0, 288))).toMatchObject({ status: 'open', judgedThrough: T0 + 287 * M5 });
  });

  it('judges only bars at or after creation, closed at now, newer than judgedThrough', () => {
    const bars = [
      ohlc(T0 - M5, 120, 121, 90, 95),
      ohlc(T0, 125, 126, 119, 121),
      ohlc(T0 + M5, 121, 141, 121, 139),
    ];
    expect(advanceTrade(bull, T0, newTradeState(), bars, T0 + M5)).toMatchObject({
      status: 'triggered',
      judgedThrough: T0,
    });
    const judged: IctTradeState = { ...newTradeState(), judgedThrough: T0 };
    expect(advanceTrade(bull, T0, judged, bars, T0 + 2 * M5)).toMatchObject({ status: 'open' });
  });

  it('Bearish mirrored', () => {
    const s = run(bear, [
      [105, 106, 104, 105],
      [105, 111, 104, 109], // into the zone (high ≥ 110)
      [109, 110, 89, 92], // TP1
      [92, 109, 91, 100],
      [100, 111, 95, 108], // back to the fill 110: closed as tp1
    ]);
    expect(s).toMatchObject({
      status: 'tp1',
      triggeredAt: T0 + M5,
      tp1At: T0 + 2 * M5,
      closedAt: T0 + 4 * M5,
      rMultiple: 1,
    });
    expect(
      run(bear, [
        [105, 111, 104, 109],
        [109, 131, 60, 100],
      ]),
    ).toMatchObject({ status: 'stopped', rMultiple: -1 });
  });
});

const path = fc.array(
  fc.record({
    move: fc.integer({ min: -8, max: 8 }),
    up: fc.integer({ min: 0, max: 6 }),
    down: fc.integer({ min: 0, max: 6 }),
  }),
  { minLength: 1, maxLength: 400 },
);
function walk(steps: { move: number; up: number; down: number }[], start: number): Candle[] {
  let price = start;
  return steps.map((s, i) => {
    const open = price;
    price = Math.max(1, price + s.move);
    return ohlc(T0 + i * M5, open, Math.max(open, price) + s.up, Math.min(open, price) - s.down, price);
  });
}

describe('advanceTrade properties', () => {
  it('bar by bar equals all at once; statuses only move forward; R matches the status', () => {
    fc.assert(
      fc.property(path, fc.boolean(), fc.integer({ min: 1, max: 7 }), (steps, isBull, chunk) => {
        const plan = isBull ? bull : bear;
        const bars = walk(steps, isBull ? 125 : 105);
        const end = T0 + bars.length * M5;
        const once = advanceTrade(plan, T0, newTradeState(), bars, end);
        let s = newTradeState();
        for (let k = 0; k < bars.length; k += chunk) {
          const next = advanceTrade(plan, T0, s, bars.slice(k, k + chunk), T0 + (k + chunk) * M5);
          expect(tradeStatusRank[next.status]).toBeGreaterThanOrEqual(tradeStatusRank[s.status]);
          if (s.closedAt !== null) expect(next).toEqual(s);
          s = next;
        }
        expect(s).toEqual(once);
        const fill = isBull ? plan.entryHigh : plan.entryLow;
        const r = (t: number) => Math.abs(t - fill) / Math.abs(fill - plan.stopLoss);
        const expectedR = { stopped: -1, tp1: r(plan.takeProfit1), tp2: r(plan.takeProfit2) } as Record<
          string,
          number
        >;
        expect(s.rMultiple).toBe(expectedR[s.status] ?? null);
        const times = [s.triggeredAt, s.tp1At, s.tp2At, s.closedAt].filter((t): t is number => t !== null);
        expect([...times].sort((a, b) => a - b)).toEqual(times);
        if (s.status !== 'open' && s.status !== 'expired') expect(s.triggeredAt).not.toBeNull();
      }),
    );
  });
});
