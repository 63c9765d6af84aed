import { defaultAdminSettings } from '@app/contracts';
import {
  defaultCheckpointOffsets,
  defaultDailyCprMap,
  type TrendCheckpoint,
  type TrendCheckpointModel,
  trendFeatureNames,
  trendModelColumns,
} from '@app/core';
import { describe, expect, it } from 'vitest';
import type { CprLevelRow } from '../../../src/db/cpr-schema.ts';
import { createCprStateRepository } from '../../../src/repositories/cpr-state-repository.ts';
import { createTrendModelRepository } from '../../../src/repositories/trend-model-repository.ts';
import { storedOffsets } from '../../../src/services/cpr/trend-model-service.ts';
import { useCprHarness } from '../../support/cpr-harness.ts';
import { KNOWN_NOW, seedKnownMarket } from '../../support/cpr-known-market.ts';

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
  const model = (
    checkpoint: TrendCheckpoint,
    beatsBaseRate: boolean,
    intercept: number,
  ): TrendCheckpointModel => {
    const names = trendFeatureNames(defaultDailyCprMap, checkpoint);
    const columns = trendModelColumns(names);
    return {
      checkpoint,
      featureNames: names,
      columns,
      logistic: {
        intercept,
        weights: columns.map(() => 0),
        mean: columns.map(() => 0),
        scale: columns.map(() => 1),
      },
      calibration: { a: 1, b: 0 },
      baseRate: 0.3,
      samples: 1000,
      trainedThrough: null,
      scores: null,
      folds: 3,
      beatsBaseRate,
    };
  };
  const run = (models: Partial<Record<TrendCheckpoint, TrendCheckpointModel>>) => ({
    source: 'simulated',
    dataTime: at(KNOWN_NOW),
    symbols: 5,
    samples: 1000,
    n: 500,
    folds: 3,
    brier: 0.2,
    baseRateBrier: 0.21,
    baseRate: 0.3,
    beatsBaseRate: models.open?.beatsBaseRate ?? false,
    coefficients: { intercept: 0, weights: [], mean: [], scale: [] },
    featureNames: trendFeatureNames(defaultDailyCprMap),
    dailyMap: defaultDailyCprMap.map(([t, l, s]) => [t, l, s] as [number, string, string]),
    elapsedMs: 1,
    checkpoints: { offsets: storedOffsets(defaultCheckpointOffsets), models },
  });

  it('serves the latest checkpoint’s model, or the base rate when it did not beat it; null under 60 days', async () => {
    await seedKnownMarket(h.database.db);
    const models = createTrendModelRepository(h.database.db);
    // 13:47: the London session has closed, so the london_close model serves where today's bars exist.
    const served = await models.add(
      run({ open: model('open', true, Math.log(1 / 3)), london_close: model('london_close', true, 0) }),
    );
    await h.services.cpr.recompute();
    let { insight } = await stored();
    expect(insight('AAAUSDT')?.trendProbability).toBeCloseTo(0.5, 12);
    expect(insight('AAAUSDT')?.trendCheckpoint).toBe('london_close');
    expect(insight('AAAUSDT')?.trendServed).toBe('model');
    expect(insight('AAAUSDT')?.trendModelRunId).toBe(served.id);
    expect(insight('CCCUSDT')?.trendProbability).toBeNull();
    expect(insight('CCCUSDT')?.trendCheckpoint).toBeNull();

    await models.add(run({ open: model('open', true, Math.log(1 / 3)) }));
    await h.services.cpr.recompute();
    ({ insight } = await stored());
    expect(insight('AAAUSDT')?.trendProbability).toBeCloseTo(0.25, 12);
    expect(insight('AAAUSDT')?.trendCheckpoint).toBe('open');
    expect(insight('EEEUSDT')?.trendProbability).toBeCloseTo(0.25, 12);

    const fallback = await models.add(run({ open: model('open', false, Math.log(1 / 3)) }));
    await h.services.cpr.recompute();
    ({ insight } = await stored());
    expect(insight('AAAUSDT')?.trendProbability).toBe(0.3);
    expect(insight('AAAUSDT')?.trendServed).toBe('base_rate');
    expect(insight('AAAUSDT')?.trendModelRunId).toBe(fallback.id);
    expect(insight('CCCUSDT')?.trendProbability).toBeNull();
  });
});
