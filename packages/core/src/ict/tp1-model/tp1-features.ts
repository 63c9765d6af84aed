import { HOUR_MS } from '../../candles/timeframe.ts';
import { targetR } from '../honest-r.ts';
import { tradeFill } from '../trade-plan.ts';
import type { IctAnalysis, IctTradePlan } from '../types.ts';

/**
 * The feature groups of the P(TP1) model (docs/analytics.md §3.10 "P(TP1)"), each a list of named columns, in
 * column order. Every feature is known when the trade is generated (the analysis and its plan).
 */
export const tp1FeatureGroups = {
  /** The trade's geometry in ATR(5m, 14) units and in R. */
  geometry: [
    'log_risk_atr',
    'log_tp1_r',
    'log_tp2_r',
    'log_zone_atr',
    'log_entry_distance_atr',
    'log_leg_atr',
  ],
  /** Where price sits in the 4h dealing range, for the trade's direction; the age of the 4h break. */
  htf: ['pd_with_trade', 'pd_against_trade', 'range_position_for_trade', 'log_break_age_h'],
  /** Price in the OTE zone, and the gap behind `fvg_type`. */
  ltf: ['ltf_ote', 'fvg_two_sided', 'fvg_breaker', 'fvg_one_sided'],
  /** A liquidity sweep in the last 24 bars, and how long ago its reclaim was. */
  sweep: ['liquidity_sweep', 'sweep_age_h'],
  /**
   * The session of the generation time, by the default session hours (Asia 00–07, London 07–13,
   * New York 13–21 UTC; 21–24 is the baseline).
   */
  session: ['asia', 'london', 'new_york'],
  /** Long (1) or short (0). */
  direction: ['long'],
  /** The spec score (0 to 10). */
  score: ['score'],
} as const;

export type Tp1FeatureGroup = keyof typeof tp1FeatureGroups;

/** Every column name, in order. */
export const tp1FeatureNames: readonly string[] = Object.values(tp1FeatureGroups).flat();

/** The column indices of each group. */
export function tp1GroupColumns(group: Tp1FeatureGroup): number[] {
  return tp1FeatureGroups[group].map((name) => tp1FeatureNames.indexOf(name));
}

const SWEEP_WINDOW_H = 2;
const log = (x: number) => Math.log(Math.max(x, 1e-6));

/**
 * The feature vector (`tp1FeatureNames` order) of the trade a setup generated: geometry from the plan,
 * the ATR and the price; context from the analysis; the session from `asOf`. Pure; the analysis
 * reads no bar after `asOf`, so nor does this. Missing context (no dealing range, no structure break,
 * no sweep) takes a neutral value (position ½, age 0, sweep age = the 2 h sweep window).
 */
export function tp1Features(a: IctAnalysis, plan: IctTradePlan): number[] {
  const bull = plan.direction === 'Bullish';
  const atr = a.atr ?? Math.abs(tradeFill(plan) - plan.stopLoss);
  const fill = tradeFill(plan);
  const price = a.price ?? fill;
  const entryDistance = bull ? price - fill : fill - price;
  const leg = a.leg ? Math.abs(a.leg.toPrice - a.leg.fromPrice) : 0;
  const withTrade = bull ? 'Discount' : 'Premium';
  const against = bull ? 'Premium' : 'Discount';
  const position = a.dealingRange?.position ?? 0.5;
  const breakAge = a.structureBreakAt === null ? 0 : Math.max(0, a.asOf - a.structureBreakAt) / HOUR_MS;
  const sweep = a.sweeps.at(-1);
  const sweepAge = sweep ? Math.max(0, a.asOf - sweep.reclaimedAt) / HOUR_MS : SWEEP_WINDOW_H;
  const hour = new Date(a.asOf).getUTCHours();
  return [
    log(Math.abs(fill - plan.stopLoss) / atr),
    log(targetR(plan, plan.takeProfit1)),
    log(targetR(plan, plan.takeProfit2)),
    Math.log1p((plan.entryHigh - plan.entryLow) / atr),
    Math.log1p(Math.max(0, entryDistance) / atr),
    Math.log1p(leg / atr),
    a.htfPdArray === withTrade ? 1 : 0,
    a.htfPdArray === against ? 1 : 0,
    bull ? position : 1 - position,
    Math.log1p(breakAge),
    a.ltfOte ? 1 : 0,
    a.fvgType === 'Two Sided FVG' ? 1 : 0,
    a.fvgType === 'Breaker FVG' ? 1 : 0,
    a.fvgType === 'One Sided FVG' ? 1 : 0,
    a.liquiditySweep ? 1 : 0,
    Math.min(sweepAge, SWEEP_WINDOW_H),
    hour < 7 ? 1 : 0,
    hour >= 7 && hour < 13 ? 1 : 0,
    hour >= 13 && hour < 21 ? 1 : 0,
    bull ? 1 : 0,
    a.score,
  ];
}
