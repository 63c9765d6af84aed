import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type AdminSettings, defaultAdminSettings } from '@app/contracts';
import { DAY_MS, HOUR_MS, tp1FeatureNames } from '@app/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCandleRepository } from '../../../src/repositories/candle-repository.ts';
import { readCandleWindows } from '../../../src/repositories/candle-windows.ts';
import { createCprInputRepository } from '../../../src/repositories/cpr-input-repository.ts';
import { createFormingCandleRepository } from '../../../src/repositories/forming-candle-repository.ts';
import { createIctRepository, type IctTradeRow } from '../../../src/repositories/ict-repository.ts';
import { createMarketSymbolRepository } from '../../../src/repositories/market-symbol-repository.ts';
import { createDiscordAlerts } from '../../../src/services/discord/discord-alerts.ts';
import { createWebhookClient } from '../../../src/services/discord/webhook-client.ts';
import { createIctService, type IctScanResult } from '../../../src/services/ict/ict-service.ts';
import { tradeAlertOf } from '../../../src/services/ict/ict-trade-rows.ts';
import { createMarketIngestService } from '../../../src/services/market/market-ingest-service.ts';
import { createSimFixture } from '../../support/sim-market-fixture.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';

/**
 * The ICT scan on the simulated market: 30 symbols, scanned every 20 minutes of market time over the
 * 3 days before END, the way the 5m schedule would (outcomes are judged on every closed 5m bar in
 * between, so the coarser step only means fewer new trades). A local receiver stands in for Discord.
 */
const END = Date.UTC(2026, 2, 14, 23, 40);
const START = END - 3 * DAY_MS;
const STEP = 20 * 60_000;
const SYMBOLS = 30;

let database: TestDatabase;
let server: Server;
let webhook: string;
const received: { body: string; at: number }[] = [];
let replies: { status: number; body?: string }[] = [];
let marketNow = START;
const scans: IctScanResult[] = [];
const setupsSeen = new Map<string, Set<string>>();
const see = (key: string, value: string) =>
  setupsSeen.set(key, (setupsSeen.get(key) ?? new Set()).add(value));

