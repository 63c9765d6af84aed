import { defaultAdminSettings } from '@app/contracts';
import { DAY_MS } from '@app/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobContext } from '../../../src/jobs/job-context.ts';
import { liquidityRunJob } from '../../../src/jobs/liquidity-run.ts';
import { createCandleRepository } from '../../../src/repositories/candle-repository.ts';
import { readCandleWindows } from '../../../src/repositories/candle-windows.ts';
import { createCprInputRepository } from '../../../src/repositories/cpr-input-repository.ts';
import { createFormingCandleRepository } from '../../../src/repositories/forming-candle-repository.ts';
import { createLiquidityRangeRepository } from '../../../src/repositories/liquidity-range-repository.ts';
import { createLiquidityRepository } from '../../../src/repositories/liquidity-repository.ts';
import { createMarketSymbolRepository } from '../../../src/repositories/market-symbol-repository.ts';
import { replayCloses, replayWindow } from '../../../src/runtime/files-replay.ts';
import type { CprService } from '../../../src/services/cpr/cpr-service.ts';
import { createLiquidityService } from '../../../src/services/liquidity/liquidity-service.ts';
import { createMarketIngestService } from '../../../src/services/market/market-ingest-service.ts';
import { cprJobContext } from '../../support/cpr-job-context.ts';
import { createSimFixture } from '../../support/sim-market-fixture.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';

/**
 * The files source's start-up replay through the SniperFlow job (docs/analytics.md §6): a fixed data
 * set (clock mode `replay`) of 4 simulated symbols ending at 00:00 UTC, its last 2 days replayed
 * close by close after a start-up run at the replay's first close.
 */
const END = Date.UTC(2026, 2, 14);
const SYMBOLS = 4;
const FROM = END - 2 * DAY_MS;

let database: TestDatabase;
let marketNow = FROM;
let context: JobContext;
const ranges = createLiquidityRangeRepository;
const rows = () => createLiquidityRepository(database.db).readSummaries('simulated');
const service = () =>
  createLiquidityService({
    readWindows: (tf, starts, to) => readCandleWindows(database.db, 'simulated', tf, starts, to),
    source: 'simulated',
    marketNow: () => marketNow,
    clockMode: 'replay',
    now: () => new Date(marketNow),
    settings: { current: async () => defaultAdminSettings, invalidate: () => {} },
    liquidity: createLiquidityRepository(database.db),
    ranges: ranges(database.db),
    symbols: createMarketSymbolRepository(database.db),
    readers: createCprInputRepository(database.db),
  });
const storedRanges = async () => {
  const held = await ranges(database.db).readRanges('simulated', END - 30 * DAY_MS, END);
  return [...held].sort(([a], [b]) => a.localeCompare(b));
};
let report = { closes: 0, runs: 0, ms: 0 };
let startRanges = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  const fixture = createSimFixture(database.db, END, SYMBOLS);
  const ingest = createMarketIngestService({
    source: fixture.source,
    candles: createCandleRepository(database.db),
    forming: createFormingCandleRepository(database.db),
    symbols: createMarketSymbolRepository(database.db),
    history: { '5m': 6 * DAY_MS, '1h': 2 * DAY_MS, '1d': 10 * DAY_MS },
  });
  await ingest.syncSymbols();
  await ingest.catchUp(['5m', '1d']);
  context = { ...cprJobContext(database.db, {} as CprService, () => marketNow), liquidity: service() };
  // The start-up run at the replay's first close, then the replay.
  await context.liquidity.run({ rebuild: true });
  startRanges = (await storedRanges()).flatMap(([, r]) => r).length;
  const window = replayWindow(END, 2);
  if (!window) throw new Error('no replay window');
  report = await replayCloses({
    jobs: [liquidityRunJob],
    context,
    clock: { set: (t) => (marketNow = t) },
    closes: window.closes,
    signal: new AbortController().signal,
  });
}, 600_000);

afterAll(async () => {
  await database?.close();
});

describe('the SniperFlow job in the files replay', () => {
  it('runs at every close and completes the session history of the replayed days as they end', async () => {
    expect(report).toMatchObject({ closes: 2 * 288, runs: 2 * 288 });
    const held = await storedRanges();
    const all = held.flatMap(([, r]) => r);
    // At the replay's first close (00:00) the day analysed is the one before it: its history ends
    // two days before the replay; the replay added the sessions of the two days before the data's last day.
    const replayed = all.filter((r) => r.start >= FROM - DAY_MS && r.end <= END - DAY_MS);
    expect(replayed.length).toBe(SYMBOLS * 2 * 3);
    expect(all.length).toBe(startRanges + SYMBOLS * 2 * 3);
    // The same ranges a rebuild from the candles gives.
    await context.liquidity.run({ parts: ['session'], rebuild: true });
    expect(await storedRanges()).toEqual(held);
  });

  it('ends on the last complete day, with the rows a fresh run at the data end computes', async () => {
    const replayed = await rows();
    expect(replayed.map((r) => r.day.getTime())).toEqual(Array(SYMBOLS).fill(END - DAY_MS));
    expect(replayed.every((r) => r.asiaHigh !== null && r.londonLow !== null)).toBe(true);
    expect(replayed.some((r) => r.hitEvents.length > 0)).toBe(true);
    marketNow = END;
    await context.liquidity.run({ rebuild: true });
    expect((await rows()).map(({ computedAt: _, ...r }) => r)).toEqual(
      replayed.map(({ computedAt: _, ...r }) => r),
    );
  });
});
