import { describe, expect, it } from 'vitest';
import { exponential, fatTail, studentT4Quantile } from '../../src/sim/distributions.ts';
import { hashString, mixSeed, mulberry32 } from '../../src/sim/prng.ts';

describe('prng', () => {
  it('mulberry32 is deterministic and roughly uniform', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const xs = Array.from({ length: 20000 }, () => a());
    expect(Array.from({ length: 20000 }, () => b())).toEqual(xs);
    const mean = xs.reduce((s, x) => s + x, 0) / xs.length;
    expect(Math.abs(mean - 0.5)).toBeLessThan(0.01);
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...xs)).toBeLessThan(1);
    expect(mulberry32(43)()).not.toBe(mulberry32(42)());
  });

  it('mixSeed and hashString are stable and order-sensitive', () => {
    expect(hashString('BTCUSDT')).toBe(hashString('BTCUSDT'));
    expect(hashString('BTCUSDT')).not.toBe(hashString('ETHUSDT'));
    expect(mixSeed(1, 2, 3)).toBe(mixSeed(1, 2, 3));
    expect(mixSeed(1, 2, 3)).not.toBe(mixSeed(1, 3, 2));
  });
});

describe('distributions', () => {
  it('t(4) quantiles match tables (0.975 → 2.776, 0.995 → 4.604)', () => {
    expect(studentT4Quantile(0.975)).toBeCloseTo(2.776, 3);
    expect(studentT4Quantile(0.995)).toBeCloseTo(4.604, 3);
    expect(studentT4Quantile(0.5)).toBe(0);
    expect(studentT4Quantile(0.1)).toBeCloseTo(-studentT4Quantile(0.9), 12);
  });

  it('fatTail has mean 0, variance ≈ 1 and fat tails; exponential has mean 1', () => {
    const rng = mulberry32(7);
    const xs = Array.from({ length: 100000 }, () => fatTail(rng()));
    const mean = xs.reduce((s, x) => s + x, 0) / xs.length;
    const variance = xs.reduce((s, x) => s + (x - mean) ** 2, 0) / xs.length;
    const kurtosis = xs.reduce((s, x) => s + (x - mean) ** 4, 0) / xs.length / variance ** 2;
    expect(Math.abs(mean)).toBeLessThan(0.02);
    expect(Math.abs(variance - 1)).toBeLessThan(0.1);
    expect(kurtosis).toBeGreaterThan(4);
    const es = Array.from({ length: 50000 }, () => exponential(rng()));
    expect(Math.abs(es.reduce((s, x) => s + x, 0) / es.length - 1)).toBeLessThan(0.03);
  });
});
