import {
  defaultAdminSettings,
  type OverlaysQuery,
  type OverlaysResponse,
  type StreamEvent,
} from '@app/contracts';
import { noTp1Forecast } from '@app/core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { relayStreamEvent } from '../../../../src/composition/stream-relay.ts';
import { createEventBus, type EventBus } from '../../../../src/push/event-bus.ts';
import { createFormingCandleRepository } from '../../../../src/repositories/forming-candle-repository.ts';
import { createIctRepository } from '../../../../src/repositories/ict-repository.ts';
import { createNotificationRepository } from '../../../../src/repositories/notification-repository.ts';
import { createRecordingQueue } from '../../../support/recording-queue.ts';
import { createSimFixture, type SimFixture } from '../../../support/sim-market-fixture.ts';
import { type SignedIn, useTestApp } from '../../../support/test-app.ts';

/** Wednesday 2026-03-11 13:47:30 UTC. */
const NOW = Date.UTC(2026, 2, 11, 13, 47, 30);
const M5 = 300_000;
let marketNow = NOW;
const t = useTestApp({
  market: { source: 'simulated', marketNow: () => marketNow, queue: createRecordingQueue() },
});

let bus: EventBus;
/** Events the relay handled (the bus delivers NOTIFY asynchronously). */
const relayed: StreamEvent[] = [];
let fixture: SimFixture;
let user: SignedIn;

