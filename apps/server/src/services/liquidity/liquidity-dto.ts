import type {
  HitSession,
  LiquidityBias,
  LiquidityBiasReason,
  LiquidityLevelName,
  LiquidityRow,
  SessionBiasLabel,
} from '@app/contracts';
import { type LiquidityAnalysis, liquidityLevelLabels, type SessionId } from '@app/core';
import { isoOfMs, isoOfMsOrNull, isoOrNull } from '../../lib/time.ts';
import type { LiquiditySummaryRow, LiquiditySummaryWrite } from '../../repositories/liquidity-repository.ts';

/** The row a run stores for one symbol's analysis. */
export function summaryWriteOf(symbol: string, a: LiquidityAnalysis): LiquiditySummaryWrite {
  const { pdh, pdl, asiaHigh, asiaLow, londonHigh, londonLow } = a.levels;
  return {
    symbol,
    day: isoOfMs(a.day),
    as_of: isoOfMsOrNull(a.asOf),
    price: a.price,
    pdh: pdh.price,
    pdl: pdl.price,
    asia_high: asiaHigh.price,
    asia_low: asiaLow.price,
    london_high: londonHigh.price,
    london_low: londonLow.price,
    pdh_swept: pdh.swept,
    pdl_swept: pdl.swept,
    asia_high_swept: asiaHigh.swept,
    asia_low_swept: asiaLow.swept,
    london_high_swept: londonHigh.swept,
    london_low_swept: londonLow.swept,
    pdh_hit_at: isoOfMsOrNull(pdh.hitAt),
    pdl_hit_at: isoOfMsOrNull(pdl.hitAt),
    asia_high_hit_at: isoOfMsOrNull(asiaHigh.hitAt),
    asia_low_hit_at: isoOfMsOrNull(asiaLow.hitAt),
    london_high_hit_at: isoOfMsOrNull(londonHigh.hitAt),
    london_low_hit_at: isoOfMsOrNull(londonLow.hitAt),
    hit_events: a.hitEvents.map((e) => ({
      level: liquidityLevelLabels[e.level],
      price: e.price,
      hit_at: e.hitAt,
      session: e.session,
    })),
    bias: a.bias,
    bias_reason: a.biasReason,
    cpr_top: a.cpr?.top ?? null,
    cpr_mid: a.cpr?.mid ?? null,
    cpr_bottom: a.cpr?.bottom ?? null,
    session_bias: a.sessionBias,
  };
}

/** One `sniperflow/summary` row from its stored row. */
export function liquidityRowDto(r: LiquiditySummaryRow): LiquidityRow {
  return {
    symbol: r.symbol,
    pdh: r.pdh,
    pdl: r.pdl,
    asia_high: r.asiaHigh,
    asia_low: r.asiaLow,
    london_high: r.londonHigh,
    london_low: r.londonLow,
    pdh_swept: r.pdhSwept,
    pdl_swept: r.pdlSwept,
    asia_high_swept: r.asiaHighSwept,
    asia_low_swept: r.asiaLowSwept,
    london_high_swept: r.londonHighSwept,
    london_low_swept: r.londonLowSwept,
    pdh_hit_at: isoOrNull(r.pdhHitAt),
    pdl_hit_at: isoOrNull(r.pdlHitAt),
    asia_high_hit_at: isoOrNull(r.asiaHighHitAt),
    asia_low_hit_at: isoOrNull(r.asiaLowHitAt),
    london_high_hit_at: isoOrNull(r.londonHighHitAt),
    london_low_hit_at: isoOrNull(r.londonLowHitAt),
    bias: r.bias as LiquidityBias,
    bias_reason: r.biasReason as LiquidityBiasReason,
    cpr_top: r.cprTop,
    cpr_mid: r.cprMid,
    cpr_bottom: r.cprBottom,
    session_bias: r.sessionBias as Partial<Record<SessionId, SessionBiasLabel>>,
    hit_events: r.hitEvents.map((e) => ({
      level: e.level as LiquidityLevelName,
      price: e.price,
      hit_at: isoOfMs(e.hit_at),
      session: e.session as HitSession,
    })),
    price: r.price,
    day: r.day.toISOString(),
    as_of: isoOrNull(r.asOf),
  };
}
