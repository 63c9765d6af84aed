import { defaultAdminSettings } from '@app/contracts';
import { defaultDailyCprMap, trendFeatureNames } from '@app/core';
import { describe, expect, it } from 'vitest';
import type { CprLevelRow } from '../../db/cpr-schema.ts';
import { createCprStateRepository } from '../../repositories/cpr-state-repository.ts';
import { createTrendModelRepository } from '../../repositories/trend-model-repository.ts';
import { useCprHarness } from '../../test-support/cpr-harness.ts';
import { KNOWN_NOW, seedKnownMarket } from '../../test-support/cpr-known-market.ts';

const h = useCprHarness(KNOWN_NOW);
const at = (ms: number) => new Date(ms);

async function stored() {
  const view = await createCprStateRepository(h.database.db).read('simulated');
  const level = (symbol: string, tf: string) =>
    view.levels.find((l) => l.symbol === symbol && l.timeframe === tf) as CprLevelRow;
  const insight = (symbol: string) => view.insights.find((r) => r.symbol === symbol);
  const score = (symbol: string) => view.scores.find((r) => r.symbol === symbol);
  return { view, level, insight, score };
}

describe('CPR runs', () => {
  it('is idempotent: a rerun at the same time changes no row', async () => {
    await seedKnownMarket(h.database.db);
    expect((await h.services.cpr.recompute()).changedRows).toBe(5 * 2 + 14);
    expect((await h.services.cpr.recompute()).changedRows).toBe(0);
  });

  it('posts the scan summary of the timeframe with the current map', async () => {
    await seedKnownMarket(h.database.db);
    const result = await h.services.cpr.scan('1d');
    expect(result.alert).toEqual({ status: 'skipped' });
    const [summary] = h.alerts;
    expect(summary?.timeframe).toBe('1d');
    expect(summary?.periodStart.toISOString()).toBe('2026-03-11T00:00:00.000Z');
    expect(summary?.map).toEqual(defaultAdminSettings.daily_cpr_map);
    expect(
      Object.fromEntries(summary?.rows.map((r) => [r.symbol, [r.subcategory, r.total_score]]) ?? []),
    ).toEqual({
      AAAUSDT: ['narrow', 6.5],
      BBBUSDT: ['wide', 0],
      CCCUSDT: ['wide', 5.5],
      DDDUSDT: ['wide', 4.5],
      EEEUSDT: ['narrow', 3.5],
    });
  });

  it('uses the maps of the settings at run time', async () => {
    await seedKnownMarket(h.database.db);
    await h.services.cpr.recompute();
    await h.settings.save(
      {
        ...defaultAdminSettings,
        daily_cpr_map: [
          [0.002, 'Tight', 'tight'],
          [0.01, 'Narrow', 'narrow'],
          [0.03, 'Normal', 'normal'],
          [1, 'Wide', 'wide'],
        ],
      },
      null,
    );
    await h.services.cpr.recompute();
    const { level, score, insight } = await stored();
    expect(level('AAAUSDT', '1d').subcategory).toBe('tight');
    expect(level('BBBUSDT', '1d').subcategory).toBe('normal');
    expect(score('AAAUSDT')?.trendScore).toBe(2); // first entry: daily 2 points
    expect(insight('AAAUSDT')?.dailyBias).toBe('Explosive');
  });
});

describe('trend probability', () => {
  const names = trendFeatureNames(defaultDailyCprMap);
  const run = (beatsBaseRate: boolean, intercept: number) => ({
    source: 'simulated',
    dataTime: at(KNOWN_NOW),
    symbols: 5,
    samples: 1000,
    n: 500,
    folds: 3,
    brier: 0.2,
    baseRateBrier: 0.21,
    baseRate: 0.3,
    beatsBaseRate,
    coefficients: {
      intercept,
      weights: names.map(() => 0),
      mean: names.map(() => 0),
      scale: names.map(() => 1),
    },
    featureNames: names,
    dailyMap: defaultDailyCprMap.map(([t, l, s]) => [t, l, s] as [number, string, string]),
    elapsedMs: 1,
  });

  it('serves the model, or the base rate when the model did not beat it; null under 60 days', async () => {
    await seedKnownMarket(h.database.db);
    const models = createTrendModelRepository(h.database.db);
    const served = await models.add(run(true, Math.log(1 / 3)));
    await h.services.cpr.recompute();
    let { insight } = await stored();
    expect(insight('AAAUSDT')?.trendProbability).toBeCloseTo(0.25, 12);
    expect(insight('AAAUSDT')?.trendModelRunId).toBe(served.id);
    expect(insight('EEEUSDT')?.trendProbability).toBeCloseTo(0.25, 12);
    expect(insight('CCCUSDT')?.trendProbability).toBeNull();

    const fallback = await models.add(run(false, Math.log(1 / 3)));
    await h.services.cpr.recompute();
    ({ insight } = await stored());
    expect(insight('AAAUSDT')?.trendProbability).toBe(0.3);
    expect(insight('AAAUSDT')?.trendModelRunId).toBe(fallback.id);
    expect(insight('CCCUSDT')?.trendProbability).toBeNull();
  });
});
