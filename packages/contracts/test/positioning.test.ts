import { describe, expect, it } from 'vitest';
import {
  PositioningHistoryQuery,
  PositioningHistoryResponse,
  PositioningSnapshotQuery,
  PositioningSnapshotRow,
} from '../src/positioning.ts';

const row = {
  symbol: 'BTCUSDT',
  exchange: 'files',
  as_of: '2025-08-31T23:55:00.000Z',
  funding_rate: 0.0001,
  funding_interval_hours: 8,
  funding_time: '2025-08-31T16:00:00.000Z',
  next_funding_time: null,
  predicted_funding_rate: null,
  open_interest: 88_000,
  open_interest_value: 9.5e9,
  oi_change_1h_pct: 0.5,
  oi_change_4h_pct: null,
  oi_change_24h_pct: -1.2,
  long_short_ratio: 1.6,
  top_trader_long_short_ratio: 1.9,
  taker_buy_sell_ratio: 0.9,
  liquidations_24h_long_usd: null,
  liquidations_24h_short_usd: null,
};

describe('positioning contracts', () => {
  it('a snapshot row keeps nulls as nulls and refuses a missing field', () => {
    expect(PositioningSnapshotRow.parse(row)).toEqual(row);
    const { funding_rate: _dropped, ...missing } = row;
    expect(PositioningSnapshotRow.safeParse(missing).success).toBe(false);
    expect(PositioningSnapshotQuery.safeParse({ x: '1' }).success).toBe(false);
  });

  it('history query: symbol upper-cased, from ≤ to, at most 31 days, unknown keys refused', () => {
    const ok = PositioningHistoryQuery.parse({
      symbol: 'btcusdt',
      from: '2025-08-01T00:00:00Z',
      to: '2025-08-31T00:00:00Z',
    });
    expect(ok.symbol).toBe('BTCUSDT');
    const reversed = PositioningHistoryQuery.safeParse({
      symbol: 'BTC',
      from: '2025-08-02T00:00:00Z',
      to: '2025-08-01T00:00:00Z',
    });
    expect(reversed.success).toBe(false);
    expect(reversed.error?.issues[0]?.message).toBe('from must not be after to.');
    const tooLong = PositioningHistoryQuery.safeParse({
      symbol: 'BTC',
      from: '2025-07-01T00:00:00Z',
      to: '2025-08-02T00:00:00Z',
    });
    expect(tooLong.error?.issues[0]?.message).toBe('from and to must be at most 31 days apart.');
    expect(
      PositioningHistoryQuery.safeParse({ symbol: 'BTC', from: 'yesterday', to: '2025-08-02T00:00:00Z' })
        .success,
    ).toBe(false);
    expect(
      PositioningHistoryQuery.safeParse({
        symbol: 'BTC',
        from: '2025-08-01T00:00:00Z',
        to: '2025-08-02T00:00:00Z',
        tf: '5m',
      }).success,
    ).toBe(false);
  });

  it('history response: three lists', () => {
    const body = {
      funding: [{ time: '2025-08-01T00:00:00.000Z', rate: -0.00001408, interval_hours: 8 }],
      open_interest: [
        {
          time: '2025-08-20T00:00:00.000Z',
          open_interest: 87829.013,
          open_interest_value: 9.9371239e9,
          long_short_ratio: 1.6532,
          top_trader_long_short_ratio: 1.9584,
          top_trader_account_ratio: 1.7539,
          taker_buy_sell_ratio: 1.8776,
        },
      ],
      liquidations: [],
    };
    expect(PositioningHistoryResponse.parse(body)).toEqual(body);
  });
});
