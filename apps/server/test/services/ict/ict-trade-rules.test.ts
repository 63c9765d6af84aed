import { defaultTradeRules } from '@app/core';
import { describe, expect, it } from 'vitest';
import type { IctTradeInsert, IctTradeRow } from '../../../src/repositories/ict-repository.ts';
import { admittedInserts, knownTradesOf } from '../../../src/services/ict/ict-trade-rules.ts';

const T = Date.UTC(2025, 6, 1, 10);
const insert = (symbol: string, bias: 'Bullish' | 'Bearish', legFromTime: number): IctTradeInsert => ({
  symbol,
  bias,
  entryLow: 100,
  entryHigh: 101,
  stopLoss: 99,
  takeProfit1: 103,
  takeProfit2: 104,
  currentPrice: 102,
  reasons: [],
  score: 8,
  label: 'Strong Bullish',
  legFromTime,
  legToTime: legFromTime + 1,
  createdAt: T,
  tp1Features: [],
  tp1Forecast: { p: null, served: 'none', model: null, base: null, raw: null },
});
const row = (id: number, over: Partial<IctTradeRow>) =>
  ({
    id,
    symbol: 'BTCUSDT',
    bias: 'Bullish',
    createdAt: new Date(T - 3_600_000),
    closedAt: null,
    stoppedAt: null,
    ...over,
  }) as IctTradeRow;

describe('one trade per idea in the scan', () => {
  it('admits one of two candidates of a symbol and direction, none beside a live one', () => {
    const both = [
      insert('ETHUSDT', 'Bullish', 1),
      insert('ETHUSDT', 'Bullish', 2),
      insert('ETHUSDT', 'Bearish', 3),
    ];
    expect(admittedInserts([], both, defaultTradeRules).map((t) => t.legFromTime)).toEqual([1, 3]);
    const known = knownTradesOf([], [row(1, {})], []);
    expect(admittedInserts(known, [insert('BTCUSDT', 'Bullish', 5)], defaultTradeRules)).toEqual([]);
  });

  it("judges live trades at this scan's state: closed by a stop now, the cool-down starts", () => {
    const known = knownTradesOf(
      [],
      [row(1, {})],
      [
        {
          id: 1,
          currentPrice: 98,
          status: 'stopped',
          triggeredAt: T - 1_800_000,
          tp1At: null,
          tp2At: null,
          stoppedAt: T,
          expiredAt: null,
          closedAt: T,
          rMultiple: -1,
          judgedThrough: T - 300_000,
        },
      ],
    );
    expect(known[0]).toMatchObject({ closedAt: T, stoppedAt: T });
    expect(admittedInserts(known, [insert('BTCUSDT', 'Bearish', 5)], defaultTradeRules)).toEqual([]);
    expect(admittedInserts(known, [insert('SOLUSDT', 'Bearish', 5)], defaultTradeRules)).toHaveLength(1);
  });
});
