import {
  BiasScoresResponse,
  CprDataResponse,
  CprInsightsResponse,
  type CprRow,
  defaultAdminSettings,
  TrendModelSummary,
} from '@app/contracts';
import { type Candle, DAY_MS, mulberry32 } from '@app/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices } from '../../../../src/composition/app-services.ts';
import { createServerRoot } from '../../../../src/composition/server-root.ts';
import { buildApp } from '../../../../src/http/app.ts';
import type { JobResult } from '../../../../src/jobs/job-definition.ts';
import { createCandleRepository } from '../../../../src/repositories/candle-repository.ts';
import { createFormingCandleRepository } from '../../../../src/repositories/forming-candle-repository.ts';
import { createTrendModelRepository } from '../../../../src/repositories/trend-model-repository.ts';
import { cprJobContext, runJob } from '../../../support/cpr-job-context.ts';
import { createRecordingQueue } from '../../../support/recording-queue.ts';
import { createSimFixture } from '../../../support/sim-market-fixture.ts';
import { fastHasher, TEST_JWT_SECRET } from '../../../support/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../../support/test-database.ts';

/**
 * The CPR module on the simulated market: 16 symbols with 400 days of daily bars, at Sunday
 * 2026-03-15 19:47:30 UTC (a time at which every category below occurs). The market is ingested
 * once for the file; the tests only read.
 */
const NOW = Date.UTC(2026, 2, 15, 19, 47, 30);
const TODAY = Date.UTC(2026, 2, 15);
let database: TestDatabase;
let app: FastifyInstance;
let trend: JobResult;

const get = async (url: string) => (await app.inject({ url: `/api/v1/cpr/${url}` })).json();

