import {
  IctSetupsResponse,
  IctTp1ModelInfo,
  IctTrackRecord,
  IctTradeStats,
  IctTradesPage,
  IctTradesResponse,
} from '@app/contracts';
import { DAY_MS } from '@app/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { createRecordingQueue } from '../../../support/recording-queue.ts';
import { createSimFixture } from '../../../support/sim-market-fixture.ts';
import { type SignedIn, useTestApp } from '../../../support/test-app.ts';

/** 6 simulated symbols, scanned at NOW (and an hour before, so some trades have moved on). */
const NOW = Date.UTC(2026, 2, 14, 15, 40);
let marketNow = NOW;
const t = useTestApp({
  market: { source: 'simulated', marketNow: () => marketNow, queue: createRecordingQueue() },
});
const paths = [
  'ict/setups/',
  'ict/trades/',
  'ict/trades/page/',
  'ict/trades/stats/',
  'ict/trades/model/',
  'ict/trades/track-record/',
];
const get = (url: string, who?: SignedIn, headers: Record<string, string> = {}) =>
  t.app.inject({ url: `/api/v1/${url}`, headers: { ...headers, ...(who?.headers ?? {}) } });

async function seedAndScan(): Promise<void> {
  const fixture = createSimFixture(t.database.db, NOW, 6);
  await fixture.ingest.syncSymbols();
  await fixture.ingest.catchUp(['5m', '1h']);
  for (marketNow = NOW - 6 * 3_600_000; marketNow <= NOW; marketNow += 1_800_000)
    await t.services.scope().ict.scan();
  marketNow = NOW;
}

beforeEach(() => {
  t.services.scope().ictFeed.invalidate();
});

describe('ict/* roles', () => {
  it('answers 401 to a guest and 403 to a free user, and serves pro, premium and admin', async () => {
    const free = await t.signIn('free');
    for (const path of paths) {
      const guest = await get(path);
      expect(guest.statusCode).toBe(401);
      expect(guest.json()).toHaveProperty('detail');
      const denied = await get(path, free);
      expect(denied.statusCode).toBe(403);
      expect(denied.json()).toHaveProperty('detail');
    }
    for (const role of ['pro', 'premium', 'admin'] as const) {
      const user = await t.signIn(role);
      for (const path of paths) expect((await get(path, user)).statusCode).toBe(200);
    }
  });
});

describe('ict/* query validation', () => {
  it('refuses unknown keys and values with a 400 {detail}', async () => {
    const pro = await t.signIn('pro');
    await seedAndScan();
    const bad = [
      'ict/setups/?foo=1',
      'ict/setups/?symbol=',
      'ict/setups/?symbol=NOPEUSDT',
      'ict/setups/?symbol=%3Cscript%3E',
      'ict/trades/?status=won',
      'ict/trades/?symbol=NOPEUSDT',
      'ict/trades/?limit=5',
      'ict/trades/stats/?days=0',
      'ict/trades/stats/?days=abc',
      'ict/trades/stats/?days=366',
      'ict/trades/model/?symbol=BTCUSDT',
      'ict/trades/track-record/?days=7',
    ];
    for (const url of bad) {
      const res = await get(url, pro);
      expect(res.statusCode, url).toBe(400);
      expect(typeof res.json().detail, url).toBe('string');
    }
  });
});

