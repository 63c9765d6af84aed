import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../../../src/candles/timeframe.ts';
import { computeCpr } from '../../../src/cpr/levels.ts';
import { calibrate, fitPlatt } from '../../../src/cpr/trend-model/calibration.ts';
import type { TrendRow } from '../../../src/cpr/trend-model/dataset.ts';
import { fitLogistic, predictLogistic } from '../../../src/cpr/trend-model/logistic.ts';
import { auc, forecastScores, reliabilityTable } from '../../../src/cpr/trend-model/metrics.ts';
import { isTrendDay } from '../../../src/cpr/trend-model/trend-day.ts';
import { fitCheckpointModel, servedTrendProbability } from '../../../src/cpr/trend-model/trend-model.ts';
import { walkForward } from '../../../src/cpr/trend-model/walk-forward.ts';
import { candleAt } from '../../support/candle-arbitraries.ts';
import { lcg } from '../../support/trend-fixtures.ts';

describe('isTrendDay', () => {
  const cpr = computeCpr({ high: 110, low: 90, close: 100 }); // zero width at 100
  it('needs a close outside the CPR and a body of at least half the range', () => {
    expect(isTrendDay(candleAt(0, 99, 108, 2, 1, 1), cpr)).toBe(true);
    expect(isTrendDay(candleAt(0, 104, 101, 5, 5, 1), cpr)).toBe(false);
    expect(isTrendDay(candleAt(0, 104, 100, 0, 0, 1), cpr)).toBe(false);
    expect(isTrendDay(candleAt(0, 100, 100, 0, 0, 1), cpr)).toBe(false);
    expect(isTrendDay(candleAt(0, 96, 92, 2, 2, 1), cpr)).toBe(true);
  });
});

function synthetic(n: number, seed: number, signal: number): TrendRow[] {
  const rnd = lcg(seed);
  return Array.from({ length: n }, (_, i) => {
    const x = [rnd(), rnd(), rnd() < 0.5 ? 1 : 0, rnd()];
    const p = 1 / (1 + Math.exp(-(signal * (x[0] as number) - signal / 2 - 0.7)));
    return {
      symbol: `S${i % 20}`,
      time: Date.UTC(2024, 0, 1) + Math.floor(i / 20) * DAY_MS,
      x,
      y: rnd() < p ? 1 : 0,
    };
  });
}

describe('logistic regression', () => {
  const data = synthetic(2000, 11, 4);
  const x = data.map((s) => s.x);
  const y = data.map((s) => s.y as number);

  it('reaches the penalised optimum (zero gradient) and is deterministic', () => {
    const lambda = 0.05;
    const m = fitLogistic(x, y, { lambda });
    expect(fitLogistic(x, y, { lambda })).toEqual(m);
    const grad = new Array<number>(5).fill(0);
    x.forEach((row, i) => {
      const r = (predictLogistic(m, row) - (y[i] as number)) / x.length;
      grad[0] = (grad[0] as number) + r;
      row.forEach((v, j) => {
        grad[j + 1] = (grad[j + 1] as number) + (r * (v - (m.mean[j] as number))) / (m.scale[j] as number);
      });
    });
    m.weights.forEach((w, j) => {
      grad[j + 1] = (grad[j + 1] as number) + lambda * w;
    });
    for (const g of grad) expect(Math.abs(g)).toBeLessThan(1e-9);
    expect(m.weights[0]).toBeGreaterThan(0.5);
  });

  it('a warm start reaches the same optimum', () => {
    const start = fitLogistic(x.slice(0, 1000), y.slice(0, 1000));
    const warm = fitLogistic(x, y, { start });
    const cold = fitLogistic(x, y);
    for (const row of x.slice(0, 50))
      expect(predictLogistic(warm, row)).toBeCloseTo(predictLogistic(cold, row), 9);
  });
});

