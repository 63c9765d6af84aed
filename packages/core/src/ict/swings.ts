import type { Candle } from '../candles/types.ts';
import type { Swing } from './types.ts';

function isExtreme(bars: readonly Candle[], i: number, n: number, kind: Swing['kind']): boolean {
  const v = kind === 'high' ? (bars[i] as Candle).high : (bars[i] as Candle).low;
  for (let k = i - n; k <= i + n; k++) {
    if (k === i) continue;
    const w = kind === 'high' ? (bars[k] as Candle).high : (bars[k] as Candle).low;
    if (kind === 'high' ? w >= v : w <= v) return false;
  }
  return true;
}

/**
 * Swing points (docs/analytics.md §3): a swing high at bar i when `high[i]` is strictly the highest of
 * bars i−n … i+n (a swing low likewise with the lows), counted by position in the series (a gap in
 * the data is not filled). A swing is confirmed at the close of bar i+n (`confirmedAt`), so bars
 * within n of either end of the series never qualify. Result in time order; a bar that is both
 * (an outside bar) gives the high first.
 */
export function findSwings(bars: readonly Candle[], n: number, barMs: number): Swing[] {
  const out: Swing[] = [];
  for (let i = n; i + n < bars.length; i++) {
    const bar = bars[i] as Candle;
    const confirmedAt = (bars[i + n] as Candle).openTime + barMs;
    if (isExtreme(bars, i, n, 'high'))
      out.push({ kind: 'high', time: bar.openTime, price: bar.high, confirmedAt });
    if (isExtreme(bars, i, n, 'low'))
      out.push({ kind: 'low', time: bar.openTime, price: bar.low, confirmedAt });
  }
  return out;
}
