import { type Candle, DAY_MS } from '@app/core';
import { describe, expect, it } from 'vitest';
import type { IctSetupRow, IctTradeRow } from '../../../src/repositories/ict-repository.ts';
import type { LiquiditySummaryRow } from '../../../src/repositories/liquidity-repository.ts';
import type { VolumeSnapshotRow } from '../../../src/repositories/volume-snapshot-repository.ts';
import {
  type AlertTopicReaderDeps,
  createAlertTopicReader,
  ictSetupId,
} from '../../../src/services/alerts/alert-topic-reader.ts';

const DAY = Date.UTC(2026, 2, 11);
const NOW = DAY + 13 * 3_600_000;
const bar = (openTime: number, high: number, low: number, close: number): Candle => ({
  openTime,
  open: close,
  high,
  low,
  close,
  volume: 1,
});

/** Stub repositories: rows as the modules store them (only the fields the reader reads matter). */
function deps(rows: {
  daily?: Candle[];
  today?: Candle;
  fives?: Candle[];
  rule?: { marginAtr: number; closes: number };
  liquidity?: Partial<LiquiditySummaryRow>[];
  volume?: Partial<VolumeSnapshotRow>[];
  setups?: Partial<IctSetupRow>[];
  trades?: Partial<IctTradeRow>[];
}): AlertTopicReaderDeps {
  return {
    source: 'simulated',
    symbols: { listActive: async () => [{ symbol: 'BTCUSDT' }] as never },
    cprInputs: {
      dailyCandles: async () => new Map([['BTCUSDT', rows.daily ?? []]]),
      intradayDays: async () =>
        new Map([['BTCUSDT', rows.today ? [{ candle: rows.today, lastOpenTime: NOW - 300_000 }] : []]]),
      forming5m: async () => new Map(),
      fiveMinuteCandles: async () => new Map([['BTCUSDT', rows.fives ?? []]]),
    },
    cprCrossRule: async () => rows.rule ?? { marginAtr: 0, closes: 1 },
    liquidity: { readSummaries: async () => (rows.liquidity ?? []) as LiquiditySummaryRow[] },
    volume: { latestPerSymbol: async () => (rows.volume ?? []) as VolumeSnapshotRow[] },
    ict: {
      readSetups: async () => (rows.setups ?? []) as IctSetupRow[],
      recentTrades: async () => (rows.trades ?? []) as IctTradeRow[],
    },
  };
}

describe('the alert topic reader', () => {
  it('reads the CPR topic from the daily bars with today built from the 5m bars', async () => {
    const daily = Array.from({ length: 40 }, (_, i) => bar(DAY - (40 - i) * DAY_MS, 110, 90, 104));
    const reader = createAlertTopicReader(deps({ daily, today: bar(DAY, 99, 95, 96) }));
    const states = await reader.read('cpr', NOW, new Map());
    // Yesterday H 110, L 90, C 104 → daily CPR [100, 102.67]; today's 99/95, last 96: below, untouched.
    expect(states.get('BTCUSDT')?.['1d']).toMatchObject({
      start: DAY,
      bottom: 100,
      side: 'below',
      virgin: true,
    });
  });

  it('confirms a CPR cross under the settings rule, the margin in the 5m ATR of the closed 5m bars', async () => {
    const daily = Array.from({ length: 40 }, (_, i) => bar(DAY - (40 - i) * DAY_MS, 110, 90, 104));
    // 5m bars of range 1 (ATR 1); today's last close 103 is 0.33 above the daily CPR top 102.67.
    const fives = Array.from({ length: 60 }, (_, i) => bar(NOW - (60 - i) * 300_000, 103.5, 102.5, 103));
    const below = {
      '1d': {
        start: DAY,
        top: 102.67,
        bottom: 100,
        virgin: false,
        side: 'below',
        run: 3,
        lastSide: 'below',
        previousVirgin: false,
      },
    };
    const prev = new Map([['BTCUSDT', below as never]]);
    const read = (rule: { marginAtr: number; closes: number }) =>
      createAlertTopicReader(deps({ daily, today: bar(DAY, 103.5, 95, 103), fives, rule })).read(
        'cpr',
        NOW,
        prev,
      );
    expect((await read({ marginAtr: 0, closes: 1 })).get('BTCUSDT')?.['1d']).toMatchObject({
      side: 'above',
      lastSide: 'above',
    });
    expect((await read({ marginAtr: 0.25, closes: 1 })).get('BTCUSDT')?.['1d']).toMatchObject({
      side: 'above',
      lastSide: 'above',
    });
    expect((await read({ marginAtr: 0.5, closes: 1 })).get('BTCUSDT')?.['1d']).toMatchObject({
      side: 'above',
      lastSide: 'below',
    });
  });

  it('reads the levels swept today, the newest volume snapshot and the ICT setups and trades', async () => {
    const reader = createAlertTopicReader(
      deps({
        liquidity: [
          {
            symbol: 'BTCUSDT',
            day: new Date(DAY),
            hitEvents: [{ level: 'pdh', price: 101, hit_at: DAY + 600_000, session: 'asia' }],
          },
        ],
        volume: [{ symbol: 'BTCUSDT', status: 'Active', alertTriggered: true, takenAt: new Date(NOW) }],
        setups: [
          {
            symbol: 'BTCUSDT',
            htfBias: 'Bullish',
            htfPdArray: 'Discount',
            fvgType: 'Bullish FVG',
            ltfOte: true,
            liquiditySweep: false,
            score: 9,
            label: 'A Setup',
            asOf: new Date(NOW),
          },
        ],
        trades: [
          {
            id: 7,
            symbol: 'BTCUSDT',
            status: 'tp1',
            bias: 'Bullish',
            entryLow: 100,
            entryHigh: 100.5,
            stopLoss: 99,
            takeProfit1: 102,
            takeProfit2: 104,
            createdAt: new Date(NOW - 7_200_000),
            triggeredAt: new Date(NOW - 3_600_000),
            tp1At: new Date(NOW - 600_000),
            tp2At: null,
            stoppedAt: null,
            expiredAt: null,
          },
        ],
      }),
    );
    expect((await reader.read('liquidity', NOW, new Map())).get('BTCUSDT')).toEqual({
      day: DAY,
      swept: { pdh: { price: 101, at: DAY + 600_000 } },
    });
    expect((await reader.read('volume', NOW, new Map())).get('BTCUSDT')).toEqual({
      status: 'Active',
      alert: true,
      at: NOW,
    });
    const ict = (await reader.read('ict', NOW, new Map())).get('BTCUSDT');
    expect(ict).toEqual({
      setup: { id: 'Bullish|Discount', score: 9, at: NOW, label: 'A Setup' },
      trades: {
        '7': {
          status: 'tp1',
          at: NOW - 600_000,
          levels: {
            bias: 'Bullish',
            entryLow: 100,
            entryHigh: 100.5,
            stopLoss: 99,
            takeProfit1: 102,
            takeProfit2: 104,
          },
        },
      },
    });
  });

  it('names a setup by its higher-timeframe context, not its confirmations', () => {
    const base = { htfBias: 'Bearish', htfPdArray: 'Premium' };
    expect(ictSetupId(base)).toBe('Bearish|Premium');
    expect(ictSetupId({ ...base, htfPdArray: 'Discount' })).not.toBe(ictSetupId(base));
  });
});
