import type { OpenInterestPoint, PositioningHistoryResponse, PositioningSnapshotRow } from '@app/contracts';
import type { PositioningMetric, PositioningSnapshot } from '@app/core';
import type { PositioningHistoryRows } from '../../repositories/positioning-repository.ts';

const iso = (ms: number) => new Date(ms).toISOString();
const isoOrNull = (ms: number | null) => (ms === null ? null : iso(ms));

/** A core snapshot as the API row (docs/positioning.md §2). */
export function snapshotRowDto(
  symbol: string,
  exchange: string,
  s: PositioningSnapshot,
): PositioningSnapshotRow {
  return {
    symbol,
    exchange,
    as_of: iso(s.asOf),
    funding_rate: s.fundingRate,
    funding_interval_hours: s.fundingIntervalHours,
    funding_time: isoOrNull(s.fundingTime),
    next_funding_time: isoOrNull(s.nextFundingTime),
    predicted_funding_rate: s.predictedFundingRate,
    open_interest: s.openInterest,
    open_interest_value: s.openInterestValue,
    oi_change_1h_pct: s.oiChange1hPct,
    oi_change_4h_pct: s.oiChange4hPct,
    oi_change_24h_pct: s.oiChange24hPct,
    long_short_ratio: s.longShortRatio,
    top_trader_long_short_ratio: s.topTraderLongShortRatio,
    taker_buy_sell_ratio: s.takerBuySellRatio,
    liquidations_24h_long_usd: s.liquidations24hLongUsd,
    liquidations_24h_short_usd: s.liquidations24hShortUsd,
  };
}

const metricDto = (m: PositioningMetric): OpenInterestPoint => ({
  time: iso(m.time),
  open_interest: m.openInterest,
  open_interest_value: m.openInterestValue,
  long_short_ratio: m.longShortRatio,
  top_trader_long_short_ratio: m.topTraderLongShortRatio,
  top_trader_account_ratio: m.topTraderAccountRatio,
  taker_buy_sell_ratio: m.takerBuySellRatio,
});

/** One symbol's stored history as the API body. */
export function historyDto(rows: PositioningHistoryRows): PositioningHistoryResponse {
  return {
    funding: rows.funding.map((f) => ({ time: iso(f.time), rate: f.rate, interval_hours: f.intervalHours })),
    open_interest: rows.metrics.map(metricDto),
    liquidations: rows.liquidations.map((l) => ({
      time: iso(l.time),
      long_usd: l.longUsd,
      short_usd: l.shortUsd,
    })),
  };
}
