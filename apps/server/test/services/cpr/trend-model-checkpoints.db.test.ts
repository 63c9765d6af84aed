import { CprInsightsResponse, TrendModelSummary } from '@app/contracts';
import {
  bucketStart,
  DAY_MS,
  defaultCheckpointOffsets,
  defaultDailyCprMap,
  fitCheckpointModel,
  HOUR_MS,
  intradayOffsets,
  trendCheckpoints,
  trendDataset,
  trendFeatureNames,
} from '@app/core';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices } from '../../../src/composition/app-services.ts';
import { createServerRoot } from '../../../src/composition/server-root.ts';
import { buildApp } from '../../../src/http/app.ts';
import { createCandleRepository } from '../../../src/repositories/candle-repository.ts';
import { createCprInputRepository } from '../../../src/repositories/cpr-input-repository.ts';
import { createTrendModelRepository } from '../../../src/repositories/trend-model-repository.ts';
import { createTrendPartialsRepository } from '../../../src/repositories/trend-partials-repository.ts';
import {
  refitTrendModel,
  TREND_HISTORY_DAYS,
  trendSeriesOf,
} from '../../../src/services/cpr/trend-model-service.ts';
import { backfillTrendPartials } from '../../../src/services/market/trend-partials-backfill.ts';
import { cprJobContext, runJob } from '../../support/cpr-job-context.ts';
import { createRecordingQueue } from '../../support/recording-queue.ts';
import { createSimFixture, type SimFixture } from '../../support/sim-market-fixture.ts';
import { fastHasher, TEST_JWT_SECRET } from '../../support/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';

/**
 * The trend model's intraday checkpoints on the simulated market (12 symbols, 400 days of daily
 * bars, 10 days of 1h and 3 of 5m bars in the candle store) at 19:47 UTC: with the candle store alone the
 * asia_close and london_close models have no held-out day; with the day-partial store backfilled (two
 * years), the refit evaluates and serves all three checkpoints.
 */
const NOW = Date.UTC(2026, 2, 15, 19, 47, 30);
let database: TestDatabase;
let app: FastifyInstance;
let fixture: SimFixture;
let symbols: string[];
let refit: () => Promise<unknown>;
let recompute: () => Promise<unknown>;

const get = async (url: string) => (await app.inject({ url: `/api/v1/cpr/${url}` })).json();

beforeAll(async () => {
  database = await createTestDatabase();
  const root = createServerRoot({ db: database.db, now: () => new Date(NOW), queue: createRecordingQueue() });
  const services = createServices({
    root,
    jwtSecret: TEST_JWT_SECRET,
    hasher: fastHasher,
    health: { source: 'simulated', getDataAsOf: () => null },
    market: { source: 'simulated', marketNow: () => NOW },
  });
  app = await buildApp({ services });
  fixture = createSimFixture(database.db, NOW, 12);
  symbols = await fixture.ingest.syncSymbols();
  await fixture.ingest.catchUp(['1d', '1h', '5m']);
  const context = cprJobContext(database.db, services.scope().cpr, () => NOW, fixture.ingest);
  refit = () => runJob(context, 'trend-screening', {});
  recompute = () => services.scope().cpr.recompute();
}, 120_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('trend model checkpoints', () => {
  it('with the candle store alone, only the open checkpoint has held-out days', async () => {
    await refit();
    const summary = TrendModelSummary.parse(await get('trend-model/'));
    const heldOut = summary.checkpoints.filter((c) => c.held_out > 0).map((c) => c.checkpoint);
    expect(heldOut).toEqual(['open']);
  });

  it('with two years of stored day partials, all three checkpoints are fitted, evaluated and served', async () => {
    const report = await backfillTrendPartials(
      {
        source: fixture.source,
        sourceKey: 'simulated',
        partials: createTrendPartialsRepository(database.db),
        candles: createCandleRepository(database.db),
      },
      symbols,
      [7 * HOUR_MS, 13 * HOUR_MS],
    );
    expect(report.symbolsFetched).toBe(12);
    await refit();
    const summary = TrendModelSummary.parse(await get('trend-model/'));
    expect(summary.checkpoints.map((c) => c.checkpoint)).toEqual(['open', 'asia_close', 'london_close']);
    for (const c of summary.checkpoints) {
      expect(c.held_out, c.checkpoint).toBeGreaterThan(1000);
      expect(c.skill, c.checkpoint).not.toBeNull();
      expect(
        c.reliability.reduce((n, b) => n + b.count, 0),
        c.checkpoint,
      ).toBe(c.held_out);
    }
    // The simulated market's days are persistent: knowing the morning must help.
    const [open, asia, london] = summary.checkpoints;
    expect(asia?.skill ?? 0).toBeGreaterThan(open?.skill ?? 0);
    expect(london?.skill ?? 0).toBeGreaterThan(open?.skill ?? 0);
    expect(london?.served).toBe('model');
    // 19:47: every symbol's Trend % is made at the London close.
    const insights = CprInsightsResponse.parse(await get('cpr-insights/'));
    expect(insights.length).toBe(12);
    expect(insights.every((i) => i.trend_checkpoint === 'london_close')).toBe(true);
  });

  it('serves the London close from the 1h bars where a symbol has no 5m bars today (an hourly data set)', async () => {
    await database.db.execute(sql`delete from candles where symbol = 'BTCUSDT' and timeframe = '5m'`);
    await recompute();
    const insights = CprInsightsResponse.parse(await get('cpr-insights/'));
    expect(insights.find((i) => i.symbol === 'BTCUSDT')?.trend_checkpoint).toBe('london_close');
  });

  it('the refit, reading a few symbols at a time, fits the models of the synchronous core fit on every series at once, to the bit', async () => {
    const deps = {
      source: 'simulated',
      inputs: createCprInputRepository(database.db),
      partials: createTrendPartialsRepository(database.db),
      models: createTrendModelRepository(database.db),
      now: () => new Date(NOW),
      chunk: 5,
    };
    const offsets = defaultCheckpointOffsets;
    const map = defaultDailyCprMap;
    const { models } = await refitTrendModel(deps, symbols, NOW, map, offsets);
    const from = bucketStart('1d', NOW) - TREND_HISTORY_DAYS * DAY_MS;
    const used = intradayOffsets(offsets);
    const daily = await deps.inputs.dailyCandles(deps.source, symbols, from, NOW);
    const partials = await deps.partials.stored(deps.source, symbols, used, from, NOW);
    const dataset = trendDataset(trendSeriesOf(daily, partials, offsets), { map, now: NOW, offsets });
    for (const c of trendCheckpoints) {
      expect(models[c], c).toBeDefined();
      expect(models[c], c).toEqual(fitCheckpointModel(c, dataset[c], trendFeatureNames(map, c)));
    }
  });
});
