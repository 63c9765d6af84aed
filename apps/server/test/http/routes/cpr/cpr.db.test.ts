import { gunzipSync } from 'node:zlib';
import {
  BiasScoresResponse,
  CprDataResponse,
  CprInsightsResponse,
  defaultAdminSettings,
  ScreenSettings,
  SymbolMetaResponse,
} from '@app/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cprJobContext, runJob } from '../../../support/cpr-job-context.ts';
import { KNOWN_NOW, seedKnownMarket } from '../../../support/cpr-known-market.ts';
import { createRecordingQueue } from '../../../support/recording-queue.ts';
import { useTestApp } from '../../../support/test-app.ts';

const queue = createRecordingQueue();
const t = useTestApp({ market: { source: 'simulated', marketNow: () => KNOWN_NOW, queue } });
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url: `/api/v1/cpr/${url}`, headers });
const context = () => cprJobContext(t.database.db, t.services.scope().cpr, () => KNOWN_NOW);
const endpoints = [
  'cpr-data/',
  'cpr-data/?range=weekly',
  'cpr-insights/',
  'symbol-meta/',
  'bias-scores/',
  'screen-settings/',
];

beforeEach(async () => {
  queue.sent.length = 0;
  t.services.scope().cprFeed.invalidate();
  await seedKnownMarket(t.database.db);
  await runJob(context(), 'cpr-scan', { tf: '1d' });
});

