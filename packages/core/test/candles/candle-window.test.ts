import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CandleWindow } from '../../src/candles/candle-window.ts';
import type { Candle } from '../../src/candles/types.ts';

const double = fc.double({ noDefaultInfinity: true, noNaN: true });
const candle = fc.record({
  openTime: fc.integer({ min: 0, max: 10_000 }),
  open: double,
  high: double,
  low: double,
  close: double,
  volume: double,
});

/** What a bar window cache does to its windows: appends of read bars and filters on open times. */
const step = fc.oneof(
  fc.record({ kind: fc.constant('append' as const), bars: fc.array(candle, { maxLength: 40 }) }),
  fc.record({
    kind: fc.constant('keep' as const),
    from: fc.integer({ min: -10, max: 10_010 }),
    to: fc.integer({ min: -10, max: 10_010 }),
  }),
);

const bar = (openTime: number): Candle => ({
  openTime,
  open: openTime + 0.1,
  high: openTime + 0.2,
  low: openTime - 0.3,
  close: openTime + 0.05,
  volume: 1e9 + openTime,
});

describe('CandleWindow', () => {
  it('yields exactly the bars an array of Candle objects would, for any sequence of appends and filters', () => {
    fc.assert(
      fc.property(fc.array(candle, { maxLength: 30 }), fc.array(step, { maxLength: 30 }), (first, steps) => {
        const window = new CandleWindow(first);
        let model: Candle[] = [...first];
        for (const s of steps) {
          if (s.kind === 'append') {
            window.append(s.bars);
            model = [...model, ...s.bars];
          } else {
            window.keepWithin(s.from, s.to);
            model = model.filter((b) => b.openTime >= s.from && b.openTime < s.to);
          }
          expect(window.length).toBe(model.length);
          expect(window.lastOpenTime()).toBe(model.at(-1)?.openTime);
        }
        // Object.is equality: -0 and every double come back bit for bit (plain objects: fast-check's
        // records have no prototype).
        expect(window.toCandles()).toStrictEqual(model.map((b) => ({ ...b })));
      }),
    );
  });

  it('hands out new objects: changing one does not change the window', () => {
    const window = new CandleWindow([bar(0), bar(300)]);
    const first = window.toCandles();
    (first[0] as Candle).close = 42;
    expect(window.toCandles()[0]).toEqual(bar(0));
  });

  it('holds a day of 5m bars moving forward one bar at a time in little more than 48 bytes a bar', () => {
    const window = new CandleWindow(Array.from({ length: 288 }, (_, i) => bar(i)));
    for (let t = 288; t < 2_000; t += 1) {
      window.keepWithin(t - 287, Number.POSITIVE_INFINITY);
      window.append([bar(t)]);
    }
    expect(window.length).toBe(288);
    expect(window.toCandles().map((b) => b.openTime)).toEqual(
      Array.from({ length: 288 }, (_, i) => 2_000 - 288 + i),
    );
    // The storage grew at most once by its margin: 288 bars and 16 spare.
    expect((window as unknown as { data: Float64Array }).data.length).toBeLessThanOrEqual((288 + 16) * 6);
  });
});
