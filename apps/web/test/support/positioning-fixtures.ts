import type { PositioningSnapshotRow } from '@app/contracts';
import { json } from './fake-fetch.ts';

/** A snapshot row with every figure null but those given. */
export function positioningRow(
  symbol: string,
  values: Partial<PositioningSnapshotRow> = {},
): PositioningSnapshotRow {
  return {
    symbol,
    exchange: 'binance',
    as_of: '2025-01-03T00:00:00.000Z',
    funding_rate: null,
    funding_interval_hours: null,
    funding_time: null,
    next_funding_time: null,
    predicted_funding_rate: null,
    open_interest: null,
    open_interest_value: null,
    oi_change_1h_pct: null,
    oi_change_4h_pct: null,
    oi_change_24h_pct: null,
    long_short_ratio: null,
    top_trader_long_short_ratio: null,
    taker_buy_sell_ratio: null,
    liquidations_24h_long_usd: null,
    liquidations_24h_short_usd: null,
    ...values,
  };
}

/** The fake route of `positioning/snapshot/` answering `rows`. */
export function positioningRoute(rows: PositioningSnapshotRow[]) {
  return { 'GET positioning/snapshot/': json(200, rows) };
}