function service() {
  const settings: AdminSettings = {
    ...defaultAdminSettings,
    webhook_setups: webhook,
    default_exchange: 'BYBIT',
  };
  const reader = { current: async () => settings, invalidate: () => {}, onChange: () => () => {} };
  const alerts = createDiscordAlerts({
    settings: reader,
    client: createWebhookClient({ baseDelayMs: 1, sleep: async () => {} }),
    now: () => new Date(marketNow),
  });
  return createIctService({
    readWindows: (tf, starts, to) => readCandleWindows(database.db, 'simulated', tf, starts, to),
    source: 'simulated',
    marketNow: () => marketNow,
    now: () => new Date(marketNow),
    settings: reader,
    ict: createIctRepository(database.db),
    symbols: createMarketSymbolRepository(database.db),
    readers: createCprInputRepository(database.db),
    alert: (trade) => alerts.newIctTrade(tradeAlertOf(trade)),
  });
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
    });
    req.on('end', () => {
      received.push({ body, at: Date.now() });
      const reply = replies.shift() ?? { status: 204 };
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(reply.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  webhook = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/webhooks/1/x`;

  database = await createTestDatabase();
  const fixture = createSimFixture(database.db, END, SYMBOLS);
  const ingest = createMarketIngestService({
    source: fixture.source,
    candles: createCandleRepository(database.db),
    forming: createFormingCandleRepository(database.db),
    symbols: createMarketSymbolRepository(database.db),
    history: { '5m': 5 * DAY_MS, '1h': 20 * DAY_MS, '1d': 30 * DAY_MS },
  });
  await ingest.syncSymbols();
  await ingest.catchUp(['5m', '1h']);
  // The first answer of the receiver asks to wait: the client must honour retry_after and resend.
  replies = [{ status: 429, body: JSON.stringify({ retry_after: 0.05, global: false }) }];
  const ict = service();
  for (marketNow = START; marketNow <= END; marketNow += STEP) {
    const result = await ict.scan();
    scans.push(result);
    await result.alerts;
    for (const row of await createIctRepository(database.db).readSetups('simulated')) {
      see('bias', row.htfBias);
      see('pd', row.htfPdArray);
      see('ote', String(row.ltfOte));
      see('fvg', row.fvgType);
      see('sweep', String(row.liquiditySweep));
    }
  }
}, 600_000);

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await database?.close();
});

const trades = () => createIctRepository(database.db).tradesCreatedSince('simulated', new Date(0));

describe('ICT scan on the simulated market', () => {
  it('shows every HTF bias, PD array, OTE yes and no, FVG type and sweep yes and no', () => {
    expect(setupsSeen.get('bias')).toEqual(new Set(['Bullish', 'Bearish', 'Neutral']));
    expect(setupsSeen.get('pd')).toEqual(new Set(['Premium', 'Discount', 'Equilibrium']));
    expect(setupsSeen.get('ote')).toEqual(new Set(['true', 'false']));
    expect(setupsSeen.get('fvg')).toEqual(new Set(['Two Sided FVG', 'Breaker FVG', 'One Sided FVG', 'None']));
    expect(setupsSeen.get('sweep')).toEqual(new Set(['true', 'false']));
  });

  it('generates trades in both directions that reach every status, each step time stored', async () => {
    const all = await trades();
    for (const bias of ['Bullish', 'Bearish']) {
      const mine = all.filter((t) => t.bias === bias);
      // Every status is reached on the way (triggered ones mostly move on to a target or the stop).
      const reached = new Set(mine.flatMap((t) => [t.status, ...(t.triggeredAt ? ['triggered'] : [])]));
      expect(reached).toEqual(new Set(['open', 'triggered', 'tp1', 'tp2', 'stopped', 'expired']));
    }
    for (const t of all) {
      expect(t.createdAt.getTime()).toBeGreaterThanOrEqual(START);
      if (t.status !== 'open' && t.status !== 'expired') expect(t.triggeredAt).not.toBeNull();
      if (t.status === 'tp2') expect(t.tp1At?.getTime()).toBeLessThanOrEqual(t.tp2At?.getTime() ?? 0);
      if (t.status === 'stopped') expect(t.rMultiple).toBe(-1);
      if (t.status === 'expired') {
        expect(t.expiredAt?.getTime()).toBe(t.createdAt.getTime() + 24 * HOUR_MS);
        expect(t.triggeredAt).toBeNull();
      }
      if (t.triggeredAt)
        expect(t.triggeredAt.getTime()).toBeGreaterThanOrEqual(t.createdAt.getTime() - 5 * 60_000);
    }
  });

  it('stores each trade\u2019s P(TP1) features and the forecast of the day\u2019s model', async () => {
    const all = await trades();
    expect(all.length).toBeGreaterThan(0);
    for (const t of all) {
      expect(t.tp1Features).toHaveLength(tp1FeatureNames.length);
      const f = t.tp1Forecast;
      expect(f).not.toBeNull();
      if (f?.served === 'none') expect(f.p).toBeNull();
      else expect(f?.p).toBe(f?.served === 'model' ? f.model : f?.base);
    }
  });

  it('keeps one trade per symbol, direction and leg: a re-run at the same time adds none', async () => {
    const before = await trades();
    const keys = before.map((t) => `${t.symbol}|${t.bias}|${t.legFromTime}`);
    expect(new Set(keys).size).toBe(keys.length);
    marketNow = END;
    // A fresh service reads every window whole: the same results as the one that read incrementally.
    const again = await service().scan();
    expect(again.newTrades).toBe(0);
    expect(again.changedRows).toBe(0);
    expect((await trades()).length).toBe(before.length);
  });

  it("refreshes every live trade's current price to the symbol's last price", async () => {
    const setups = new Map(
      (await createIctRepository(database.db).readSetups('simulated')).map((s) => [s.symbol, s.price]),
    );
    const live = await createIctRepository(database.db).liveTrades('simulated');
    expect(live.length).toBeGreaterThan(0);
    for (const t of live) expect(t.currentPrice).toBe(setups.get(t.symbol));
  });

  it('posts each new trade to webhook_setups as an embed with a TradingView link, honouring retry_after', async () => {
    const all: IctTradeRow[] = await trades();
    const bodies = received.map((r) => JSON.parse(r.body) as { embeds: { title: string; url: string }[] });
    // One post per trade plus the one answered 429 and sent again.
    expect(bodies.length).toBe(all.length + 1);
    expect(bodies[0]).toEqual(bodies[1]);
    const first = all[0] as IctTradeRow;
    expect(bodies[0]?.embeds[0]?.url).toBe(
      `https://www.tradingview.com/chart/?symbol=BYBIT:${first.symbol}.P`,
    );
    expect(bodies[0]?.embeds[0]?.title).toContain(first.symbol);
  });

  it('reports what it did, and a changed result each run', () => {
    expect(scans.every((s) => s.symbols === SYMBOLS)).toBe(true);
    expect(scans.every((s) => s.changedRows > 0)).toBe(true);
    expect(scans.reduce((n, s) => n + s.newTrades, 0)).toBeGreaterThan(10);
  });
});
