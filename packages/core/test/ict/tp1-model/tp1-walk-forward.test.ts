import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS } from '../../../src/candles/timeframe.ts';
import { type Tp1Sample, tp1WalkForward } from '../../../src/ict/tp1-model/tp1-walk-forward.ts';

const T0 = Date.UTC(2025, 0, 1);

function lcg(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** Trades every `stepH` hours whose TP1 chance rises with x[0] (informative) or ignores it. */
function samples(n: number, informative: boolean, seed = 1, stepH = 1): Tp1Sample[] {
  const rnd = lcg(seed);
  return Array.from({ length: n }, (_, i) => {
    const x0 = rnd() * 2 - 1;
    const noise = rnd();
    const p = informative ? 1 / (1 + Math.exp(-3 * x0)) : 0.35;
    const triggered = rnd() < 0.9;
    const generatedAt = T0 + i * stepH * HOUR_MS;
    return {
      generatedAt,
      x: [x0, noise],
      outcome: triggered
        ? { y: rnd() < p ? 1 : 0, resolvedAt: generatedAt + (1 + rnd() * 30) * HOUR_MS }
        : null,
    };
  });
}

// Each walk-forward refits a logistic model per simulated day: seconds on a loaded machine.
describe('tp1WalkForward', { timeout: 60_000 }, () => {
  it('serves nothing until enough outcomes, then the base rate, then the model when it beats it', () => {
    const s = samples(3000, true);
    const f = tp1WalkForward(s, { minOutcomes: 200, minHeldOut: 200 });
    expect(f).toHaveLength(s.length);
    expect(f[0]).toEqual({ p: null, served: 'none', model: null, base: null, raw: null });
    const firstBase = f.findIndex((x) => x.served === 'base_rate');
    const firstModel = f.findIndex((x) => x.served === 'model');
    expect(firstBase).toBeGreaterThan(0);
    expect(firstModel).toBeGreaterThan(firstBase);
    expect(f.slice(-500).every((x) => x.served === 'model')).toBe(true);
    for (const x of f) if (x.served === 'base_rate') expect(x.p).toBe(x.base);
    for (const x of f) if (x.served === 'model') expect(x.p).toBe(x.model);
    // the served model ranks: high x0 gets a higher chance
    const late = s.slice(-500).map((x, i) => [x.x[0] as number, f[f.length - 500 + i]?.p as number]);
    const hi = late.filter(([x]) => (x as number) > 0.5).map(([, p]) => p as number);
    const lo = late.filter(([x]) => (x as number) < -0.5).map(([, p]) => p as number);
    expect(Math.min(...hi)).toBeGreaterThan(Math.max(...lo));
  });

  it('keeps the base rate when the features carry nothing', () => {
    const f = tp1WalkForward(samples(3000, false, 7), { minOutcomes: 200, minHeldOut: 200 });
    const late = f.slice(-1000);
    expect(late.filter((x) => x.served === 'base_rate').length).toBeGreaterThan(500);
    for (const x of late) expect(x.base).toBeGreaterThan(0.25);
  });

  it('the base rate is the TP1 share of the outcomes resolved before the refit', () => {
    const s = samples(1500, true, 3);
    const f = tp1WalkForward(s, { minOutcomes: 100 });
    const i = 1200;
    const refit = Math.floor((s[i] as Tp1Sample).generatedAt / DAY_MS) * DAY_MS;
    const known = s.filter((x) => x.outcome && x.outcome.resolvedAt < refit);
    const rate = known.filter((x) => x.outcome?.y === 1).length / known.length;
    expect(f[i]?.base).toBeCloseTo(rate, 12);
  });

  it('no look-ahead: changing outcomes resolved at or after a trade was generated never changes its forecast', () => {
    const base = samples(900, true, 11, 2);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: base.length - 1 }),
        fc.array(fc.tuple(fc.boolean(), fc.double({ min: 0, max: 40, noNaN: true })), {
          minLength: base.length,
          maxLength: base.length,
        }),
        (k, changes) => {
          const tk = (base[k] as Tp1Sample).generatedAt;
          const changed = base.map((s, i) => {
            if (!s.outcome || s.outcome.resolvedAt < tk) return s;
            const [flip, delayH] = changes[i] as [boolean, number];
            return {
              ...s,
              outcome: {
                y: (flip ? 1 - s.outcome.y : s.outcome.y) as 0 | 1,
                resolvedAt: tk + delayH * HOUR_MS,
              },
            };
          });
          const opts = { minOutcomes: 100, minHeldOut: 100 };
          expect(tp1WalkForward(changed, opts)[k]).toEqual(tp1WalkForward(base, opts)[k]);
        },
      ),
      { numRuns: 12 },
    );
  }, 60_000);

  it('a forecast is a probability, and the order of the input does not matter', () => {
    const s = samples(1200, true, 5);
    const f = tp1WalkForward(s, { minOutcomes: 100, minHeldOut: 100 });
    for (const x of f) if (x.p !== null) expect(x.p > 0 && x.p < 1).toBe(true);
    const reversed = tp1WalkForward([...s].reverse(), { minOutcomes: 100, minHeldOut: 100 }).reverse();
    expect(reversed.map((x) => x.p)).toEqual(f.map((x) => x.p));
  });
});
