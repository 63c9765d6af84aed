import fc from 'fast-check';
import type { Candle } from '../../src/candles/types.ts';

/** Test helper: a sane OHLCV bar (low ≤ open, close ≤ high; integer quote volume) at `openTime`. */
export function candleAt(
  openTime: number,
  o: number,
  c: number,
  wickUp: number,
  wickDown: number,
  v: number,
) {
  return {
    openTime,
    open: o,
    high: Math.max(o, c) + wickUp,
    low: Math.min(o, c) - wickDown,
    close: c,
    volume: v,
  } satisfies Candle;
}

/**
 * Test helper: a sorted series of bars of `stepMs` starting at an aligned time in 2023–2025, with
 * random holes (missing bars), random prices and integer volumes. fast-check keeps series short
 * (about a dozen bars) unless `size` is 'max', which draws lengths up to `maxBars`.
 */
export function candleSeries(
  stepMs: number,
  maxBars: number,
  size?: fc.SizeForArbitrary,
): fc.Arbitrary<Candle[]> {
  const from = Date.UTC(2023, 0, 1) / stepMs;
  const to = Date.UTC(2025, 11, 1) / stepMs;
  const bar = fc.record({
    skip: fc.integer({ min: 0, max: 20 }),
    o: fc.integer({ min: 1000, max: 2000 }),
    c: fc.integer({ min: 1000, max: 2000 }),
    up: fc.integer({ min: 0, max: 50 }),
    down: fc.integer({ min: 0, max: 50 }),
    v: fc.integer({ min: 1, max: 1_000_000 }),
  });
  return fc
    .tuple(fc.integer({ min: from, max: to }), fc.array(bar, { minLength: 1, maxLength: maxBars, size }))
    .map(([startIdx, bars]) => {
      let idx = startIdx;
      return bars.map((b) => {
        idx += b.skip > 17 ? b.skip : 1;
        return candleAt(idx * stepMs, b.o, b.c, b.up, b.down, b.v);
      });
    });
}
