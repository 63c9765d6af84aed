import type { Candle } from '../../candles/types.ts';
import type { Cpr } from '../types.ts';

/**
 * Whether a completed day is a *trend day* (docs/analytics.md §2): its close lies outside that day's CPR
 * (close > top or close < bottom) and `|close − open| ≥ 0.5·(high − low)`. A day with no range
 * (high = low) is not a trend day.
 */
export function isTrendDay(candle: Candle, cpr: Pick<Cpr, 'top' | 'bottom'>): boolean {
  const range = candle.high - candle.low;
  if (!(range > 0)) return false;
  const outside = candle.close > cpr.top || candle.close < cpr.bottom;
  return outside && Math.abs(candle.close - candle.open) >= 0.5 * range;
}