beforeAll(async () => {
  database = await createTestDatabase();
  const root = createServerRoot({
    db: database.db,
    now: () => new Date(NOW + 60_000),
    queue: createRecordingQueue(),
  });
  const services = createServices({
    root,
    jwtSecret: TEST_JWT_SECRET,
    hasher: fastHasher,
    health: { source: 'simulated', getDataAsOf: () => null },
    market: { source: 'simulated', marketNow: () => NOW },
  });
  app = await buildApp({ services });
  const fixture = createSimFixture(database.db, NOW, 16);
  await fixture.ingest.syncSymbols();
  await fixture.ingest.catchUp(['1d', '5m']);
  const context = cprJobContext(database.db, services.scope().cpr, () => NOW, fixture.ingest);
  await runJob(context, 'symbol-meta', {});
  await runJob(context, 'cpr-scan', { tf: '1d' });
  trend = await runJob(context, 'trend-screening', {});
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('CPR on the simulated market', () => {
  it('shows every subcategory of each map, virgin and not, every position and every daily bias', async () => {
    const rows = CprDataResponse.parse(await get('cpr-data/?range=daily'));
    expect(rows).toHaveLength(16);
    const subs = (pick: (r: CprRow) => string | null) => new Set(rows.map(pick));
    const all = (map: readonly (readonly [number, string, string])[]) => new Set(map.map((e) => e[2]));
    expect(subs((r) => r.daily_subcategory)).toEqual(all(defaultAdminSettings.daily_cpr_map));
    expect(subs((r) => r.weekly_subcategory)).toEqual(all(defaultAdminSettings.weekly_cpr_map));
    expect(subs((r) => r.monthly_subcategory)).toEqual(all(defaultAdminSettings.monthly_cpr_map));
    expect(new Set(rows.map((r) => r.is_virgin_cpr))).toEqual(new Set([true, false]));

    const insights = CprInsightsResponse.parse(await get('cpr-insights/'));
    const positions = new Set(['Above', 'Within', 'Below']);
    expect(new Set(insights.map((i) => i.daily_position))).toEqual(positions);
    expect(new Set(insights.map((i) => i.weekly_position))).toEqual(positions);
    expect(new Set(insights.map((i) => i.monthly_position))).toEqual(positions);
    expect(new Set(insights.map((i) => i.daily_bias))).toEqual(new Set(['Explosive', 'Trending', 'Neutral']));
    const records = BiasScoresResponse.parse(await get('bias-scores/'));
    expect(records.some((r) => r.is_inside_daily) && records.some((r) => !r.is_inside_daily)).toBe(true);
  });

  it('serves what an independent computation from the stored candles gives (random sample)', async () => {
    const candles = createCandleRepository(database.db);
    const forming = createFormingCandleRepository(database.db);
    const served: Partial<Record<'daily' | 'weekly' | 'monthly', CprRow[]>> = {};
    for (const range of ['daily', 'weekly', 'monthly'] as const)
      served[range] = CprDataResponse.parse(await get(`cpr-data/?range=${range}`));
    const insights = CprInsightsResponse.parse(await get('cpr-insights/'));
    const symbols = (served.daily ?? []).map((r) => r.symbol);
    const random = mulberry32(20260315);
    const sample = [...symbols];
    for (let i = sample.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [sample[i], sample[j]] = [sample[j] as string, sample[i] as string];
    }
    sample.length = 5;
    for (const symbol of sample) {
      const daily = await candles.range('simulated', symbol, '1d', 0, TODAY);
      const today = await candles.range('simulated', symbol, '5m', TODAY, NOW);
      const f = await forming.get('simulated', symbol, '5m');
      if (f && f.candle.openTime > (today.at(-1)?.openTime ?? 0) && f.candle.openTime < NOW)
        today.push(f.candle);
      const price = today.at(-1)?.close as number;
      const periods = {
        daily: [TODAY - DAY_MS, TODAY],
        weekly: [Date.UTC(2026, 2, 2), Date.UTC(2026, 2, 9)], // Monday to Monday before this Sunday
        monthly: [Date.UTC(2026, 1, 1), Date.UTC(2026, 2, 1)],
      } as const;
      for (const range of ['daily', 'weekly', 'monthly'] as const) {
        const [from, to] = periods[range];
        const bars = daily.filter((c: Candle) => c.openTime >= from && c.openTime < to);
        const H = Math.max(...bars.map((c) => c.high));
        const L = Math.min(...bars.map((c) => c.low));
        const C = bars.at(-1)?.close as number;
        const pivot = (H + L + C) / 3;
        const bc = (H + L) / 2;
        const tc = 2 * pivot - bc;
        const [top, bottom] = [Math.max(tc, bc), Math.min(tc, bc)];
        const row = served[range]?.find((r) => r.symbol === symbol);
        expect(row, `${symbol} ${range}`).toBeDefined();
        expect(row?.pivot).toBeCloseTo(pivot, 10);
        expect(row?.top).toBeCloseTo(top, 10);
        expect(row?.bottom).toBeCloseTo(bottom, 10);
        expect(row?.width_pct).toBeCloseTo((top - bottom) / pivot, 14);
        const map = defaultAdminSettings[`${range}_cpr_map`];
        const sub = (map.find(([threshold]) => (top - bottom) / pivot <= threshold) ??
          map[map.length - 1])?.[2];
        expect(row?.[`${range}_subcategory`], `${symbol} ${range}`).toBe(sub);
        const position = price > top ? 'Above' : price < bottom ? 'Below' : 'Within';
        expect(insights.find((i) => i.symbol === symbol)?.[`${range}_position`], `${symbol} ${range}`).toBe(
          position,
        );
        if (range === 'daily') {
          const high = Math.max(...today.map((c) => c.high));
          const low = Math.min(...today.map((c) => c.low));
          expect(row?.is_virgin_cpr, symbol).toBe(low > top || high < bottom);
        }
      }
    }
  });

  it('refits the trend model, stores its Brier scores and says whether it beats the base rate', async () => {
    const run = await createTrendModelRepository(database.db).latest('simulated');
    expect(run).toBeDefined();
    expect(run?.n).toBeGreaterThan(1000);
    expect(run?.brier).toBeGreaterThan(0);
    expect(run?.beatsBaseRate).toBe((run?.brier ?? 1) < (run?.baseRateBrier ?? 0));
    expect(trend.detail).toContain(`open: held-out Brier ${run?.brier?.toFixed(4)}`);
    expect(trend.detail).toContain(run?.beatsBaseRate ? 'serves the model' : 'serves the base rate');
    const open = run?.checkpoints?.models.open;
    expect(open?.scores?.reliability).toHaveLength(10);
    expect(open?.scores?.reliability.reduce((n, b) => n + b.count, 0)).toBe(run?.n);
    const summary = TrendModelSummary.parse(await get('trend-model/'));
    expect(summary.checkpoints.map((c) => c.checkpoint)).toEqual(
      ['open', 'asia_close', 'london_close'].filter((c) => run?.checkpoints?.models[c as 'open']),
    );
    expect(summary.checkpoints[0]?.brier).toBe(run?.brier);
    const insights = CprInsightsResponse.parse(await get('cpr-insights/'));
    expect(insights.every((i) => i.trend_probability !== null && i.trend_probability > 0)).toBe(true);
    expect(insights.every((i) => i.trend_checkpoint !== null && i.trend_served !== null)).toBe(true);
    expect(trend.changed).toEqual(['cpr']);
  });
});
