import { createSimMarket } from '@app/core';
import { describe, expect, it } from 'vitest';
import type { CandleUpdate } from '../../../src/market/market-source.ts';
import {
  marketTimeAt,
  resolveSimClock,
  type SimClockAnchor,
} from '../../../src/market/simulated/sim-clock.ts';
import { createSimulatedSource, type Timers } from '../../../src/market/simulated/simulated-source.ts';

const T0 = Date.UTC(2026, 2, 10, 12, 1, 0); // 12:01 UTC
const MIN = 60_000;

function anchorAt(wall: number, speed = 1): SimClockAnchor {
  return resolveSimClock(undefined, speed, wall).anchor;
}

/** Timers driven by hand: `advance(ms)` moves the wall clock and fires what is due, in order. */
function manualTimers(start: number) {
  let wall = start;
  const pending: { at: number; run: () => void; id: number }[] = [];
  let next = 0;
  const timers: Timers = {
    setTimeout: (run, ms) => {
      next += 1;
      pending.push({ at: wall + ms, run, id: next });
      return next;
    },
    clearTimeout: (id) => {
      const i = pending.findIndex((p) => p.id === id);
      if (i >= 0) pending.splice(i, 1);
    },
  };
  const advance = (ms: number) => {
    const end = wall + ms;
    for (;;) {
      pending.sort((a, b) => a.at - b.at);
      const due = pending[0];
      if (!due || due.at > end) break;
      pending.shift();
      wall = due.at;
      due.run();
    }
    wall = end;
  };
  return { timers, advance, now: () => wall, pending: () => pending.length };
}

describe('sim clock', () => {
  it('runs SIM_SPEED times faster than the wall clock from its anchor', () => {
    const anchor = anchorAt(T0, 4);
    expect(anchor.listingAnchorMs).toBe(Date.UTC(2026, 2, 1));
    expect(marketTimeAt(anchor, T0)).toBe(T0);
    expect(marketTimeAt(anchor, T0 + MIN)).toBe(T0 + 4 * MIN);
  });

  it('keeps a stored anchor and re-anchors without a jump when the speed changes', () => {
    const stored = anchorAt(T0, 2);
    expect(resolveSimClock(stored, 2, T0 + 10 * MIN)).toEqual({ anchor: stored, changed: false });
    const { anchor, changed } = resolveSimClock(stored, 1, T0 + 10 * MIN);
    expect(changed).toBe(true);
    expect(marketTimeAt(anchor, T0 + 10 * MIN)).toBe(T0 + 20 * MIN);
    expect(marketTimeAt(anchor, T0 + 11 * MIN)).toBe(T0 + 21 * MIN);
    expect(anchor.listingAnchorMs).toBe(stored.listingAnchorMs);
  });
});

