import type { DealingRange, HtfBias, IctParams, IctTradePlan, IctZone, ImpulseLeg } from './types.ts';

/** Distance beyond the leg's origin swing of the stop, in ATR(5m,14). */
export const STOP_ATR_BUFFER = 0.1;

export interface TradePlanInput {
  score: number;
  bias: HtfBias;
  leg: ImpulseLeg | null;
  ote: { low: number; high: number } | null;
  zone: IctZone | null;
  atr: number | null;
  dealingRange: DealingRange | null;
  price: number | null;
  params: IctParams;
}

/** The fill price of a plan: the first price of the entry zone a retracement reaches. */
export function tradeFill(plan: IctTradePlan): number {
  return plan.direction === 'Bullish' ? plan.entryHigh : plan.entryLow;
}

/**
 * The level invariant (docs/analytics.md §3): Bullish `stop < entry_low ≤ entry_high < TP1 < TP2`,
 * Bearish `stop > entry_high ≥ entry_low > TP1 > TP2`; every level finite.
 */
export function tradeLevelsOrdered(plan: IctTradePlan): boolean {
  const { entryLow: lo, entryHigh: hi, stopLoss: sl, takeProfit1: t1, takeProfit2: t2 } = plan;
  if (![lo, hi, sl, t1, t2].every(Number.isFinite)) return false;
  return plan.direction === 'Bullish'
    ? sl < lo && lo <= hi && hi < t1 && t1 < t2
    : sl > hi && hi >= lo && lo > t1 && t1 > t2;
}

/**
 * The trade a setup generates (docs/analytics.md §3), or null. Needs score ≥ `trade_generation_threshold`,
 * a directional bias, a leg in that direction with its OTE zone, an ATR and a price. Entry zone = the
 * OTE zone, narrowed to its overlap with the matched FVG/breaker/BPR zone when they overlap. Stop =
 * beyond the leg's origin swing by 0.1·ATR. TP1 = the leg's extreme. TP2 = the far side of the
 * dealing range (its high for Bullish, low for Bearish); when that is not beyond TP1 (or the range is
 * unknown), 2R from the fill (R = |fill − stop|, fill = entry_high for Bullish, entry_low for
 * Bearish); when 2R is not beyond TP1 either, TP1 + R (mirrored). Null unless the level invariant
 * holds, and null when price is already at or beyond TP1 or the stop.
 */
export function buildTradePlan(input: TradePlanInput): IctTradePlan | null {
  const { bias, leg, ote, zone, atr, price, params } = input;
  if (input.score < params.tradeGenerationThreshold || bias === 'Neutral') return null;
  if (leg === null || leg.direction !== bias || ote === null || atr === null || price === null) return null;
  const bull = bias === 'Bullish';
  let entryLow = ote.low;
  let entryHigh = ote.high;
  if (zone !== null && Math.max(zone.low, ote.low) <= Math.min(zone.high, ote.high)) {
    entryLow = Math.max(zone.low, ote.low);
    entryHigh = Math.min(zone.high, ote.high);
  }
  const stopLoss = bull ? leg.fromPrice - STOP_ATR_BUFFER * atr : leg.fromPrice + STOP_ATR_BUFFER * atr;
  const takeProfit1 = leg.toPrice;
  const fill = bull ? entryHigh : entryLow;
  const risk = Math.abs(fill - stopLoss);
  const beyondTp1 = (x: number) => (bull ? x > takeProfit1 : x < takeProfit1);
  const rangeSide = input.dealingRange ? (bull ? input.dealingRange.high : input.dealingRange.low) : null;
  const twoR = bull ? fill + 2 * risk : fill - 2 * risk;
  const takeProfit2 =
    rangeSide !== null && beyondTp1(rangeSide)
      ? rangeSide
      : beyondTp1(twoR)
        ? twoR
        : bull
          ? takeProfit1 + risk
          : takeProfit1 - risk;
  const plan: IctTradePlan = {
    direction: bias,
    entryLow,
    entryHigh,
    stopLoss,
    takeProfit1,
    takeProfit2,
    legFromTime: leg.fromTime,
    legToTime: leg.toTime,
  };
  if (!tradeLevelsOrdered(plan)) return null;
  const pastTarget = bull ? price >= takeProfit1 : price <= takeProfit1;
  const pastStop = bull ? price <= stopLoss : price >= stopLoss;
  return pastTarget || pastStop ? null : plan;
}
