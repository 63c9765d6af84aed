import { type AdminSettings, defaultAdminSettings } from '@app/contracts';
import { DAY_MS, HOUR_MS } from '@app/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobContext } from '../../../src/jobs/job-context.ts';
import { createCandleRepository } from '../../../src/repositories/candle-repository.ts';
import { readCandleWindows } from '../../../src/repositories/candle-windows.ts';
import { createCprInputRepository } from '../../../src/repositories/cpr-input-repository.ts';
import { createFormingCandleRepository } from '../../../src/repositories/forming-candle-repository.ts';
import { createLiquidityRangeRepository } from '../../../src/repositories/liquidity-range-repository.ts';
import { createLiquidityRepository } from '../../../src/repositories/liquidity-repository.ts';
import { createMarketSymbolRepository } from '../../../src/repositories/market-symbol-repository.ts';
import type { CprService } from '../../../src/services/cpr/cpr-service.ts';
import { createLiquidityService } from '../../../src/services/liquidity/liquidity-service.ts';
import { createMarketIngestService } from '../../../src/services/market/market-ingest-service.ts';
import { cprJobContext, runJob } from '../../support/cpr-job-context.ts';
import { createSimFixture } from '../../support/sim-market-fixture.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';

/**
 * SniperFlow on the simulated market: 24 symbols with 8 days of 5m bars, the jobs run over the last
 * two days the way the 5m schedule would (at a few times of each day).
 */
const END = Date.UTC(2026, 2, 14, 23, 55, 10);
const DAY1 = Date.UTC(2026, 2, 13);
const SYMBOLS = 24;

let database: TestDatabase;
let marketNow = DAY1;
let settings: AdminSettings = defaultAdminSettings;
const seen = { swept: new Set<string>(), labels: new Set<string>(), reasons: new Set<string>() };

const service = () =>
  createLiquidityService({
    readWindows: (tf, starts, to) => readCandleWindows(database.db, 'simulated', tf, starts, to),
    source: 'simulated',
    marketNow: () => marketNow,
    now: () => new Date(marketNow),
    settings: { current: async () => settings, invalidate: () => {} },
    liquidity: createLiquidityRepository(database.db),
    ranges: createLiquidityRangeRepository(database.db),
    symbols: createMarketSymbolRepository(database.db),
    readers: createCprInputRepository(database.db),
  });
let context: JobContext;
const rows = () => createLiquidityRepository(database.db).readSummaries('simulated');

beforeAll(async () => {
  database = await createTestDatabase();
  const fixture = createSimFixture(database.db, END, SYMBOLS);
  const ingest = createMarketIngestService({
    source: fixture.source,
    candles: createCandleRepository(database.db),
    forming: createFormingCandleRepository(database.db),
    symbols: createMarketSymbolRepository(database.db),
    history: { '5m': 8 * DAY_MS, '1h': 2 * DAY_MS, '1d': 10 * DAY_MS },
  });
  await ingest.syncSymbols();
  await ingest.catchUp(['5m', '1d']);
  context = { ...cprJobContext(database.db, {} as CprService, () => marketNow), liquidity: service() };
  await runJob(context, 'liquidity-run', { mode: 'historical' });
  for (let day = DAY1; day < END; day += DAY_MS) {
    for (const at of [8.5, 14, 23.92]) {
      marketNow = day + at * HOUR_MS;
      await runJob(context, 'liquidity-run', { mode: 'live' });
      for (const r of await rows()) {
        const flags = {
          pdh: r.pdhSwept,
          pdl: r.pdlSwept,
          asia_high: r.asiaHighSwept,
          asia_low: r.asiaLowSwept,
          london_high: r.londonHighSwept,
          london_low: r.londonLowSwept,
        };
        for (const [k, v] of Object.entries(flags)) if (v) seen.swept.add(k);
        for (const v of Object.values(r.sessionBias)) seen.labels.add(v);
        seen.reasons.add(r.biasReason);
      }
    }
  }
}, 600_000);

afterAll(async () => {
  await database?.close();
});

describe('SniperFlow runs on the simulated market', () => {
  it('sweeps every level on some symbols and labels sessions A, M and D', () => {
    expect([...seen.swept].sort()).toEqual([
      'asia_high',
      'asia_low',
      'london_high',
      'london_low',
      'pdh',
      'pdl',
    ]);
    expect([...seen.labels].sort()).toEqual(['A', 'D', 'M']);
    expect(seen.reasons.size).toBeGreaterThanOrEqual(4);
  });

  it('keeps the completed session ranges of the 20 days before today, built once', async () => {
    marketNow = END;
    const result = await context.liquidity.run();
    expect(result.historyBuilt).toBe(0);
    expect(result.changedRows).toBe(0);
    const stored = await database.db.execute(
      sql`select count(*)::int as n, min(start_time) as first from liquidity_session_ranges`,
    );
    const { n, first } = (stored as unknown as { rows: { n: number; first: string }[] }).rows[0] ?? {
      n: 0,
      first: '0',
    };
    // 7 full days of bars before the 14th (the 8-day history starts at 23:55 on the 6th), 3 sessions each.
    expect(n).toBe(SYMBOLS * 7 * 3);
    expect(Number(first)).toBeGreaterThanOrEqual(Date.UTC(2026, 1, 22));
  });

  it('a partial run stores only its columns, and a whole row for a symbol without one', async () => {
    marketNow = END;
    await context.liquidity.run();
    const before = await rows();
    const gone = before[0]?.symbol as string;
    await database.db.execute(sql`delete from liquidity_summaries where symbol = ${gone}`);
    await database.db.execute(sql`update liquidity_summaries set cpr_top = 1, bias = 'Neutral', pdh = 1`);
    const detail = await runJob(context, 'sniperflow-cpr', {});
    expect(detail.detail).toMatch(
      /^SniperFlow CPR run \(cpr\) as of 2026-03-14T23:55:\d\dZ: 24 symbols; swept PDH \d+/,
    );
    expect(detail.changed).toEqual(['sniperflow']);
    const after = await rows();
    expect(after.find((r) => r.symbol === gone)).toEqual({ ...before[0], computedAt: expect.any(Date) });
    for (const r of after.filter((x) => x.symbol !== gone)) {
      const was = before.find((x) => x.symbol === r.symbol);
      expect(r.cprTop).toBe(was?.cprTop);
      expect(r.pdh).toBe(1);
      expect(r.bias).toBe('Neutral');
    }
    await runJob(context, 'sniperflow-bias', {});
    expect((await rows()).map((r) => r.bias)).toEqual(before.map((r) => r.bias));
    await runJob(context, 'liquidity-run', { mode: 'live' });
    expect((await rows()).map(({ computedAt: _, ...r }) => r)).toEqual(
      before.map(({ computedAt: _, ...r }) => r),
    );
  });

  it('the session run rebuilds the history from the candles and keeps the labels', async () => {
    marketNow = END;
    const before = await rows();
    const result = await context.liquidity.run({ parts: ['session'], rebuild: true });
    expect(result.historyBuilt).toBe(SYMBOLS * 7 * 3);
    expect(result.changedRows).toBe(0);
    expect((await rows()).map((r) => r.sessionBias)).toEqual(before.map((r) => r.sessionBias));
  });

  it('follows a session window change: new windows, new ranges', async () => {
    marketNow = END;
    settings = { ...defaultAdminSettings, london_start_utc: '08:00', asia_end_utc: '08:00' };
    const result = await context.liquidity.run();
    expect(result.historyBuilt).toBe(SYMBOLS * 7 * 2);
    expect(result.changedRows).toBeGreaterThan(0);
    settings = defaultAdminSettings;
  });
});