describe('simulated source', () => {
  const source = (wall: () => number, speed = 1, timers?: Timers) =>
    createSimulatedSource({
      seed: 7,
      clock: anchorAt(T0, speed),
      symbols: 3,
      wallNow: wall,
      timers,
      formingIntervalMs: 3000,
    });

  it('lists symbols with base asset and cap', async () => {
    const list = await source(() => T0).listSymbols();
    expect(list).toHaveLength(3);
    expect(list[0]).toEqual({ symbol: 'BTCUSDT', base: 'BTC', marketCap: 1.3e12 });
  });

  it('serves closed bars equal to the simulated market, then the forming bar', async () => {
    const src = source(() => T0 + 2 * MIN); // 12:03
    const bars = await src.fetchCandles('BTCUSDT', '5m', T0 - 61 * MIN, 100);
    const market = createSimMarket({ seed: 7, symbols: 3, listingAnchor: Date.UTC(2026, 2, 1) });
    const closed = market.simCandles('BTCUSDT', '5m', T0 - 61 * MIN, Date.UTC(2026, 2, 10, 12, 0));
    expect(bars.slice(0, -1)).toEqual(closed);
    expect(bars.at(-1)?.openTime).toBe(Date.UTC(2026, 2, 10, 12, 0));
    expect(bars.at(-1)).toEqual(market.simFormingBar('BTCUSDT', '5m', T0 + 2 * MIN));
    // A limit that stops before the end serves closed bars only.
    expect(await src.fetchCandles('BTCUSDT', '5m', T0 - 61 * MIN, 5)).toEqual(closed.slice(0, 5));
    expect(await src.fetchCandles('NOPEUSDT', '5m', 0, 5)).toEqual([]);
  });

  it('watch: forming 5m bar every interval, closed 5m and 1h bars right at their close', async () => {
    const clock = manualTimers(Date.UTC(2026, 2, 10, 11, 52, 0));
    const src = createSimulatedSource({
      seed: 7,
      clock: anchorAt(clock.now()),
      symbols: 2,
      wallNow: clock.now,
      timers: clock.timers,
      formingIntervalMs: 3000,
    });
    const seen: { at: number; u: CandleUpdate }[] = [];
    const stop = await src.watch(['BTCUSDT', 'ETHUSDT', 'UNKNOWN'], (u) => seen.push({ at: clock.now(), u }));
    clock.advance(9 * MIN); // to 12:01
    const closed = seen.filter((s) => s.u.closed);
    const closeTimes = closed.map(
      (s) => `${s.u.timeframe}@${new Date(s.u.candle.openTime).toISOString().slice(11, 16)}`,
    );
    expect(closeTimes).toEqual(['5m@11:50', '5m@11:50', '5m@11:55', '5m@11:55', '1h@11:00', '1h@11:00']);
    // Each closed bar is reported within 10 ms of its close.
    for (const s of closed) {
      const closeAt = s.u.candle.openTime + (s.u.timeframe === '5m' ? 5 : 60) * MIN;
      expect(s.at - closeAt).toBeGreaterThanOrEqual(0);
      expect(s.at - closeAt).toBeLessThan(10);
    }
    const forming = seen.filter((s) => !s.u.closed && s.u.symbol === 'BTCUSDT');
    const gaps = forming.slice(1).map((s, i) => s.at - (forming[i] as { at: number }).at);
    expect(Math.max(...gaps)).toBeLessThanOrEqual(3005);
    expect(forming.every((s) => s.u.timeframe === '5m')).toBe(true);
    await stop();
    expect(clock.pending()).toBe(0);
    const count = seen.length;
    clock.advance(10 * MIN);
    expect(seen.length).toBe(count);
  });

  it('watch: a consumer that throws is reported, never thrown from the timer, and the feed goes on', async () => {
    const clock = manualTimers(Date.UTC(2026, 2, 10, 11, 52, 0));
    const errors: unknown[] = [];
    const src = createSimulatedSource({
      seed: 7,
      clock: anchorAt(clock.now()),
      symbols: 1,
      wallNow: clock.now,
      timers: clock.timers,
      formingIntervalMs: 3000,
      onError: (error) => errors.push(error),
    });
    let calls = 0;
    const stop = await src.watch(['BTCUSDT'], () => {
      calls += 1;
      throw new Error('consumer failed');
    });
    expect(() => clock.advance(MIN)).not.toThrow();
    expect(errors.length).toBeGreaterThan(5);
    expect(calls).toBe(errors.length);
    await stop();
  });

  it('watch at SIM_SPEED 10 closes a 5m bar every 30 s of wall time', async () => {
    const clock = manualTimers(Date.UTC(2026, 2, 10, 12, 0, 0));
    const src = createSimulatedSource({
      seed: 7,
      clock: anchorAt(clock.now(), 10),
      symbols: 1,
      wallNow: clock.now,
      timers: clock.timers,
    });
    const closes: number[] = [];
    await src.watch(['BTCUSDT'], (u) => {
      if (u.closed && u.timeframe === '5m') closes.push(u.candle.openTime);
    });
    clock.advance(2 * MIN + 1000);
    expect(closes.map((t) => (t - Date.UTC(2026, 2, 10, 12, 0)) / MIN)).toEqual([0, 5, 10, 15]);
    await src.close();
  });
});
