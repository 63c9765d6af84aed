import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aggregateCandles } from '../../src/candles/aggregate.ts';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../src/candles/timeframe.ts';
import type { Candle } from '../../src/candles/types.ts';
import { analyzeIct } from '../../src/ict/analyze-ict.ts';
import { ictReasonScores } from '../../src/ict/ict-score.ts';
import { defaultIctParams as params } from '../../src/ict/params.ts';
import type { IctAnalysis, IctInput } from '../../src/ict/types.ts';
import { randomWalk5m } from '../support/ict-random-walk.ts';
import { T0 } from '../support/ict-test-bars.ts';

const M5 = 5 * MINUTE_MS;
const DAYS = 14;
const closedAt = (bars: readonly Candle[], ms: number, now: number) =>
  bars.filter((b) => b.openTime + ms <= now);

/** 14 days of a random walk from T0, the 1h bars aggregated from it. */
function history(seed: number, holeRate = 0) {
  const bars5m = randomWalk5m(seed, T0, DAYS * 288, holeRate);
  return { bars5m, bars1h: aggregateCandles(bars5m, '1h') };
}

function expectConsistent(a: IctAnalysis, now: number) {
  expect(a.asOf).toBeLessThanOrEqual(now);
  expect(a.score).toBe(a.reasons.reduce((s, r) => s + r.points, 0));
  for (const r of a.reasons) expect(r.points).toBe(ictReasonScores[r.reason]);
  const t = a.trade;
  if (t) {
    const ordered =
      t.direction === 'Bullish'
        ? t.stopLoss < t.entryLow &&
          t.entryLow <= t.entryHigh &&
          t.entryHigh < t.takeProfit1 &&
          t.takeProfit1 < t.takeProfit2
        : t.stopLoss > t.entryHigh &&
          t.entryHigh >= t.entryLow &&
          t.entryLow > t.takeProfit1 &&
          t.takeProfit1 > t.takeProfit2;
    expect(ordered).toBe(true);
    expect(t.direction).toBe(a.htfBias);
    expect(a.score).toBeGreaterThanOrEqual(params.tradeGenerationThreshold);
  }
}

describe('analyzeIct', () => {
  const h = history(5);

  it('uses only bars closed at now: the last closed 5m close is the price, asOf its close time', () => {
    const now = T0 + 12 * DAY_MS + 7 * M5 + 1234; // inside a 5m bar
    const a = analyzeIct({ ...h, now }, params);
    const last = closedAt(h.bars5m, M5, now).at(-1) as Candle;
    expect(a.price).toBe(last.close);
    expect(a.asOf).toBe(last.openTime + M5);
    expect(a.asOf).toBe(now - 1234);
    expectConsistent(a, now);
  });

  it('the last traded price wins when it is newer than the last closed bar and not after now', () => {
    const now = T0 + 12 * DAY_MS + 1000;
    const a = analyzeIct({ ...h, now, last: { price: 1, time: now - 10 } }, params);
    expect([a.price, a.asOf]).toEqual([1, now - 10]);
    const future = analyzeIct({ ...h, now, last: { price: 1, time: now + 10 } }, params);
    expect(future.price).not.toBe(1);
    const stale = analyzeIct({ ...h, now, last: { price: 1, time: now - 1000 - 60_000 } }, params);
    expect(stale.price).not.toBe(1);
  });

  it('Unknown PD array, no leg and Neutral bias without enough history', () => {
    const a = analyzeIct({ bars5m: h.bars5m, bars1h: h.bars1h, now: T0 + 4 * HOUR_MS }, params);
    expect(a).toMatchObject({
      htfBias: 'Neutral',
      htfPdArray: 'Unknown',
      dealingRange: null,
      leg: null,
      trade: null,
    });
    expect(a.label).toBe('Neutral');
    const none = analyzeIct({ bars5m: [], bars1h: [], now: T0 }, params);
    expect(none).toMatchObject({ price: null, asOf: T0, score: 1, fvgType: 'None', atr: null });
  });

  it('has the windows the definitions name', () => {
    const now = T0 + 13 * DAY_MS;
    const a = analyzeIct({ ...h, now }, params);
    const first5m = closedAt(h.bars5m, M5, now).at(-288) as Candle;
    for (const s of a.swings5m) expect(s.time).toBeGreaterThan(first5m.openTime);
    for (const f of a.fvgs) expect(f.start).toBeGreaterThan(now - 96 * M5);
    for (const s of a.sweeps) expect(s.sweptAt).toBeGreaterThanOrEqual(now - 24 * M5);
    for (const s of a.swings4h) expect(s.time).toBeGreaterThanOrEqual(now - 60 * 4 * HOUR_MS);
    expect(a.dealingRange).not.toBeNull();
  });
});

describe('analyzeIct properties', () => {
  const later = fc.array(
    fc.record({
      dt: fc.integer({ min: 0, max: 3 * DAY_MS }),
      o: fc.double({ min: 1, max: 1000, noNaN: true }),
      c: fc.double({ min: 1, max: 1000, noNaN: true }),
      w: fc.double({ min: 0, max: 100, noNaN: true }),
    }),
    { maxLength: 20 },
  );

  it('no look-ahead: bars after now (any of them) change nothing; asOf ≤ now; score and trade consistent', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 0, max: 10 * DAY_MS }),
        fc.boolean(),
        later,
        (seed, offset, holes, extra) => {
          const h = history(seed, holes ? 0.02 : 0);
          const now = T0 + 3 * DAY_MS + offset;
          const truncated: IctInput = {
            bars5m: closedAt(h.bars5m, M5, now),
            bars1h: closedAt(h.bars1h, HOUR_MS, now),
            now,
          };
          const a = analyzeIct(truncated, params);
          expectConsistent(a, now);
          expect(analyzeIct({ ...h, now }, params)).toEqual(a);
          const junk = (base: readonly Candle[], step: number) => {
            const t0 = Math.floor(now / step) * step;
            const fake = extra.map((e, i) => ({
              openTime: t0 + (Math.floor(e.dt / step) + i) * step,
              open: e.o,
              high: Math.max(e.o, e.c) + e.w,
              low: Math.max(0, Math.min(e.o, e.c) - e.w),
              close: e.c,
              volume: 1,
            }));
            const kept = base.filter((b) => b.openTime < t0);
            return [...kept, ...fake.filter((b) => b.openTime >= t0).sort((x, y) => x.openTime - y.openTime)];
          };
          expect(
            analyzeIct({ bars5m: junk(h.bars5m, M5), bars1h: junk(h.bars1h, HOUR_MS), now }, params),
          ).toEqual(a);
        },
      ),
      { numRuns: 60 },
    );
  });
});
