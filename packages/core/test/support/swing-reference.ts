import type { Candle } from '../../src/candles/types.ts';
import type { Swing } from '../../src/ict/types.ts';

// Test reference: the first definition of swing points, written as the plain check of all 2n
// neighbours of every bar (O(n · bars)). The shipped one skips bars that cannot qualify; the tests
// compare the two on random bars.

function isExtreme(bars: readonly Candle[], i: number, n: number, kind: Swing['kind']): boolean {
  const v = kind === 'high' ? (bars[i] as Candle).high : (bars[i] as Candle).low;
  for (let k = i - n; k <= i + n; k++) {
    if (k === i) continue;
    const w = kind === 'high' ? (bars[k] as Candle).high : (bars[k] as Candle).low;
    if (kind === 'high' ? w >= v : w <= v) return false;
  }
  return true;
}

export function referenceSwings(bars: readonly Candle[], n: number, barMs: number): Swing[] {
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