describe('ict/* data', () => {
  it('serves every symbol\u2019s setup from the stored scan, filters by symbol and answers 304 to its ETag', async () => {
    const pro = await t.signIn('pro');
    await seedAndScan();
    const res = await get('ict/setups/', pro);
    const setups = IctSetupsResponse.parse(res.json());
    expect(setups).toHaveLength(6);
    for (const s of setups) {
      expect(s.score).toBe(s.breakdown.points.reduce((n, p) => n + p.points, 0));
      expect(s.reasons).toEqual(s.breakdown.points.map((p) => p.reason));
      expect(Date.parse(s.as_of)).toBeLessThanOrEqual(NOW);
    }
    const one = setups[2];
    if (!one) throw new Error('no setup');
    const filtered = IctSetupsResponse.parse(
      (await get(`ict/setups/?symbol=${one.symbol.toLowerCase()}`, pro)).json(),
    );
    expect(filtered).toEqual([one]);

    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^"/);
    const again = await get('ict/setups/', pro, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('lists trades newest first with status, step times and R; filters by symbol and status; and gives stats', async () => {
    const pro = await t.signIn('pro');
    await seedAndScan();
    const trades = IctTradesResponse.parse((await get('ict/trades/', pro)).json());
    expect(trades.length).toBeGreaterThan(0);
    const created = trades.map((tr) => Date.parse(tr.created_at));
    expect(created).toEqual([...created].sort((a, b) => b - a));
    const setups = IctSetupsResponse.parse((await get('ict/setups/', pro)).json());
    const price = new Map(setups.map((s) => [s.symbol, s.price]));
    for (const tr of trades) {
      expect(tr.current_price).toBe(price.get(tr.symbol));
      if (tr.bias === 'Bullish') {
        expect(tr.stop_loss).toBeLessThan(tr.entry_low);
        expect(tr.entry_high).toBeLessThan(tr.take_profit_1);
      } else {
        expect(tr.stop_loss).toBeGreaterThan(tr.entry_high);
        expect(tr.entry_low).toBeGreaterThan(tr.take_profit_1);
      }
    }
    const first = trades[0];
    if (!first) throw new Error('no trade');
    const bySymbol = IctTradesResponse.parse((await get(`ict/trades/?symbol=${first.symbol}`, pro)).json());
    expect(bySymbol).toEqual(trades.filter((tr) => tr.symbol === first.symbol));
    const byStatus = IctTradesResponse.parse((await get(`ict/trades/?status=${first.status}`, pro)).json());
    expect(byStatus).toEqual(trades.filter((tr) => tr.status === first.status));

    const stats = IctTradeStats.parse((await get('ict/trades/stats/?days=7', pro)).json());
    expect(stats.days).toBe(7);
    expect(stats.overall.trades).toBe(trades.length);
    expect(Object.values(stats.overall.counts).reduce((a, b) => a + b, 0)).toBe(trades.length);
    expect(stats.by_label.reduce((n, g) => n + g.trades, 0)).toBe(trades.length);
    expect(stats.by_score.map((g) => g.score)).toEqual(
      [...stats.by_score.map((g) => g.score)].sort((a, b) => b - a),
    );
  });

  it('pages every trade with the total and matched counts, filters and sorts; bad queries are a 400', async () => {
    const pro = await t.signIn('pro');
    await seedAndScan();
    const all = IctTradesResponse.parse((await get('ict/trades/', pro)).json());
    const first = IctTradesPage.parse((await get('ict/trades/page/?size=10', pro)).json());
    expect(first).toMatchObject({ total: all.length, matched: all.length, page: 1, size: 10 });
    expect(first.page_count).toBe(Math.max(1, Math.ceil(all.length / 10)));
    expect(first.trades).toEqual(all.slice(0, 10));
    expect(first.summary.trades).toBe(all.length);
    const last = IctTradesPage.parse((await get('ict/trades/page/?size=10&page=100000', pro)).json());
    expect(last.page).toBe(first.page_count);
    const bias = all[0]?.bias ?? 'Bullish';
    const filtered = IctTradesPage.parse(
      (await get(`ict/trades/page/?bias=${bias}&sort=generated&dir=asc&size=200`, pro)).json(),
    );
    const expected = all.filter((x) => x.bias === bias).reverse();
    expect(filtered.matched).toBe(expected.length);
    expect(filtered.total).toBe(all.length);
    expect(filtered.trades.map((x) => x.id)).toEqual(expected.map((x) => x.id));
    for (const bad of [
      'size=5',
      'page=0',
      'bias=Up',
      'status=won',
      'sort=score',
      'symbol=a%20b',
      'limit=3',
    ]) {
      const res = await get(`ict/trades/page/?${bad}`, pro);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toHaveProperty('detail');
    }
  });

  it('serves P(TP1) fields, the model the scan fitted today and the track record of the last 30 days', async () => {
    const pro = await t.signIn('pro');
    await seedAndScan();
    const model = IctTp1ModelInfo.parse((await get('ict/trades/model/', pro)).json());
    // a few hours of simulated trades are far below the 300 resolved trades the model needs
    expect(model).toMatchObject({ served: 'none', n: 0, base_rate: null, auc: null });
    expect(model.fitted_at).toBe(new Date(Math.floor(NOW / DAY_MS) * DAY_MS).toISOString());
    const trades = IctTradesResponse.parse((await get('ict/trades/', pro)).json());
    for (const trade of trades) expect([trade.p_tp1, trade.p_tp1_served]).toEqual([null, 'none']);
    for (const s of IctSetupsResponse.parse((await get('ict/setups/', pro)).json()))
      expect([s.p_tp1, s.p_tp1_served]).toEqual([null, 'none']);
    const record = IctTrackRecord.parse((await get('ict/trades/track-record/', pro)).json());
    const decided = trades.filter((x) => x.tp1_at !== null || x.status === 'stopped');
    expect(record.days).toBe(30);
    expect(record.overall.count).toBe(decided.length);
    expect(record.overall.tp1).toBe(decided.filter((x) => x.tp1_at !== null).length);
    expect(record.by_label.reduce((n, g) => n + g.count, 0)).toBe(decided.length);
    expect(record.by_decile).toEqual([]);
  });

  it('serves empty lists before any scan', async () => {
    const pro = await t.signIn('pro');
    expect((await get('ict/setups/', pro)).json()).toEqual([]);
    expect((await get('ict/trades/', pro)).json()).toEqual([]);
    expect(IctTradeStats.parse((await get('ict/trades/stats/', pro)).json()).overall.trades).toBe(0);
  });
});
