import { type Candle, type StoredTimeframe, timeframeMs } from '@app/core';
import { afterEach, describe, expect, it } from 'vitest';
import { alignDown } from '../../../src/market/exchange/backfill-plan.ts';
import { exchangeProfiles } from '../../../src/market/exchange/exchange-profiles.ts';
import { historyMs } from '../../../src/services/market/market-ingest-service.ts';
import { expectedClosedBars } from '../../mocks/exchange/expected-bars.ts';
import { createMemoryCandleStore } from '../../mocks/exchange/memory-candle-store.ts';
import { type MockedSource, startMockedSource, testNow } from '../../mocks/exchange/mock-source-harness.ts';

const timeframes: StoredTimeframe[] = ['5m', '1h', '1d'];
const klinePath = {
  BINANCE: '/fapi/v1/klines',
  BYBIT: '/v5/market/kline',
  MEXC: '/api/v1/contract/kline/',
} as const;

describe.each(['BINANCE', 'BYBIT', 'MEXC'] as const)('backfill on %s (mock)', (exchange) => {
  let run: MockedSource | undefined;
  afterEach(async () => run?.close());

  it('writes every closed bar once, in order, with quote volume, never the forming bar', async () => {
    run = await startMockedSource({ exchange, symbols: 4 });
    const symbols = (await run.source.listSymbols()).map((s) => s.symbol);
    const store = createMemoryCandleStore();
    const forming: Array<{ tf: StoredTimeframe; candle: Candle }> = [];
    const onForming = (_s: string, tf: StoredTimeframe, candle: Candle) => forming.push({ tf, candle });
    const report = await run.source.backfill({
      ranges: await store.tailRanges(symbols, timeframes, run.source.now()),
      write: store.write,
      onForming,
    });

    expect(report.stale).toEqual([]);
    expect(store.rewrites()).toBe(0);
    expect(store.unorderedWrites()).toBe(0);
    for (const symbol of symbols) {
      for (const tf of timeframes) {
        const from = alignDown(testNow - historyMs[tf], timeframeMs(tf));
        // Equal to the exchange's own bars: no gap or duplicate across page boundaries, exact quote volume.
        expect(store.bars(symbol, tf)).toEqual(
          expectedClosedBars(run.mock.universe, symbol, tf, from, testNow),
        );
      }
    }
    expect(forming).toHaveLength(symbols.length * timeframes.length);
    for (const { tf, candle } of forming) {
      expect(candle.openTime).toBe(Math.floor(testNow / timeframeMs(tf)) * timeframeMs(tf));
      expect(store.bars(symbols[0] ?? '', tf).at(-1)?.openTime).toBe(candle.openTime - timeframeMs(tf));
    }

    // Pages: each request within the exchange's max page size, 5m history split over several pages.
    const maxPage = exchangeProfiles[exchange].maxPageSize;
    const klineRequests = run.mock.log.filter((r) => r.path.startsWith(klinePath[exchange]));
    expect(klineRequests).toHaveLength(report.windows);
    const bars5m = (21 * 86_400_000) / 300_000 + 1;
    expect(report.windows).toBe(
      symbols.length * (Math.ceil(bars5m / maxPage) + Math.ceil((60 * 24 + 1) / maxPage) + 1),
    );
  });

  it('resumes from the newest stored candle', async () => {
    let now = testNow;
    run = await startMockedSource({ exchange, symbols: 3, now: () => now });
    const symbols = ['BTCUSDT', 'ETHUSDT'];
    const store = createMemoryCandleStore();
    await run.source.backfill({
      ranges: await store.tailRanges(symbols, timeframes, run.source.now()),
      write: store.write,
    });
    const before = run.mock.log.length;

    now += 2 * 3_600_000 + 60_000; // two hours and a minute later
    const report = await run.source.backfill({
      ranges: await store.tailRanges(symbols, timeframes, run.source.now()),
      write: store.write,
    });
    expect(report.windows).toBe(symbols.length * timeframes.length);
    expect(run.mock.log.length - before).toBe(report.windows);
    expect(report.candlesWritten).toBe(symbols.length * (24 + 2)); // 24 new 5m bars + 2 new 1h bars each
    expect(store.rewrites()).toBe(0);
    for (const symbol of symbols) {
      const from = alignDown(testNow - historyMs['5m'], 300_000);
      expect(store.bars(symbol, '5m')).toEqual(
        expectedClosedBars(run.mock.universe, symbol, '5m', from, now),
      );
    }
  });

  it('fills a head range up to its end only: bars at or after `to` dropped, no forming bar', async () => {
    run = await startMockedSource({ exchange, symbols: 2 });
    const store = createMemoryCandleStore();
    const onForming: Array<Candle> = [];
    const to = alignDown(testNow, 3_600_000) - 5 * 3_600_000;
    const from = to - 48 * 3_600_000;
    const report = await run.source.backfill({
      ranges: [{ symbol: 'BTCUSDT', timeframe: '1h', from, to }],
      write: store.write,
      onForming: (_s, _tf, candle) => onForming.push(candle),
    });
    expect(report.stale).toEqual([]);
    expect(store.bars('BTCUSDT', '1h')).toEqual(
      expectedClosedBars(run.mock.universe, 'BTCUSDT', '1h', from, testNow).filter((c) => c.openTime < to),
    );
    expect(store.bars('BTCUSDT', '1h')).toHaveLength(48);
    expect(onForming).toEqual([]);
  });

  it('starts a recently listed symbol at its first bar', async () => {
    run = await startMockedSource({ exchange, symbols: 3 });
    const newest = run.mock.universe[2];
    const symbol = `${newest?.base}USDT`;
    const store = createMemoryCandleStore();
    const report = await run.source.backfill({
      ranges: await store.tailRanges([symbol], ['1h'], run.source.now()),
      write: store.write,
    });
    expect(report.stale).toEqual([]);
    expect(store.bars(symbol, '1h')[0]?.openTime).toBe(newest?.listedAt);
    expect(store.bars(symbol, '1h')).toEqual(expectedClosedBars(run.mock.universe, symbol, '1h', 0, testNow));
  });
});
