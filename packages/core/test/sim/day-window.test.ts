import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createMarketChain, createSymbolChain } from '../../src/sim/daily-skeleton.ts';
import { DayWindow } from '../../src/sim/growable.ts';
import { SIM_UNIVERSE } from '../../src/sim/universe.ts';

describe('DayWindow', () => {
  it('keeps every written cell while it widens towards older and newer days', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 5_000 }), { minLength: 1, maxLength: 60 }), (days) => {
        const w = new DayWindow(2);
        const written = new Map<number, number>();
        for (const k of days) {
          const at = w.slot(k);
          expect(w.covers(k)).toBe(true);
          (w.cols[0] as Float64Array)[at] = k * 3;
          written.set(k, k * 3);
        }
        for (const [k, v] of written) expect((w.cols[0] as Float64Array)[w.slot(k)]).toBe(v);
        // Never a cell before day 0, and unset cells read NaN.
        expect(w.start).toBeGreaterThanOrEqual(0);
        const unset = [...Array(w.end - w.start).keys()].map((i) => i + w.start).find((k) => !written.has(k));
        if (unset !== undefined) expect((w.cols[1] as Float64Array)[w.slot(unset)]).toBeNaN();
      }),
    );
  });

  it('holds the days asked for, not every day since index 0', () => {
    const w = new DayWindow(5);
    for (let k = 2_100; k < 2_160; k++) w.slot(k);
    expect(w.end - w.start).toBeLessThan(200);
  });
});

describe('the symbol chain over a window of days', () => {
  const spec = SIM_UNIVERSE[0] as (typeof SIM_UNIVERSE)[number];
  const fresh = (k: number) => createSymbolChain(7, 99, spec, createMarketChain(7))(k);

  it('answers any day, in any order, as a chain asked for that day alone', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 900 }), { minLength: 1, maxLength: 25 }), (days) => {
        const chain = createSymbolChain(7, 99, spec, createMarketChain(7));
        for (const k of days) expect(chain(k)).toEqual(fresh(k));
      }),
      { numRuns: 40 },
    );
  });
});
