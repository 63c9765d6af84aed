import { describe, expect, it } from 'vitest';
import { statusBadge, statusLabel } from '../../../src/components/trade-status.ts';
import {
  inEntryZone,
  tradeSteps,
  tradeSummary,
  tradesEmptyReason,
} from '../../../src/features/ict-trades/trades-model.ts';
import { trade, trades } from './trades-fixtures.ts';

describe('ICT trade model', () => {
  it('is in the entry zone when current price is between entry low and high, inclusive', () => {
    expect(trades.map(inEntryZone)).toEqual([true, true, false, false, false, false]);
    const zone = { entry_low: 1, entry_high: 2 };
    expect(inEntryZone({ ...zone, current_price: 1 })).toBe(true);
    expect(inEntryZone({ ...zone, current_price: 2 })).toBe(true);
    expect(inEntryZone({ ...zone, current_price: 0.999 })).toBe(false);
    expect(inEntryZone({ ...zone, current_price: 2.001 })).toBe(false);
    expect(inEntryZone({ ...zone, current_price: null })).toBe(false);
  });

  it("reads the server's summary into the summary bar's figures", () => {
    expect(
      tradeSummary({
        trades: 6,
        counts: { open: 1, triggered: 1, tp1: 1, tp2: 1, stopped: 1, expired: 1 },
        tp1_rate: 2 / 3,
        tp2_rate: 1 / 3,
        stop_rate: 1 / 3,
        expired_rate: 1 / 5,
        average_r: 0.25,
      }),
    ).toEqual({
      trades: 6,
      counts: { open: 1, triggered: 1, tp1: 1, tp2: 1, stopped: 1, expired: 1 },
      tp1Rate: 2 / 3,
      tp2Rate: 1 / 3,
      stopRate: 1 / 3,
      expiredRate: 1 / 5,
      averageR: 0.25,
    });
  });

  it('labels statuses and lists the steps taken', () => {
    expect(statusLabel('tp2')).toBe('TP2 hit');
    expect(statusBadge('stopped')).toEqual({ tone: 'danger', outline: false });
    expect(statusBadge('expired')).toEqual({ tone: 'secondary', outline: true });
    expect(tradeSteps(trades[3] ?? trade(0, 'X')).map(([step]) => step)).toEqual([
      'Generated',
      'Triggered',
      'TP1',
      'TP2',
      'Closed',
    ]);
  });

  it('says why the table is empty: filters, loading, a replay without trades, or none yet', () => {
    const replay = {
      loading: false,
      mode: 'replay' as const,
      replay_from: '2025-08-29T00:00:00.000Z',
      data_as_of: '2025-09-01T00:00:00.000Z',
    };
    expect(tradesEmptyReason(3, 3, replay, 'UTC')).toBeNull();
    expect(tradesEmptyReason(3, 0, replay, 'UTC')).toBe('No trade matches the filters.');
    expect(tradesEmptyReason(0, 0, { ...replay, loading: true }, 'UTC')).toMatch(/still loading/);
    expect(tradesEmptyReason(0, 0, replay, 'UTC')).toBe(
      'No setup produced a trade in the replayed days (2025-08-29 00:00 UTC to 2025-09-01 00:00 UTC).',
    );
    expect(tradesEmptyReason(0, 0, { ...replay, replay_from: null }, 'UTC')).toMatch(/not replayed/);
    expect(tradesEmptyReason(0, 0, { ...replay, mode: 'live' }, 'UTC')).toMatch(
      /No A\+ setup has produced a trade yet/,
    );
    expect(tradesEmptyReason(0, 0, undefined, 'UTC')).toMatch(/No A\+ setup/);
    expect(tradesEmptyReason(0, 0, replay, 'UTC', true)).toBeNull();
  });
});
