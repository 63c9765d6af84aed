import { type Candle, DAY_MS, defaultCprMaps, priceChangePct } from '@app/core';
import { describe, expect, it } from 'vitest';
import type { SymbolCprInputs } from '../../../src/services/cpr/cpr-inputs.ts';
import { computeCprState } from '../../../src/services/cpr/cpr-state.ts';

const DAY = Date.UTC(2025, 7, 31);
const bar = (openTime: number, open: number, close: number): Candle => ({
  openTime,
  open,
  high: Math.max(open, close) + 1,
  low: Math.min(open, close) - 1,
  close,
  volume: 10,
});
/** A data set that ends at 00:00 UTC: closed daily bars up to yesterday, no bar of the clock's day. */
const input: SymbolCprInputs = {
  symbol: 'BTCUSDT',
  daily: [bar(DAY - 2 * DAY_MS, 100, 104), bar(DAY - DAY_MS, 104, 108), bar(DAY, 108.5, 107.95)],
  intraday: [],
  priceTime: DAY + DAY_MS - 300_000,
};
const insight = (mode: 'live' | 'replay', now = DAY + DAY_MS) =>
  computeCprState([input], now, defaultCprMaps, null, mode).state.insights[0];

describe('computeCprState: the watchlist change reference', () => {
  it('live at 00:00 has no open yet: no change', () => {
    expect(insight('live')?.todayOpen).toBeNull();
  });

  it('a replayed data set at its 00:00 clock counts from the last complete day open', () => {
    const row = insight('replay');
    expect(row?.todayOpen).toBe(108.5);
    expect(row?.price).toBe(107.95);
    expect(priceChangePct(row?.price ?? null, row?.todayOpen ?? null)).toBeCloseTo(-0.55 / 108.5, 12);
  });
});
