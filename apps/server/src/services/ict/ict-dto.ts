import type {
  FvgType,
  IctBias,
  IctBreakdown,
  IctLabel,
  IctReason,
  IctSetup,
  IctTrade,
  IctTradeStatus,
  PdArray,
  Tp1Served,
} from '@app/contracts';
import { honestR, type IctAnalysis, type Tp1Forecast, targetR } from '@app/core';
import { isoOfMs, isoOrNull } from '../../lib/time.ts';
import type { IctSetupRow, IctSetupWrite, IctTradeRow } from '../../repositories/ict-repository.ts';
import { planOf, stateOf } from './ict-trade-rows.ts';

/** The breakdown the API serves (contracts `IctBreakdown`) from one analysis. */
function breakdownOf(a: IctAnalysis): IctBreakdown {
  return {
    points: a.reasons.map(({ reason, points }) => ({ reason, points })),
    dealing_range: a.dealingRange,
    leg: a.leg && {
      direction: a.leg.direction,
      from_time: isoOfMs(a.leg.fromTime),
      from_price: a.leg.fromPrice,
      to_time: isoOfMs(a.leg.toTime),
      to_price: a.leg.toPrice,
    },
    ote: a.ote,
    zone: a.zone && {
      kind: a.zone.kind,
      direction: a.zone.direction,
      low: a.zone.low,
      high: a.zone.high,
      start: isoOfMs(a.zone.start),
    },
    sweep: (() => {
      const last = a.sweeps.at(-1);
      return last
        ? {
            level: last.level,
            price: last.price,
            swept_at: isoOfMs(last.sweptAt),
            reclaimed_at: isoOfMs(last.reclaimedAt),
          }
        : null;
    })(),
    atr: a.atr,
  };
}

/** The row the scan stores for one symbol's analysis, with the P(TP1) of its plan's trade. */
export function setupWriteOf(symbol: string, a: IctAnalysis, tp1Forecast: Tp1Forecast | null): IctSetupWrite {
  return {
    symbol,
    htfBias: a.htfBias,
    htfPdArray: a.htfPdArray,
    ltfOte: a.ltfOte,
    fvgType: a.fvgType,
    liquiditySweep: a.liquiditySweep,
    score: a.score,
    reasons: a.reasons.map((r) => r.reason),
    label: a.label,
    price: a.price,
    asOf: a.asOf,
    breakdown: breakdownOf(a),
    tp1Forecast,
  };
}

/** `p_tp1` and `p_tp1_served` from a stored forecast (none for rows stored before the model). */
const tp1Fields = (f: Tp1Forecast | null): { p_tp1: number | null; p_tp1_served: Tp1Served } => ({
  p_tp1: f?.p ?? null,
  p_tp1_served: f?.served ?? 'none',
});

/** One `ict/setups/` row from its stored row. */
export function setupDto(row: IctSetupRow): IctSetup {
  return {
    symbol: row.symbol,
    htf_bias: row.htfBias as IctBias,
    htf_pd_array: row.htfPdArray as PdArray,
    ltf_ote: row.ltfOte,
    fvg_type: row.fvgType as FvgType,
    liquidity_sweep: row.liquiditySweep,
    score: row.score,
    reasons: row.reasons as IctReason[],
    label: row.label as IctLabel,
    price: row.price,
    as_of: row.asOf.toISOString(),
    breakdown: row.breakdown as IctBreakdown,
    ...tp1Fields(row.tp1Forecast),
  };
}

/** One `ict/trades/` row from its stored row. */
export function tradeDto(row: IctTradeRow): IctTrade {
  return {
    id: row.id,
    symbol: row.symbol,
    bias: row.bias as IctBias,
    entry_low: row.entryLow,
    entry_high: row.entryHigh,
    stop_loss: row.stopLoss,
    take_profit_1: row.takeProfit1,
    take_profit_2: row.takeProfit2,
    r_tp1: targetR(planOf(row), row.takeProfit1),
    r_tp2: targetR(planOf(row), row.takeProfit2),
    current_price: row.currentPrice,
    reasons: row.reasons as IctReason[],
    created_at: row.createdAt.toISOString(),
    score: row.score,
    label: row.label as IctLabel,
    status: row.status as IctTradeStatus,
    triggered_at: isoOrNull(row.triggeredAt),
    tp1_at: isoOrNull(row.tp1At),
    tp2_at: isoOrNull(row.tp2At),
    stopped_at: isoOrNull(row.stoppedAt),
    expired_at: isoOrNull(row.expiredAt),
    closed_at: isoOrNull(row.closedAt),
    r_multiple: row.rMultiple,
    honest_r: honestR(planOf(row), stateOf(row)),
    ...tp1Fields(row.tp1Forecast),
    updated_at: row.updatedAt.toISOString(),
  };
}
