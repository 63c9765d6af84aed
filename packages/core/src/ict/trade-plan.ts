import { cappedTp2, placedStop } from './trade-targets.ts';
import type { HtfBias, IctParams, IctTradePlan, IctZone, ImpulseLeg } from './types.ts';

/** Distance beyond the leg's origin swing of the stop, in ATR(5m,14). */
const STOP_ATR_BUFFER = 0.1;

export interface TradePlanInput {
  score: number;
  bias: HtfBias;
  leg: ImpulseLeg | null;
  ote: { low: number; high: number } | null;
  zone: IctZone | null;
  atr: number | null;
  /**
   * The liquidity the engine knows at the evaluation: buy-side (highs: PDH, Asia high, 5m and 4h swing
   * highs, the dealing range's high) and sell-side (the lows likewise). TP2 is drawn from the side
   * the trade runs to.
   */
  liquidity: { highs: readonly number[]; lows: readonly number[] };
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
 * The trade a setup generates (docs/analytics.md §3.9), or null. Needs score ≥ `trade_generation_threshold`,
 * a directional bias, a leg in that direction with its OTE zone, an ATR and a price. Entry zone = the
 * OTE zone, narrowed to its overlap with the matched FVG/breaker/BPR zone when they overlap. Stop =
 * beyond the leg's origin swing by 0.1·ATR, and never closer to the fill than `stopMinAtr`·ATR
 * (`placedStop`; fill = entry_high for Bullish, entry_low for Bearish). TP1 = the leg's extreme.
 * TP2 = the nearest opposing liquidity beyond TP1 within `tp2MaxR`·R of the fill, else that cap
 * (`cappedTp2`); null when TP1 itself is at or beyond the cap. Null unless the level invariant
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
  const fill = bull ? entryHigh : entryLow;
  const structural = bull ? leg.fromPrice - STOP_ATR_BUFFER * atr : leg.fromPrice + STOP_ATR_BUFFER * atr;
  const stopLoss = placedStop(bias, fill, structural, atr, params.stopMinAtr);
  const takeProfit1 = leg.toPrice;
  const side = bull ? input.liquidity.highs : input.liquidity.lows;
  const takeProfit2 = cappedTp2(bias, fill, stopLoss, takeProfit1, side, params.tp2MaxR);
  if (takeProfit2 === null) return null;
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