describe('calibration and scores', () => {
  it('Platt scaling undoes a known distortion and is the identity on calibrated forecasts', () => {
    const rnd = lcg(3);
    const truth = Array.from({ length: 20000 }, () => 0.1 + 0.8 * rnd());
    const y = truth.map((p) => (rnd() < p ? 1 : 0));
    const logit = (p: number) => Math.log(p / (1 - p));
    const squashed = truth.map((p) => 1 / (1 + Math.exp(-(0.5 * logit(p) - 0.3))));
    const c = fitPlatt(squashed, y);
    expect(c.a).toBeCloseTo(2, 0);
    expect(calibrate(c, squashed[0] as number)).toBeCloseTo(truth[0] as number, 1);
    const id = fitPlatt(truth, y);
    expect(id.a).toBeCloseTo(1, 1);
    expect(id.b).toBeCloseTo(0, 1);
  });

  it('AUC, Brier skill and the reliability table', () => {
    expect(auc([0.1, 0.2, 0.3, 0.4], [0, 0, 1, 1])).toBe(1);
    expect(auc([0.5, 0.5, 0.5], [0, 1, 0])).toBe(0.5);
    expect(auc([0.4, 0.3], [0, 1])).toBe(0);
    const s = forecastScores([0.2, 0.8], [0.5, 0.5], [0, 1]);
    expect(s.brier).toBeCloseTo(0.04);
    expect(s.baseRateBrier).toBeCloseTo(0.25);
    expect(s.skill).toBeCloseTo(1 - 0.04 / 0.25);
    const bins = reliabilityTable([0.05, 0.07, 0.95, 1], [0, 1, 1, 1]);
    expect(bins).toHaveLength(10);
    expect(bins[0]?.meanForecast).toBeCloseTo(0.06);
    expect(bins[0]).toMatchObject({ from: 0, observedRate: 0.5, count: 2 });
    expect(bins[9]?.count).toBe(2);
    expect(bins[5]).toEqual({ from: 0.5, meanForecast: null, observedRate: null, count: 0 });
  });
});

describe('walk-forward evaluation', () => {
  it('beats the base rate when the label depends on a feature, with calibrated held-out forecasts', () => {
    const r = walkForward(synthetic(8000, 5, 5), { minTrainDays: 100, stepDays: 30 });
    expect(r.folds).toBe(10);
    expect(r.forecasts).toHaveLength(6000);
    expect(r.scores?.n).toBe(6000);
    expect((r.scores?.brier ?? 1) + 0.02).toBeLessThan(r.scores?.baseRateBrier ?? 0);
    expect(r.scores?.auc).toBeGreaterThan(0.7);
    expect(r.forecasts[0]?.modelServed).toBe(false); // nothing held out before the first window
    expect(r.forecasts.at(-1)?.modelServed).toBe(true);
  });

  it('is not much worse than the base rate on pure noise, and the product then serves the base rate', () => {
    const rows = synthetic(8000, 9, 0);
    const r = walkForward(rows, { minTrainDays: 100, stepDays: 30 });
    expect(r.scores?.brier ?? 1).toBeLessThan((r.scores?.baseRateBrier ?? 0) + 0.003);
    const model = fitCheckpointModel('open', rows, ['a', 'b', 'c', 'd'], {
      minTrainDays: 100,
      stepDays: 30,
      columns: [0, 1, 2, 3],
    });
    if (!model.beatsBaseRate)
      expect(servedTrendProbability(model, [0, 0, 0, 0])).toEqual({
        probability: model.baseRate,
        served: 'base_rate',
      });
  });

  it('a window’s forecasts depend only on rows before it', () => {
    const rows = synthetic(8000, 5, 3);
    const full = walkForward(rows, { minTrainDays: 100, stepDays: 30 });
    const cutTime = Date.UTC(2024, 0, 1) + 250 * DAY_MS;
    const cut = walkForward(
      rows.filter((r) => r.time < cutTime),
      { minTrainDays: 100, stepDays: 30 },
    );
    expect(cut.forecasts).toEqual(full.forecasts.filter((f) => f.row.time < cutTime));
  });

  it('a fitted checkpoint model serves the calibrated model where it beats the base rate', () => {
    const model = fitCheckpointModel('open', synthetic(8000, 5, 5), ['a', 'b', 'c', 'd'], {
      minTrainDays: 100,
      stepDays: 30,
      columns: [0, 1, 2, 3],
    });
    expect(model.beatsBaseRate).toBe(true);
    expect(model.scores?.reliability).toHaveLength(10);
    const hi = servedTrendProbability(model, [0.95, 0.5, 1, 0.5]);
    const lo = servedTrendProbability(model, [0.05, 0.5, 1, 0.5]);
    expect(hi?.served).toBe('model');
    expect(hi?.probability ?? 0).toBeGreaterThan(lo?.probability ?? 1);
    expect(servedTrendProbability({ ...model, samples: 0 }, [0, 0, 0, 0])).toBeNull();
  });

  it('returns no scores without a test window', () => {
    expect(walkForward([]).scores).toBeNull();
    expect(walkForward(synthetic(100, 1, 1), { minTrainDays: 100 }).folds).toBe(0);
  });
});
