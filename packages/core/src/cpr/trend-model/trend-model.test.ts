import { describe, expect, it } from 'vitest';
import { candleAt } from '../../candles/candle-arbitraries.ts';
import { DAY_MS } from '../../candles/timeframe.ts';
import type { Candle } from '../../candles/types.ts';
import { defaultDailyCprMap } from '../cpr-map.ts';
import { computeCpr } from '../levels.ts';
import {
  type TrendSample,
  trendFeatureNames,
  trendFeatureRows,
  trendFeaturesAt,
  trendSamples,
} from './features.ts';
import { fitLogistic, predictLogistic } from './logistic.ts';
import { isTrendDay } from './trend-day.ts';
import { fitTrendModel, trendProbability } from './trend-model.ts';
import { walkForward } from './walk-forward.ts';

/** Small seeded LCG for fixtures. */
function lcg(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

describe('isTrendDay', () => {
  const cpr = computeCpr({ high: 110, low: 90, close: 100 }); // zero width at 100
  it('needs a close outside the CPR and a body of at least half the range', () => {
    expect(isTrendDay(candleAt(0, 99, 108, 2, 1, 1), cpr)).toBe(true); // body 9 of range 12
    expect(isTrendDay(candleAt(0, 104, 101, 5, 5, 1), cpr)).toBe(false); // body 3 of 13
    expect(isTrendDay(candleAt(0, 104, 100, 0, 0, 1), cpr)).toBe(false); // closes on the CPR
    expect(isTrendDay(candleAt(0, 100, 100, 0, 0, 1), cpr)).toBe(false); // no range
    expect(isTrendDay(candleAt(0, 96, 92, 2, 2, 1), cpr)).toBe(true); // body 4 = 0.5 · 8
  });
});

function randomDaily(days: number, seed: number): Candle[] {
  const rnd = lcg(seed);
  let price = 100;
  return Array.from({ length: days }, (_, i) => {
    const close = price * (1 + (rnd() - 0.5) * 0.06);
    const bar = candleAt(Date.UTC(2024, 0, 1) + i * DAY_MS, price, close, rnd() * 2, rnd() * 2, 1000);
    price = close;
    return bar;
  });
}

describe('trend features', () => {
  const daily = randomDaily(200, 3);
  const rows = trendFeatureRows(daily, defaultDailyCprMap);

  it('has one row per day after 60 days of history, with named features', () => {
    expect(rows).toHaveLength(140);
    expect(rows[0]?.time).toBe(daily[60]?.openTime);
    for (const r of rows) {
      expect(r.x).toHaveLength(trendFeatureNames(defaultDailyCprMap).length);
      expect(r.x[0]).toBeGreaterThan(0);
      expect(r.x[0]).toBeLessThan(1);
    }
  });

  it('today features equal the full-history row (no look-ahead) and are null before 60 days', () => {
    for (const r of rows.filter((_, i) => i % 7 === 0)) {
      const bar = daily.find((c) => c.openTime === r.time) as Candle;
      expect(trendFeaturesAt(daily, r.time + 3_600_000, bar.open, defaultDailyCprMap)).toEqual(r.x);
    }
    expect(trendFeaturesAt(daily, (daily[59] as Candle).openTime + 1, 100, defaultDailyCprMap)).toBeNull();
    expect(trendSamples(daily, (daily[100] as Candle).openTime + 1, defaultDailyCprMap)).toHaveLength(40);
  });

  it('trendProbability is null with < 60 days and a probability otherwise', () => {
    const model = fitTrendModel(rows, defaultDailyCprMap);
    expect(
      trendProbability(model, daily.slice(0, 59), (daily[59] as Candle).openTime + 1, 1, defaultDailyCprMap),
    ).toBeNull();
    const p = trendProbability(model, daily, (daily[150] as Candle).openTime + 1, 100, defaultDailyCprMap);
    expect(p).toBeGreaterThan(0);
    expect(p).toBeLessThan(1);
  });
});

function synthetic(n: number, seed: number, signal: number): TrendSample[] {
  const rnd = lcg(seed);
  return Array.from({ length: n }, (_, i) => {
    const x = [rnd(), rnd(), rnd() < 0.5 ? 1 : 0, rnd()];
    const p = 1 / (1 + Math.exp(-(signal * (x[0] as number) - signal / 2 - 0.7)));
    return { time: Date.UTC(2024, 0, 1) + Math.floor(i / 20) * DAY_MS, x, y: rnd() < p ? 1 : 0 };
  });
}

describe('logistic regression', () => {
  it('reaches the penalised optimum (zero gradient) and is deterministic', () => {
    const data = synthetic(2000, 11, 4);
    const x = data.map((s) => s.x);
    const y = data.map((s) => s.y);
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
    expect(m.weights[0]).toBeGreaterThan(0.5); // the informative feature
  });
});

describe('walk-forward evaluation', () => {
  it('beats the base rate when the label depends on a feature', () => {
    const r = walkForward(synthetic(8000, 5, 5), { minTrainDays: 100, stepDays: 30 });
    expect(r).not.toBeNull();
    expect(r?.folds).toBe(10);
    expect(r?.n).toBe(6000);
    expect((r?.brier ?? 1) + 0.02).toBeLessThan(r?.baseRateBrier ?? 0);
  });

  it('is not much worse than the base rate on pure noise', () => {
    const r = walkForward(synthetic(8000, 9, 0), { minTrainDays: 100, stepDays: 30 });
    expect(r?.brier ?? 1).toBeLessThan((r?.baseRateBrier ?? 0) + 0.003);
  });

  it('returns null without a test window', () => {
    expect(walkForward([])).toBeNull();
    expect(walkForward(synthetic(100, 1, 1), { minTrainDays: 100 })).toBeNull();
  });
});
