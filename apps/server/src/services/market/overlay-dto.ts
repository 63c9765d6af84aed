import type {
  IctBias,
  IctTradeStatus,
  OverlaysResponse,
  OverlayTimeframe,
  OverlayTrade,
} from '@app/contracts';
import { type SymbolOverlays, targetR } from '@app/core';
import { msOrNull } from '../../lib/time.ts';
import type { IctTradeRow } from '../../repositories/ict-repository.ts';
import { planOf } from '../ict/ict-trade-rows.ts';

/** One trade of the overlays from its stored row. */
function overlayTradeOf(row: IctTradeRow): OverlayTrade {
  return {
    id: row.id,
    bias: row.bias as IctBias,
    entry_low: row.entryLow,
    entry_high: row.entryHigh,
    stop_loss: row.stopLoss,
    take_profit_1: row.takeProfit1,
    take_profit_2: row.takeProfit2,
    r_tp1: targetR(planOf(row), row.takeProfit1),
    r_tp2: targetR(planOf(row), row.takeProfit2),
    status: row.status as IctTradeStatus,
    score: row.score,
    created_at: row.createdAt.getTime(),
    triggered_at: msOrNull(row.triggeredAt),
    tp1_at: msOrNull(row.tp1At),
    tp2_at: msOrNull(row.tp2At),
    stopped_at: msOrNull(row.stoppedAt),
    expired_at: msOrNull(row.expiredAt),
    closed_at: msOrNull(row.closedAt),
    r_multiple: row.rMultiple,
  };
}

/** The `market/overlays/` body from core's overlays and the stored trades. */
export function overlaysBody(
  head: { symbol: string; tf: OverlayTimeframe; from: number; to: number },
  o: SymbolOverlays,
  trades: readonly IctTradeRow[],
): OverlaysResponse {
  const cpr = (c: SymbolOverlays['cprs'][number]) => ({
    period: c.period,
    start: c.start,
    end: c.end,
    top: c.top,
    pivot: c.pivot,
    bottom: c.bottom,
    width_pct: c.widthPct,
  });
  return {
    ...head,
    as_of: o.asOf,
    price: o.price,
    cprs: o.cprs.map(cpr),
    virgin_cprs: o.virginCprs.map((v) => ({
      ...cpr(v),
      age_periods: v.agePeriods,
      distance_pct: v.distancePct,
    })),
    sessions: o.sessions.map((d) => ({
      day: d.day,
      pdh: d.pdh,
      pdl: d.pdl,
      asia_high: d.asiaHigh,
      asia_low: d.asiaLow,
      london_high: d.londonHigh,
      london_low: d.londonLow,
      asia_start: d.asiaStart,
      asia_end: d.asiaEnd,
      london_start: d.londonStart,
      london_end: d.londonEnd,
    })),
    fvgs: o.fvgs.map((f) => ({
      start: f.start,
      direction: f.direction,
      top: f.top,
      bottom: f.bottom,
      state: f.state,
      mitigated_at: f.mitigatedAt,
      known_at: f.knownAt,
    })),
    swings: o.swings.map((s) => ({
      time: s.time,
      kind: s.kind,
      price: s.price,
      confirmed_at: s.confirmedAt,
    })),
    leg: o.leg && {
      direction: o.leg.direction,
      from_time: o.leg.fromTime,
      from_price: o.leg.fromPrice,
      to_time: o.leg.toTime,
      to_price: o.leg.toPrice,
    },
    ote: o.ote,
    dealing_range: o.dealingRange,
    trades: trades.map(overlayTradeOf),
  };
}
