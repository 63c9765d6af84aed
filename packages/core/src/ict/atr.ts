import type { Candle } from '../candles/types.ts';

/**
 * Wilder's average true range over `bars` (ATR(5m,14) in docs/analytics.md §3): the true range of a bar
 * is max(high − low, |high − previous close|, |low − previous close|), so the first bar only supplies
 * a close; the ATR starts as the mean of the first `period` true ranges and then follows
 * ATR ← (ATR·(period − 1) + TR)/period. Null with fewer than `period + 1` bars. The engine passes
 * a fixed window (the last 288 closed 5m bars), so the value does not depend on how much older
 * history a caller holds; after 288 bars the seed's weight is (13/14)^274 ≈ 2e-9.
 */
export function wilderAtr(bars: readonly Candle[], period = 14): number | null {
  if (bars.length < period + 1) return null;
  let sum = 0;
  let atr = 0;
  for (let i = 1; i < bars.length; i++) {
    const bar = bars[i] as Candle;
    const prevClose = (bars[i - 1] as Candle).close;
    const tr = Math.max(bar.high - bar.low, Math.abs(bar.high - prevClose), Math.abs(bar.low - prevClose));
    if (i < period) {
      sum += tr;
    } else if (i === period) {
      atr = (sum + tr) / period;
    } else {
      atr = (atr * (period - 1) + tr) / period;
    }
  }
  return atr;
}
