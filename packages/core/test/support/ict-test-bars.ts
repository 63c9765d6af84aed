import type { Candle } from '../../src/candles/types.ts';

/** Test helper: 2024-01-01 00:00 UTC, a Monday (aligned on every timeframe up to 1d). */
export const T0 = Date.UTC(2024, 0, 1);

/** Test helper: a bar from open/high/low/close (volume 1). */
export function ohlc(openTime: number, open: number, high: number, low: number, close: number): Candle {
  return { openTime, open, high, low, close, volume: 1 };
}

/** Test helper: consecutive bars of `stepMs` from `start`, one per [open, high, low, close]. */
export function barsFrom(start: number, stepMs: number, rows: readonly (readonly number[])[]): Candle[] {
  return rows.map(([o, h, l, c], i) => ohlc(start + i * stepMs, o ?? 0, h ?? 0, l ?? 0, c ?? 0));
}

/**
 * Test helper: bars whose highs (lows = high − 1, open/close inside) follow `highs`, so swing tests
 * read the pattern directly.
 */
export function barsWithHighs(start: number, stepMs: number, highs: readonly number[]): Candle[] {
  return highs.map((h, i) => ohlc(start + i * stepMs, h - 0.5, h, h - 1, h - 0.5));
}