beforeAll(async () => {
  bus = createEventBus({
    openSession: () => t.database.access.openSession(),
    notifications: createNotificationRepository(t.database.db),
  });
  // What start.ts subscribes in every api process.
  bus.subscribe((event) => {
    relayStreamEvent(t.services, event);
    relayed.push(event);
  });
  await bus.start();
});
afterAll(async () => {
  await bus.stop();
});
beforeEach(async () => {
  marketNow = NOW;
  fixture = createSimFixture(t.database.db, NOW);
  await fixture.ingest.syncSymbols();
  await fixture.ingest.catchUp();
  user = await t.signIn('free');
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** Publishes `module`'s change event through LISTEN/NOTIFY and waits until this process relayed it. */
async function publish(module: StreamEvent['module']) {
  const event = { module, data_time: new Date(marketNow).toISOString() };
  const before = relayed.length;
  await bus.publish(event);
  await vi.waitFor(() => expect(relayed.slice(before)).toContainEqual(event), { timeout: 5000 });
}

const get = async (query: OverlaysQuery) => {
  const params = new URLSearchParams(
    Object.entries(query).map(([k, v]) => [k, String(v)] as [string, string]),
  );
  const res = await t.app.inject({ url: `/api/v1/market/overlays/?${params}`, headers: user.headers });
  expect(res.statusCode, res.body).toBe(200);
  return { etag: res.headers.etag, body: res.json() as OverlaysResponse };
};
/** A fresh compute through the overlay service (no cache), as JSON would carry it. */
const fresh = async (query: OverlaysQuery) =>
  JSON.parse(JSON.stringify(await t.services.scope().overlays.overlays(query))) as OverlaysResponse;
/** Counts the candle reads from here on. */
const candleReads = () => vi.spyOn(t.root.repos.candles, 'range');

const BTC_5M: OverlaysQuery = { symbol: 'BTCUSDT', tf: '5m' };
const ETH_5M: OverlaysQuery = { symbol: 'ETHUSDT', tf: '5m' };
/** 1,500 5m bars ending 25 minutes after NOW: new bars fall inside it. */
const BTC_1500: OverlaysQuery = {
  symbol: 'BTCUSDT',
  tf: '5m',
  from: NOW - (NOW % M5) - 1495 * M5,
  to: NOW - (NOW % M5) + 5 * M5,
};

describe('market/overlays/ from the chart feed', () => {
  it('serves a cached body equal to a fresh compute, without reading the bars again', async () => {
    for (const query of [BTC_5M, BTC_1500, { symbol: 'ETHUSDT', tf: '1h' } as OverlaysQuery]) {
      const first = await get(query);
      expect(first.body).toEqual(await fresh(query));
      const reads = candleReads();
      const trades = vi.spyOn(t.root.repos.ict, 'symbolTrades');
      const again = await get(query);
      expect(again.etag).toBe(first.etag);
      expect(again.body).toEqual(first.body);
      expect(reads).not.toHaveBeenCalled();
      expect(trades).not.toHaveBeenCalled();
      vi.restoreAllMocks();
    }
    // 304 on a matching If-None-Match, as every cached body.
    const { etag } = await get(BTC_5M);
    const res = await t.app.inject({
      url: '/api/v1/market/overlays/?symbol=BTCUSDT&tf=5m',
      headers: { ...user.headers, 'if-none-match': String(etag) },
    });
    expect(res.statusCode).toBe(304);
  });

  it('after new 5m bars and the market event, answers with them, equal to a fresh compute', async () => {
    const before = await get(BTC_5M);
    const wide = await get(BTC_1500);
    // Three more 5m bars close; a request comes before they are stored, then the live feed (or the
    // catch-up job) stores them and publishes the event.
    marketNow = NOW + 3 * M5;
    fixture.setNow(marketNow);
    await get(BTC_5M);
    await fixture.ingest.catchUp(['5m']);
    await publish('market');

    const after = await get(BTC_5M);
    expect(after.body).toEqual(await fresh(BTC_5M));
    expect(after.body.from).toBe(before.body.from + 3 * M5);
    expect(after.body.as_of).toBeGreaterThan(before.body.as_of);
    expect(after.body.price).not.toBe(before.body.price);
    const wideAfter = await get(BTC_1500);
    expect(wideAfter.body).toEqual(await fresh(BTC_1500));
    expect(wideAfter.etag).not.toBe(wide.etag);
    // Only the bars changed: nothing is read again until the next change.
    const reads = candleReads();
    expect((await get(BTC_5M)).etag).toBe(after.etag);
    expect(reads).not.toHaveBeenCalled();
  });

  it("rebuilds only the symbol whose forming bar moved; the chart's live bar follows it", async () => {
    const btc = await get(BTC_5M);
    const eth = await get(ETH_5M);
    const candles = async (symbol: string) =>
      (
        await t.app.inject({ url: `/api/v1/market/candles/?symbol=${symbol}&tf=5m`, headers: user.headers })
      ).json() as number[][];
    const bar = (await createFormingCandleRepository(t.database.db).get('simulated', 'BTCUSDT', '5m'))
      ?.candle;
    if (!bar) throw new Error('no forming bar');
    expect((await candles('BTCUSDT')).at(-1)?.[4]).toBe(bar.close);
    const moved = { ...bar, close: bar.close * 1.01, high: Math.max(bar.high, bar.close * 1.01) };
    await createFormingCandleRepository(t.database.db).replace('simulated', [
      { symbol: 'BTCUSDT', timeframe: '5m', candle: moved, asOf: NOW },
    ]);
    // The stored forming bar is looked up at most once a second per symbol.
    await new Promise((resolve) => setTimeout(resolve, 1100));

    const reads = candleReads();
    const ethAgain = await get(ETH_5M);
    expect(ethAgain.etag).toBe(eth.etag);
    expect(reads).not.toHaveBeenCalled();
    const btcAgain = await get(BTC_5M);
    expect(btcAgain.etag).not.toBe(btc.etag);
    expect(btcAgain.body.price).toBe(moved.close);
    expect(btcAgain.body).toEqual(await fresh(BTC_5M));
    expect((await candles('BTCUSDT')).at(-1)?.[4]).toBe(moved.close);
  });

  it('rebuilds after a settings change the overlays read, and lists new trades after the ict event', async () => {
    const before = await get(BTC_5M);
    expect(before.body.ote).not.toBeNull();
    await t.services.settings.save({ ...defaultAdminSettings, fib_golden_low: 0.5 }, null);
    const changed = await get(BTC_5M);
    expect(changed.body.ote).not.toEqual(before.body.ote);
    expect(changed.body).toEqual(await fresh(BTC_5M));

    const created = NOW - 3_600_000;
    await createIctRepository(t.database.db).writeScan(
      'simulated',
      [],
      [],
      [
        {
          symbol: 'BTCUSDT',
          bias: 'Bullish',
          entryLow: 99,
          entryHigh: 100,
          stopLoss: 98,
          takeProfit1: 103,
          takeProfit2: 106,
          currentPrice: 101,
          reasons: ['LTF OTE Zone'],
          score: 8,
          label: 'Strong Bullish',
          legFromTime: created - 3_600_000,
          legToTime: created - 10 * M5,
          createdAt: created,
          tp1Features: [],
          tp1Forecast: noTp1Forecast,
        },
      ],
      new Date(NOW),
    );
    await publish('ict');
    const withTrade = await get(BTC_5M);
    expect(withTrade.body.trades).toEqual([expect.objectContaining({ entry_low: 99, created_at: created })]);
    expect(withTrade.body).toEqual(await fresh(BTC_5M));
  });
});