describe('GET cpr/cpr-data/', () => {
  it('serves each range with its own levels and the daily fields (guest, no token)', async () => {
    const daily = CprDataResponse.parse((await get('cpr-data/?range=daily')).json());
    expect(daily.map((r) => r.symbol)).toEqual(['AAAUSDT', 'BBBUSDT', 'CCCUSDT', 'DDDUSDT', 'EEEUSDT']);
    const aaa = daily[0];
    expect(aaa).toMatchObject({
      is_virgin_cpr: true,
      daily_subcategory: 'narrow',
      weekly_subcategory: 'wide',
      monthly_subcategory: 'normal',
      daily_updated_at: '2026-03-11T00:00:00.000Z',
      cap_category: 'Large',
      market_cap: 2e10,
      bottom: 100,
    });
    expect(aaa?.top).toBeCloseTo(100.2, 9);
    expect(aaa?.pivot).toBeCloseTo(100.1, 9);
    expect(aaa?.width_pct).toBeCloseTo(0.2 / 100.1, 12);
    expect(aaa?.daily_width_pct).toBe(aaa?.width_pct);
    expect((await get('cpr-data/')).json()).toEqual(daily);

    const weekly = CprDataResponse.parse((await get('cpr-data/?range=weekly')).json());
    expect(weekly[0]?.pivot).toBeCloseTo(304 / 3, 9);
    expect(weekly[0]?.daily_width_pct).toBeCloseTo(0.2 / 100.1, 12);
    // The weekly and monthly widths beside the daily one, each that timeframe's own CPR width.
    expect(weekly[0]?.weekly_width_pct).toBe(weekly[0]?.width_pct);
    expect(weekly[0]?.weekly_width_pct).not.toBeCloseTo(weekly[0]?.daily_width_pct ?? 0, 6);
    expect(daily[0]?.weekly_width_pct).toBe(weekly[0]?.width_pct);
    const monthly = CprDataResponse.parse((await get('cpr-data/?range=monthly')).json());
    expect(monthly.map((r) => r.symbol)).toEqual(['AAAUSDT', 'BBBUSDT', 'DDDUSDT', 'EEEUSDT']);
    expect(monthly[0]?.monthly_width_pct).toBe(monthly[0]?.width_pct);
    expect(daily[0]?.monthly_width_pct).toBe(monthly[0]?.width_pct);
    expect(daily.find((r) => r.symbol === 'CCCUSDT')?.monthly_width_pct).toBeNull();
    expect(monthly.find((r) => r.symbol === 'DDDUSDT')).toMatchObject({
      cap_category: 'Nano',
      is_virgin_cpr: false,
    });
  });

  it('answers 400 {detail, errors} to a bad range', async () => {
    for (const q of ['?range=hourly', '?range=', '?range=DAILY', '?range=daily&range=weekly']) {
      const res = await get(`cpr-data/${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().detail, q).toEqual(expect.any(String));
      expect(Object.keys(res.json().errors), q).toEqual(['range']);
    }
  });
});

describe('the other CPR reads', () => {
  it('serve insights, symbol meta and volatility records in the contract shapes', async () => {
    const insights = CprInsightsResponse.parse((await get('cpr-insights/')).json());
    expect(insights.find((i) => i.symbol === 'AAAUSDT')).toEqual({
      symbol: 'AAAUSDT',
      daily_position: 'Above',
      weekly_position: 'Within',
      monthly_position: 'Within',
      daily_bias: 'Explosive',
      trend_probability: null,
      trend_checkpoint: null,
      trend_served: null,
      price: 102.6,
      change_pct: expect.closeTo(0.6 / 102, 12),
      updated_at: '2026-03-11T13:47:28.000Z',
    });
    expect(insights.find((i) => i.symbol === 'CCCUSDT')?.monthly_position).toBeNull();
    // The price and the change since today's UTC open (today's first 5m bar's open); no bar today: no change.
    const bbb = insights.find((i) => i.symbol === 'BBBUSDT');
    expect(bbb?.price).toBe(99);
    expect(bbb?.change_pct).toBeCloseTo(-0.01, 12);
    expect(insights.find((i) => i.symbol === 'DDDUSDT')).toMatchObject({ price: 104, change_pct: null });
    const meta = SymbolMetaResponse.parse((await get('symbol-meta/')).json());
    expect(meta.map((m) => m.cap_category)).toEqual(['Large', 'Small', 'Unknown', 'Nano', 'Mid']);
    const records = BiasScoresResponse.parse((await get('bias-scores/')).json());
    expect(records.find((r) => r.symbol === 'AAAUSDT')).toEqual({
      symbol: 'AAAUSDT',
      daily_subcategory: 'narrow',
      weekly_subcategory: 'wide',
      monthly_subcategory: 'normal',
      daily_position: 'Above',
      weekly_position: 'Within',
      monthly_position: 'Within',
      daily_score: 5.5,
      weekly_score: 1,
      monthly_score: 0.5,
      daily_bias: 'Explosive',
      is_virgin_cpr: true,
      is_inside_daily: true,
      is_inside_weekly: true,
      is_inside_monthly: true,
      cap_category: 'Large',
      market_cap: 2e10,
    });
    expect(records.find((r) => r.symbol === 'CCCUSDT')).toMatchObject({
      is_inside_weekly: false,
      monthly_score: 0,
    });
  });

  it('serve the screen settings (maps, exchange and toast display) to anyone', async () => {
    const res = await get('screen-settings/');
    expect(res.statusCode).toBe(200);
    expect(ScreenSettings.parse(res.json())).toEqual({
      daily_cpr_map: defaultAdminSettings.daily_cpr_map,
      weekly_cpr_map: defaultAdminSettings.weekly_cpr_map,
      monthly_cpr_map: defaultAdminSettings.monthly_cpr_map,
      default_exchange: 'MEXC',
      notification_location: 'top-right',
      notification_duration: 5000,
    });
  });

  it('take a token optionally: a valid one is served, a bad one is 401', async () => {
    const user = await t.signIn('free');
    for (const url of endpoints) {
      expect((await get(url, user.headers)).statusCode, url).toBe(200);
      const bad = await get(url, { authorization: 'Bearer nope' });
      expect(bad.statusCode, url).toBe(401);
      expect(bad.json().detail, url).toEqual(expect.any(String));
      expect((await get(url, { authorization: 'Basic abc' })).statusCode, url).toBe(401);
    }
  });

  it('are in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/api/v1/openapi.json' })).json();
    for (const path of ['cpr-data/', 'cpr-insights/', 'symbol-meta/', 'bias-scores/', 'screen-settings/'])
      expect(doc.paths[`/api/v1/cpr/${path}`]?.get?.responses?.['200'], path).toBeDefined();
    expect(doc.paths['/api/v1/cpr/cpr-data/'].get.parameters[0].name).toBe('range');
  });
});

describe('caching', () => {
  it('answers 304 to a matching If-None-Match, and a new ETag once a job changed the results', async () => {
    const first = await get('bias-scores/');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get('bias-scores/', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const unchanged = await runJob(context(), 'cpr-insights', { tf: '1d' });
    expect(unchanged.changed).toEqual([]);
    expect((await get('bias-scores/', { 'if-none-match': etag })).statusCode).toBe(304);

    await t.services.settings.save(
      {
        ...defaultAdminSettings,
        daily_cpr_map: [
          [0.01, 'Tight', 'tight'],
          [0.02, 'N', 'n'],
          [1, 'W', 'w'],
        ],
      },
      null,
    );
    const changed = await runJob(context(), 'cpr-insights', { tf: '1d' });
    expect(changed).toMatchObject({ changed: ['cpr'], dataTime: Date.UTC(2026, 2, 11, 13, 47, 28) });
    const fresh = await get('bias-scores/', { 'if-none-match': etag });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers.etag).not.toBe(etag);
  });

  it('sends bodies over 1 KB compressed to clients that take gzip', async () => {
    const res = await get('bias-scores/', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.etag).toMatch(/-gzip"$/);
    const body = JSON.parse(gunzipSync(res.rawPayload).toString());
    expect(body).toEqual((await get('bias-scores/')).json());
    expect((await get('bias-scores/')).rawPayload.length).toBeGreaterThan(1024);
    expect(
      (await get('screen-settings/', { 'accept-encoding': 'gzip' })).headers['content-encoding'],
    ).toBeUndefined();
  });
});

describe('a settings change', () => {
  it('reruns the CPR jobs, after which the subcategories follow the new maps', async () => {
    const admin = await t.signIn('admin');
    const daily_cpr_map = [
      [0.002, 'Tight', 'tight'],
      [0.01, 'Narrow', 'narrow'],
      [0.03, 'Normal', 'normal'],
      [1, 'Wide', 'wide'],
    ];
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/settings/',
      headers: admin.headers,
      payload: { ...defaultAdminSettings, daily_cpr_map },
    });
    expect(put.statusCode).toBe(200);
    await vi.waitFor(() => expect(queue.sent).toHaveLength(2));
    expect(queue.sent.map((s) => [s.name, s.data.payload])).toEqual([
      ['cpr-scan', { tf: '1d' }],
      ['cpr-insights', { tf: '1d' }],
    ]);
    // Not yet rerun: the stored subcategories are the old ones; the screen settings are new.
    expect((await get('cpr-data/')).json()[0].daily_subcategory).toBe('narrow');
    expect((await get('screen-settings/')).json().daily_cpr_map).toEqual(daily_cpr_map);

    for (const { name, data } of queue.sent) await runJob(context(), name, data.payload);
    const rows = CprDataResponse.parse((await get('cpr-data/')).json());
    expect(rows.map((r) => [r.symbol, r.daily_subcategory])).toEqual([
      ['AAAUSDT', 'tight'],
      ['BBBUSDT', 'normal'],
      ['CCCUSDT', 'normal'],
      ['DDDUSDT', 'normal'],
      ['EEEUSDT', 'tight'],
    ]);
    const scores = BiasScoresResponse.parse((await get('bias-scores/')).json());
    expect(scores[0]?.daily_score).toBe(6.5); // 'tight' is the first entry: 2 trend points instead of 1
  });
});
