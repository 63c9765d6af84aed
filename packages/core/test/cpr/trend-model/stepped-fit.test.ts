import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aggregateCandles } from '../../../src/candles/aggregate.ts';
import { DAY_MS, HOUR_MS } from '../../../src/candles/timeframe.ts';
import { defaultDailyCprMap } from '../../../src/cpr/cpr-map.ts';
import { defaultCheckpointOffsets, intradayCheckpoints } from '../../../src/cpr/trend-model/checkpoints.ts';
import { type TrendRow, type TrendSeries, trendDataset } from '../../../src/cpr/trend-model/dataset.ts';
import { trendFeatureNames } from '../../../src/cpr/trend-model/feature-names.ts';
import { dayPartials } from '../../../src/cpr/trend-model/intraday-features.ts';
import { fitLogistic } from '../../../src/cpr/trend-model/logistic.ts';
import { runSteps, type Steps } from '../../../src/cpr/trend-model/steps.ts';
import {
  fitCheckpointModel,
  fitCheckpointModelSteps,
  refitWalkForward,
} from '../../../src/cpr/trend-model/trend-model.ts';
import { type WalkForwardOptions, walkForward } from '../../../src/cpr/trend-model/walk-forward.ts';
import { FIXTURE_START, lcg, randomHourly } from '../../support/trend-fixtures.ts';
import { trendDataset as referenceDataset } from '../../support/trend-model-reference/dataset.ts';
import { fitLogistic as referenceLogistic } from '../../support/trend-model-reference/logistic.ts';
import { fitCheckpointModel as referenceCheckpointModel } from '../../support/trend-model-reference/trend-model.ts';
import { walkForward as referenceWalkForward } from '../../support/trend-model-reference/walk-forward.ts';

/** Pooled rows of `symbols` symbols over `days` days with a signal in the first feature (some unlabelled). */
function rows(symbols: number, days: number, seed: number, signal: number, unlabelled: number): TrendRow[] {
  const rnd = lcg(seed);
  return Array.from({ length: symbols * days }, (_, i) => {
    const x = [rnd(), rnd(), rnd() < 0.5 ? 1 : 0, rnd() * 3 - 1, rnd() < 0.1 ? 1 : 0];
    const p = 1 / (1 + Math.exp(-(signal * (x[0] as number) - signal / 2 - 0.7)));
    return {
      symbol: `S${i % symbols}`,
      time: FIXTURE_START + Math.floor(i / symbols) * DAY_MS,
      x,
      y: rnd() < unlabelled ? null : rnd() < p ? 1 : 0,
    };
  });
}

/** Drives steps one by one, counting them. */
function countSteps<T>(steps: Steps<T>): { value: T; steps: number } {
  let n = 0;
  for (;;) {
    const next = steps.next();
    if (next.done) return { value: next.value, steps: n };
    n++;
  }
}

const names = ['a', 'b', 'c', 'd', 'e'];
/** The synthetic features are not the trend model's: every column is used. */
const columns = [0, 1, 2, 3, 4];

const rowsArb = fc.record({
  symbols: fc.integer({ min: 1, max: 12 }),
  days: fc.integer({ min: 0, max: 400 }),
  seed: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
  signal: fc.double({ min: 0, max: 6, noNaN: true }),
  unlabelled: fc.double({ min: 0, max: 0.3, noNaN: true }),
});

const optionsArb: fc.Arbitrary<WalkForwardOptions> = fc.record(
  {
    minTrainDays: fc.integer({ min: 10, max: 150 }),
    stepDays: fc.integer({ min: 5, max: 40 }),
    maxTrainDays: fc.integer({ min: 30, max: 800 }),
    calibrationDays: fc.integer({ min: 30, max: 400 }),
    minCalibration: fc.integer({ min: 0, max: 600 }),
    evaluationDays: fc.integer({ min: 30, max: 800 }),
    warmIterations: fc.integer({ min: 1, max: 3 }),
    lambda: fc.double({ min: 1e-4, max: 1, noNaN: true }),
  },
  { requiredKeys: [] },
);

describe('the stepped trend fit reproduces the synchronous one bit for bit (docs/reliability.md, Soak)', () => {
  it('fitCheckpointModel equals the frozen pre-steps definition (property)', () => {
    fc.assert(
      fc.property(rowsArb, optionsArb, (r, options) => {
        const data = rows(r.symbols, r.days, r.seed, r.signal, r.unlabelled);
        const all = { ...refitWalkForward, ...options, columns };
        expect(fitCheckpointModel('open', data, names, all)).toEqual(
          referenceCheckpointModel('open', data, names, all),
        );
      }),
      { numRuns: 40 },
    );
  });

  it('walkForward equals the frozen definition, forecasts included (property)', () => {
    fc.assert(
      fc.property(rowsArb, optionsArb, (r, options) => {
        const data = rows(r.symbols, r.days, r.seed, r.signal, r.unlabelled);
        expect(walkForward(data, options)).toEqual(referenceWalkForward(data, options));
      }),
      { numRuns: 40 },
    );
  });

  it('fitLogistic over more rows than one step equals the frozen definition (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), fc.integer({ min: 1, max: 9000 }), (seed, n) => {
        const data = rows(1, n, seed, 3, 0);
        const x = data.map((d) => d.x);
        const y = data.map((d) => d.y as number);
        expect(fitLogistic(x, y)).toEqual(referenceLogistic(x, y));
      }),
      { numRuns: 15 },
    );
  });

  it('yields within the walk-forward: more steps than windows, and runSteps gives the same model', () => {
    const data = rows(10, 500, 7, 4, 0.05);
    const { value, steps } = countSteps(
      fitCheckpointModelSteps('open', data, names, { ...refitWalkForward, columns }),
    );
    expect(value.folds).toBeGreaterThan(5);
    expect(steps).toBeGreaterThan(value.folds);
    expect(runSteps(fitCheckpointModelSteps('open', data, names, { ...refitWalkForward, columns }))).toEqual(
      value,
    );
  });

  it('trendDataset equals the frozen definition at every checkpoint (property)', () => {
    const map = defaultDailyCprMap;
    const offsets = defaultCheckpointOffsets;
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        fc.integer({ min: 61, max: 90 }),
        fc.integer({ min: 0, max: 30 }),
        (seed, days, late) => {
          const hourly = [
            ['BTCUSDT', randomHourly(days, seed)],
            ['ETHUSDT', randomHourly(days, seed + 1)],
            ['LATEUSDT', randomHourly(days, seed + 2).slice(late * 24)],
          ] as const;
          const now = FIXTURE_START + days * DAY_MS;
          const series: TrendSeries[] = hourly.map(([symbol, bars]) => ({
            symbol,
            daily: aggregateCandles(bars, '1d'),
            partials: Object.fromEntries(
              intradayCheckpoints.map((c) => [c, dayPartials(bars, HOUR_MS, offsets[c])]),
            ),
          }));
          const mine = trendDataset(series, { map, now, offsets });
          expect(mine).toEqual(referenceDataset(series, { map, now, offsets }));
          expect(mine.open.length).toBeGreaterThan(0);
          expect(mine.asia_close[0]?.x).toHaveLength(trendFeatureNames(map, 'asia_close').length);
        },
      ),
      { numRuns: 5 },
    );
  });
});
