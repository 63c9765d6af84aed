import type { Candle } from '../candles/types.ts';
import type { HtfBias, Swing } from './types.ts';

export interface HtfStructure {
  bias: HtfBias;
  /** Open time of the 4h bar whose close made the latest break, or null. */
  structureBreakAt: number | null;
}

/**
 * `htf_bias` (docs/analytics.md §3): walks the 4h bars in order; at each bar the latest swing high and
 * low confirmed before that bar's close are the structure. A close above the latest swing high is
 * a bullish break of structure, a close below the latest swing low a bearish one; the bias is the
 * direction of the most recent break, `Neutral` without one. A swing level breaks once: the first
 * close beyond it is the break (`structureBreakAt`), later closes beyond the same level are not new
 * breaks — a new break needs a newer swing. `swings` are those found on `bars` (the caller's
 * window: the last 60 closed 4h bars), in time order.
 */
export function htfStructure(bars: readonly Candle[], swings: readonly Swing[], barMs: number): HtfStructure {
  let next = 0;
  let high: Swing | null = null;
  let low: Swing | null = null;
  let highBroken = false;
  let lowBroken = false;
  let result: HtfStructure = { bias: 'Neutral', structureBreakAt: null };
  for (const bar of bars) {
    const closeTime = bar.openTime + barMs;
    while (next < swings.length && (swings[next] as Swing).confirmedAt < closeTime) {
      const s = swings[next] as Swing;
      if (s.kind === 'high') {
        high = s;
        highBroken = false;
      } else {
        low = s;
        lowBroken = false;
      }
      next += 1;
    }
    if (high !== null && !highBroken && bar.close > high.price) {
      highBroken = true;
      result = { bias: 'Bullish', structureBreakAt: bar.openTime };
    }
    if (low !== null && !lowBroken && bar.close < low.price) {
      lowBroken = true;
      result = { bias: 'Bearish', structureBreakAt: bar.openTime };
    }
  }
  return result;
}
