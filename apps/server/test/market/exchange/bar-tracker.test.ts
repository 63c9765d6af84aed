import type { Candle } from '@app/core';
import { describe, expect, it } from 'vitest';
import { createBarTracker } from '../../../src/market/exchange/bar-tracker.ts';
import type { CandleUpdate } from '../../../src/market/market-source.ts';

const t0 = Date.UTC(2025, 5, 15, 12, 0);
const bar = (openTime: number, close: number, volume: number): Candle => ({
  openTime,
  open: 1,
  high: 3,
  low: 0.5,
  close,
  volume,
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(start: number, confirm?: (openTime: number) => Candle | undefined) {
  let now = start;
  const updates: CandleUpdate[] = [];
  const tracker = createBarTracker({
    now: () => now,
    emit: (u) => updates.push(u),
    graceMs: 1_000,
    confirm: async (_s, _tf, openTime) => confirm?.(openTime),
  });
  const seen = () => updates.map((u) => [u.candle.openTime === t0 ? 't0' : 't1', u.candle.close, u.closed]);
  return { tracker, updates, seen, advance: (ms: number) => (now += ms) };
}

describe('bar tracker', () => {
  it('closes a bar when the next bar opens, with the last values it saw', () => {
    const { tracker, seen } = setup(t0 + 60_000);
    tracker.update('BTCUSDT', '5m', bar(t0, 2, 10));
    tracker.update('BTCUSDT', '5m', bar(t0, 2.5, 20));
    tracker.update('BTCUSDT', '5m', bar(t0 + 300_000, 2.6, 1));
    expect(seen()).toEqual([
      ['t0', 2, false],
      ['t0', 2.5, false],
      ['t0', 2.5, true],
      ['t1', 2.6, false],
    ]);
  });

  it('closes a bar once its close time plus grace has passed, with confirmed final values, once', async () => {
    const { tracker, seen, advance } = setup(t0 + 299_000, (openTime) => bar(openTime, 2.2, 11));
    tracker.update('BTCUSDT', '5m', bar(t0, 2, 10));
    tracker.tick();
    advance(1_500); // 0.5 s past close: inside the grace period
    tracker.tick();
    await flush();
    advance(1_000);
    tracker.tick();
    tracker.tick();
    await flush();
    tracker.tick();
    await flush();
    tracker.update('BTCUSDT', '5m', bar(t0 + 300_000, 2.6, 1));
    expect(seen()).toEqual([
      ['t0', 2, false],
      ['t0', 2.2, true],
      ['t1', 2.6, false],
    ]);
  });

  it('keeps the last snapshot when the confirmation read fails', async () => {
    const { tracker, seen, advance } = setup(t0 + 299_000, () => {
      throw new Error('exchange down');
    });
    tracker.update('BTCUSDT', '5m', bar(t0, 2, 10));
    advance(5_000);
    tracker.tick();
    await flush();
    expect(seen()).toEqual([
      ['t0', 2, false],
      ['t0', 2, true],
    ]);
  });

  it('re-emits a just-closed bar when a late snapshot changes it, and ignores stale repeats', () => {
    const { tracker, seen, updates } = setup(t0 + 301_000);
    tracker.update('BTCUSDT', '5m', bar(t0, 2, 10)); // polled: already past its close time
    tracker.update('BTCUSDT', '5m', bar(t0, 2, 10));
    tracker.update('BTCUSDT', '5m', bar(t0 + 300_000, 2.6, 1));
    tracker.update('BTCUSDT', '5m', bar(t0, 2.1, 12)); // final trades arrive late
    tracker.update('BTCUSDT', '5m', bar(t0, 2.1, 12));
    tracker.update('BTCUSDT', '5m', bar(t0 - 300_000, 9, 9)); // older than anything tracked
    expect(seen()).toEqual([
      ['t0', 2, true],
      ['t1', 2.6, false],
      ['t0', 2.1, true],
    ]);
    expect(updates.every((u) => u.symbol === 'BTCUSDT' && u.timeframe === '5m')).toBe(true);
  });

  it('keeps symbols and timeframes apart', () => {
    const { tracker, updates } = setup(t0 + 60_000);
    tracker.update('BTCUSDT', '5m', bar(t0, 2, 10));
    tracker.update('ETHUSDT', '5m', bar(t0 + 300_000, 2, 10));
    tracker.update('BTCUSDT', '1h', bar(t0 + 300_000, 2, 10));
    expect(updates.filter((u) => u.closed)).toEqual([]);
  });
});
