import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Candle } from '../../src/candles/types.ts';
import { simulatePositioning } from '../../src/positioning/sim-positioning.ts';

const M5 = 300_000;
const T0 = Date.UTC(2026, 0, 5);

/** 5m bars from a list of per-bar log returns, starting at 100. */
function path(returns: readonly number[]): Candle[] {
  let price = 100;
  return returns.map((r, i) => {
    const open = price;
    price = open * Math.exp(r);
    return {
      openTime: T0 + i * M5,
      open,
      high: Math.max(open, price) * 1.0005,
      low: Math.min(open, price) * 0.9995,
      close: price,
      volume: 1e6,
    };
  });
}

/** A zig-zag of ±σ returns: no trend. */
const flat = (n: number, s = 0.002) => Array.from({ length: n }, (_, i) => (i % 2 === 0 ? s : -s));

describe('simulated positioning (docs/positioning.md §3)', () => {
  it('is deterministic in (seed, symbol, bars)', () => {
    const bars = path(flat(600));
    const a = simulatePositioning('BTCUSDT', bars, T0, T0 + 600 * M5, 3);
    const b = simulatePositioning('BTCUSDT', bars, T0, T0 + 600 * M5, 3);
    expect(a).toEqual(b);
    expect(simulatePositioning('ETHUSDT', bars, T0, T0 + 600 * M5, 3).metrics[0]?.openInterest).not.toBe(
      a.metrics[0]?.openInterest,
    );
    expect(a.metrics).toHaveLength(600);
    expect(a.funding.map((f) => f.time)).toEqual([
      T0 + 8 * 3_600_000,
      T0 + 16 * 3_600_000,
      T0 + 24 * 3_600_000,
      T0 + 32 * 3_600_000,
      T0 + 40 * 3_600_000,
      T0 + 48 * 3_600_000,
    ]);
  });

  it('open interest builds in a trend and drops in a cascade', () => {
    const base = flat(400);
    const trending = path([
      ...base,
      ...Array.from({ length: 200 }, (_, i) => (i % 2 === 0 ? 0.004 : -0.001)),
    ]);
    const sideways = path([...base, ...flat(200)]);
    const until = T0 + 600 * M5;
    const oiTrend = simulatePositioning('X', trending, until, until).metrics[0]?.openInterest ?? 0;
    const oiFlat = simulatePositioning('X', sideways, until, until).metrics[0]?.openInterest ?? 0;
    // in coins against the price 24 h back, the trend's OI is higher
    expect(oiTrend).toBeGreaterThan(oiFlat * 1.1);
    const cascade = path([...base, -0.03, -0.03, -0.03, ...flat(5)]);
    const c = simulatePositioning('X', cascade, T0 + 399 * M5, T0 + 408 * M5).metrics;
    const before = c[0]?.openInterest ?? 0;
    const after = c.at(-1)?.openInterest ?? 0;
    expect(after).toBeLessThan(before * 0.8);
  });

  it('funding follows the premium; liquidations cluster at swept levels', () => {
    const rally = path([...flat(300), ...Array.from({ length: 100 }, () => 0.002)]);
    const up = simulatePositioning('X', rally, T0, T0 + 400 * M5);
    // 100 bars of +0.2 %: 8 h up about 18 %, funding about 0.01 % + 0.09 %
    expect(up.funding.at(-1)?.rate).toBeGreaterThan(0.0005);
    const drop = path([...flat(300), ...Array.from({ length: 100 }, () => -0.002)]);
    const down = simulatePositioning('X', drop, T0, T0 + 400 * M5);
    expect(down.funding.at(-1)?.rate).toBeLessThan(0);
    expect(down.forecast?.nextFundingTime).toBe(T0 + 40 * 3_600_000);
    // a single bar sweeping the 24 h low carries far more long liquidations than the bars around it
    const sweep = path([...flat(300), -0.02, ...flat(10)]);
    const l = simulatePositioning('X', sweep, T0 + 290 * M5, T0 + 311 * M5).liquidations;
    const at = l.find((b) => b.time === T0 + 300 * M5);
    const others = l.filter((b) => b.time !== T0 + 300 * M5).map((b) => b.longUsd);
    expect(at?.longUsd).toBeGreaterThan(10 * Math.max(...others));
    expect(at?.shortUsd).toBe(0);
  });

  it('property: no look-ahead: rows up to t are the same whatever bars follow t', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: -0.02, max: 0.02, noNaN: true }), { minLength: 20, maxLength: 150 }),
        fc.array(fc.double({ min: -0.05, max: 0.05, noNaN: true }), { minLength: 1, maxLength: 30 }),
        (head, tail) => {
          const short = path(head);
          const long = path([...head, ...tail]);
          const t = T0 + head.length * M5;
          const a = simulatePositioning('P', short, T0, t);
          const b = simulatePositioning('P', long, T0, t);
          expect(b).toEqual(a);
          const later = simulatePositioning('P', long, T0, t + tail.length * M5);
          expect(later.metrics.slice(0, a.metrics.length)).toEqual(a.metrics);
          expect(later.liquidations.slice(0, a.liquidations.length)).toEqual(a.liquidations);
          for (const m of later.metrics) expect(m.openInterest).toBeGreaterThan(0);
        },
      ),
      { numRuns: 50 },
    );
  });
});
