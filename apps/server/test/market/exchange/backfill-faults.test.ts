import { type StoredTimeframe, timeframeMs } from '@app/core';
import { afterEach, describe, expect, it } from 'vitest';
import { alignDown } from '../../../src/market/exchange/backfill-plan.ts';
import { historyMs } from '../../../src/services/market/market-ingest-service.ts';
import { expectedClosedBars } from '../../mocks/exchange/expected-bars.ts';
import { createMemoryCandleStore, type MemoryCandleStore } from '../../mocks/exchange/memory-candle-store.ts';
import { type MockedSource, startMockedSource, testNow } from '../../mocks/exchange/mock-source-harness.ts';

const timeframes: StoredTimeframe[] = ['5m', '1h', '1d'];

function expectComplete(run: MockedSource, store: MemoryCandleStore, symbols: string[]): void {
  expect(store.rewrites()).toBe(0);
  expect(store.unorderedWrites()).toBe(0);
  for (const symbol of symbols) {
    for (const tf of timeframes) {
      const from = alignDown(testNow - historyMs[tf], timeframeMs(tf));
      expect(store.bars(symbol, tf)).toEqual(
        expectedClosedBars(run.mock.universe, symbol, tf, from, testNow),
      );
    }
  }
}

describe('backfill under faults (Binance mock)', () => {
  let run: MockedSource | undefined;
  afterEach(async () => run?.close());
  const symbols = ['BTCUSDT', 'ETHUSDT', 'SOLUSDT', 'XRPUSDT'];

  it('recovers from 429, 418, 500, 502, a timeout and a garbled body without duplicate or partial bars', async () => {
    run = await startMockedSource({ exchange: 'BINANCE', symbols: 5 }, { timeoutMs: 500 });
    const faults = run.mock.faults;
    faults.add({ kind: '429', path: '/klines', symbol: 'BTCUSDT', times: 1, retryAfterSec: 0 });
    faults.add({ kind: 'bad-json', path: '/klines', symbol: 'BTCUSDT', times: 1 });
    faults.add({ kind: '418', path: '/klines', symbol: 'ETHUSDT', times: 1, retryAfterSec: 0 });
    faults.add({ kind: 'delay', path: '/klines', symbol: 'ETHUSDT', times: 1, delayMs: 1_500 });
    faults.add({ kind: '500', path: '/klines', symbol: 'SOLUSDT', times: 2 });
    faults.add({ kind: '502', path: '/klines', symbol: 'XRPUSDT', times: 1 });
    const store = createMemoryCandleStore();
    const report = await run.source.backfill({
      ranges: await store.tailRanges(symbols, timeframes, run.source.now()),
      write: store.write,
    });
    expect(report.stale).toEqual([]);
    expect(run.mock.stats().faults).toBe(7);
    expect(run.source.stats().retries).toBeGreaterThanOrEqual(7); // a slow response under load also times out
    expectComplete(run, store, symbols);
  });

  it('marks a persistently failing symbol stale while the others complete, and clears it on recovery', async () => {
    run = await startMockedSource({ exchange: 'BINANCE', symbols: 5 });
    run.mock.faults.add({ kind: '500', path: '/klines', symbol: 'ETHUSDT', times: Number.POSITIVE_INFINITY });
    const store = createMemoryCandleStore();
    const staleSeen: string[] = [];
    const report = await run.source.backfill({
      ranges: await store.tailRanges(symbols, timeframes, run.source.now()),
      write: store.write,
      onStale: (e) => staleSeen.push(`${e.symbol} ${e.timeframe}`),
    });
    expect(staleSeen.sort()).toEqual(['ETHUSDT 1d', 'ETHUSDT 1h', 'ETHUSDT 5m']);
    expect(report.stale.map((s) => s.symbol)).toEqual(['ETHUSDT', 'ETHUSDT', 'ETHUSDT']);
    expect(run.source.stale()).toHaveLength(3);
    expect(store.bars('ETHUSDT', '5m')).toEqual([]);
    expectComplete(run, store, ['BTCUSDT', 'SOLUSDT', 'XRPUSDT']);

    run.mock.faults.clear();
    const again = await run.source.backfill({
      ranges: await store.tailRanges(symbols, timeframes, run.source.now()),
      write: store.write,
    });
    expect(again.stale).toEqual([]);
    expect(run.source.stale()).toEqual([]);
    expectComplete(run, store, symbols);
  });

  it('honours Retry-After before retrying', async () => {
    run = await startMockedSource({ exchange: 'BINANCE', symbols: 2 });
    run.mock.faults.add({ kind: '429', path: '/klines', times: 1, retryAfterSec: 1 });
    const store = createMemoryCandleStore();
    await run.source.backfill({
      ranges: await store.tailRanges(['BTCUSDT'], ['1d'], run.source.now()),
      write: store.write,
    });
    const klines = run.mock.log.filter((r) => r.path === '/fapi/v1/klines');
    expect(klines).toHaveLength(2);
    expect((klines[1]?.at ?? 0) - (klines[0]?.at ?? 0)).toBeGreaterThanOrEqual(950);
    expect(store.bars('BTCUSDT', '1d')).toHaveLength(400);
  });
});

describe('backfill against server-side rate limits', () => {
  let run: MockedSource | undefined;
  afterEach(async () => run?.close());
  const slowRetry = { maxAttempts: 12, baseDelayMs: 50, maxDelayMs: 400 };

  it('Binance: 429 + Retry-After when the weight budget runs out, then completes', async () => {
    // 30 symbols × weight 2 (401 daily bars) overdraw it; a 2 s window (not 0.5 s) so that requests slowed
    // by a loaded machine still arrive within one window and meet the 429.
    const budget = { capacity: 30, windowMs: 2000 };
    run = await startMockedSource(
      { exchange: 'BINANCE', symbols: 30, rateLimit: true, budget },
      { retry: slowRetry },
    );
    const all = (await run.source.listSymbols()).map((s) => s.symbol);
    const store = createMemoryCandleStore();
    const report = await run.source.backfill({
      ranges: await store.tailRanges(all, ['1d'], run.source.now()),
      write: store.write,
      concurrency: 16,
    });
    expect(run.mock.stats().rateLimited).toBeGreaterThan(0);
    expect(report.stale).toEqual([]);
    expect(store.rewrites()).toBe(0);
    for (const symbol of all) {
      const from = alignDown(testNow - historyMs['1d'], timeframeMs('1d'));
      expect(store.bars(symbol, '1d')).toEqual(
        expectedClosedBars(run.mock.universe, symbol, '1d', from, testNow),
      );
    }
  });

  it('MEXC: code 510 "too frequent" is retried until the bucket refills', async () => {
    run = await startMockedSource({ exchange: 'MEXC', symbols: 6, rateLimit: true }, { retry: slowRetry });
    const some = ['BTCUSDT', 'ETHUSDT', 'SOLUSDT', 'XRPUSDT', 'DOGEUSDT'];
    const store = createMemoryCandleStore();
    const report = await run.source.backfill({
      ranges: await store.tailRanges(some, timeframes, run.source.now()),
      write: store.write,
    });
    expect(run.mock.stats().rateLimited).toBeGreaterThan(0);
    expect(report.stale).toEqual([]);
    expectComplete(run, store, some);
  });
});
