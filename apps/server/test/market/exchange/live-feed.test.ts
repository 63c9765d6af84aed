import { afterEach, describe, expect, it } from 'vitest';
import type { CandleUpdate } from '../../../src/market/market-source.ts';
import { type BinanceWsMock, startBinanceWsMock } from '../../mocks/exchange/binance-ws-mock.ts';
import { mockBar } from '../../mocks/exchange/mock-klines.ts';
import { type MockedSource, startMockedSource, testNow } from '../../mocks/exchange/mock-source-harness.ts';

const t0 = Math.floor(testNow / 300_000) * 300_000; // the forming 5m bar at testNow

async function until(check: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('live feed', () => {
  let run: MockedSource | undefined;
  let ws: BinanceWsMock | undefined;
  let stop: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await stop?.();
    await ws?.close();
    await run?.close();
  });

  it('streams Binance websocket klines with exact quote volume and closes a bar when the next opens', async () => {
    let now = testNow;
    ws = await startBinanceWsMock();
    run = await startMockedSource(
      { exchange: 'BINANCE', symbols: 3, now: () => now },
      { wsBaseUrl: ws.server.url, live: { timeframes: ['5m'], tickMs: 20, closeGraceMs: 100 } },
    );
    const updates: CandleUpdate[] = [];
    stop = await run.source.watch(['BTCUSDT', 'ETHUSDT'], (u) => updates.push(u));
    await until(() => ws?.subscribed().length === 2);
    expect(ws.subscribed().sort()).toEqual(['btcusdt@kline_5m', 'ethusdt@kline_5m']);

    const k = {
      symbol: 'BTCUSDT',
      interval: '5m',
      openTime: t0,
      closeTime: t0 + 299_999,
      open: 100,
      high: 101,
      low: 99,
    };
    ws.push({ ...k, close: 100.5, baseVolume: 2, quoteVolume: 201.3, closed: false });
    await until(() => updates.length >= 1);
    ws.push({ ...k, close: 100.7, baseVolume: 3, quoteVolume: 302.1, closed: true });
    await until(() => updates.some((u) => u.candle.volume === 302.1));
    ws.push({
      ...k,
      openTime: t0 + 300_000,
      closeTime: t0 + 599_999,
      close: 100.8,
      baseVolume: 1,
      quoteVolume: 100.8,
      closed: false,
    });
    await until(() => updates.some((u) => u.candle.openTime === t0 + 300_000));

    const closed = updates.filter((u) => u.closed);
    expect(closed).toHaveLength(1);
    expect(closed[0]?.candle).toEqual({
      openTime: t0,
      open: 100,
      high: 101,
      low: 99,
      close: 100.7,
      volume: 302.1,
    });
    expect(
      updates.filter((u) => !u.closed).every((u) => u.symbol === 'BTCUSDT' && u.timeframe === '5m'),
    ).toBe(true);

    // No newer bar arrives: past close time + grace the bar is closed with values confirmed over REST.
    now = t0 + 600_000 + 200;
    await until(() => updates.filter((u) => u.closed).length === 2);
    const restFinal = mockBar(run.mock.universe[0]?.index ?? 0, 300_000, t0 + 300_000, now);
    expect(updates.at(-1)).toMatchObject({
      closed: true,
      candle: { openTime: t0 + 300_000, volume: restFinal.quoteVolume },
    });
    expect(run.mock.log.filter((r) => r.path === '/fapi/v1/klines').map((r) => r.query.get('limit'))).toEqual(
      ['1'],
    );
  });

  it('falls back to REST polling when the websocket fails, never closing a bar with partial values', async () => {
    let now = testNow;
    run = await startMockedSource(
      { exchange: 'BINANCE', symbols: 3, now: () => now },
      {
        wsBaseUrl: 'ws://127.0.0.1:9',
        live: { timeframes: ['5m'], pollIntervalMs: 30, tickMs: 20, closeGraceMs: 100 },
      },
    );
    const updates: CandleUpdate[] = [];
    stop = await run.source.watch(['BTCUSDT'], (u) => updates.push(u));
    await until(() => updates.some((u) => !u.closed));
    const btc = run.mock.universe[0]?.index ?? 0;
    const volumeOf = (t: number, at: number) => mockBar(btc, 300_000, t, at).quoteVolume;
    expect(updates[0]).toMatchObject({
      closed: true,
      candle: { openTime: t0 - 300_000, volume: volumeOf(t0 - 300_000, now) },
    });
    expect(updates[1]).toMatchObject({ closed: false, candle: { openTime: t0, volume: volumeOf(t0, now) } });

    now = t0 + 300_000 + 30_000; // the forming bar has closed; the poll now sees its final values
    await until(() => updates.some((u) => u.closed && u.candle.openTime === t0));
    const closedT0 = updates.filter((u) => u.closed && u.candle.openTime === t0);
    expect(closedT0.at(-1)?.candle.volume).toBe(volumeOf(t0, now));
    expect(volumeOf(t0, now)).toBeGreaterThan(volumeOf(t0, testNow));
    expect(run.mock.log.some((r) => r.path === '/fapi/v1/klines' && r.query.get('limit') === '2')).toBe(true);
  });
  it('switches a connection group to polling when its websocket drops, and back after wsRetryMs', async () => {
    ws = await startBinanceWsMock();
    const live = { timeframes: ['5m' as const], pollIntervalMs: 30, wsRetryMs: 300, tickMs: 20 };
    run = await startMockedSource({ exchange: 'BINANCE', symbols: 3 }, { wsBaseUrl: ws.server.url, live });
    const updates: CandleUpdate[] = [];
    stop = await run.source.watch(['BTCUSDT'], (u) => updates.push(u));
    await until(() => ws?.subscribed().length === 1);
    const polls = () => run?.mock.log.filter((r) => r.query.get('limit') === '2').length ?? 0;
    expect(polls()).toBe(0);

    ws.server.dropAll();
    await until(() => polls() >= 2 && updates.some((u) => !u.closed));
    await until(() => ws?.server.sockets.size === 1, 3_000); // reconnected after wsRetryMs
    await until(() => ws?.subscribed().length === 1);
  });
});
