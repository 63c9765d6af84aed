import { positionOf } from '../cpr/position.ts';
import type { CprLevels, LevelState, LiquidityBiasReasonValue, LiquidityBiasValue } from './types.ts';

export interface LiquidityBiasInput {
  pdh: LevelState;
  pdl: LevelState;
  /** The last price (null without one). */
  price: number | null;
  /** Today's daily CPR (null without yesterday's bars). */
  cpr: CprLevels | null;
}

/**
 * `bias` and `bias_reason` (docs/analytics.md §5), the rules tried in this order:
 * 1. PDL swept and price back above PDL (strictly) → `Bullish`, "PDL swept and reclaimed";
 * 2. PDH swept and price back below PDH (strictly) → `Bearish`, "PDH swept and rejected";
 * 3. otherwise price against today's daily CPR (`positionOf`: an edge is Within): Above →
 *    `Bullish` "Above daily CPR", Below → `Bearish` "Below daily CPR", Within → `Neutral`
 *    "Inside daily CPR".
 * Choices where docs/analytics.md is silent: when both sweeps were reclaimed (price between PDL and PDH
 * after taking both) rule 1 wins, as listed; without a CPR or a price it is `Neutral`, "No daily CPR".
 */
export function liquidityBias({ pdh, pdl, price, cpr }: LiquidityBiasInput): {
  bias: LiquidityBiasValue;
  biasReason: LiquidityBiasReasonValue;
} {
  if (price !== null && pdl.swept && pdl.price !== null && price > pdl.price)
    return { bias: 'Bullish', biasReason: 'PDL swept and reclaimed' };
  if (price !== null && pdh.swept && pdh.price !== null && price < pdh.price)
    return { bias: 'Bearish', biasReason: 'PDH swept and rejected' };
  if (price === null || cpr === null) return { bias: 'Neutral', biasReason: 'No daily CPR' };
  const position = positionOf(price, cpr);
  if (position === 'Above') return { bias: 'Bullish', biasReason: 'Above daily CPR' };
  if (position === 'Below') return { bias: 'Bearish', biasReason: 'Below daily CPR' };
  return { bias: 'Neutral', biasReason: 'Inside daily CPR' };
}
