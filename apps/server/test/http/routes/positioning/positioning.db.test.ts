import { join } from 'node:path';
import { PositioningHistoryResponse, PositioningSnapshotResponse } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { createFilesPositioning } from '../../../../src/market/files/files-positioning.ts';
import { createPositioningService } from '../../../../src/services/positioning/positioning-service.ts';
import { createRecordingQueue } from '../../../support/recording-queue.ts';
import { type SignedIn, useTestApp } from '../../../support/test-app.ts';

const FIXTURE = join(import.meta.dirname, '../../../fixtures/positioning');
/** The fixture's BTC readings end at 2025-08-20 02:00; ETH's 4-hourly at 04:00. */
const NOW = Date.parse('2025-08-20T04:07:00Z');
const t = useTestApp({ market: { source: 'files', marketNow: () => NOW, queue: createRecordingQueue() } });
const get = (url: string, who?: SignedIn, headers: Record<string, string> = {}) =>
  t.app.inject({ url: `/api/v1/${url}`, headers: { ...headers, ...(who?.headers ?? {}) } });

/** Stores the fixture's rows (the tables are emptied before each test). */
async function seed(): Promise<void> {
  await t.root.repos.marketSymbols.sync(
    'files',
    ['BTCUSDT', 'ETHUSDT', 'DOGEUSDT'].map((symbol) => ({
      symbol,
      base: symbol.slice(0, -4),
      marketCap: null,
    })),
  );
  const service = createPositioningService({
    source: 'files',
    positioning: async () => createFilesPositioning(FIXTURE),
    repository: t.root.repos.positioning,
    symbols: t.root.repos.marketSymbols,
    marketNow: () => NOW,
  });
  const first = await service.run();
  expect(first).toEqual({ changed: 24 + 2 + 2, asOf: Date.parse('2025-08-20T04:05:00Z') });
  // idempotent: a second run stores nothing new
  expect((await service.run()).changed).toBe(0);
  t.services.scope().positioningFeed.invalidate();
}

describe('positioning/snapshot/', () => {
  it('free and up (a guest is 401); a bad token is 401; unknown keys 400', async () => {
    expect((await get('positioning/snapshot/')).statusCode).toBe(401);
    for (const role of ['free', 'pro', 'premium', 'admin'] as const)
      expect((await get('positioning/snapshot/', await t.signIn(role))).statusCode).toBe(200);
    expect((await get('positioning/snapshot/', undefined, { authorization: 'Bearer nope' })).statusCode).toBe(
      401,
    );
    const bad = await get('positioning/snapshot/?x=1', await t.signIn('free'));
    expect(bad.statusCode).toBe(400);
    expect(typeof bad.json().detail).toBe('string');
  });

  it('one row per active symbol at the newest close; nulls where there is nothing', async () => {
    await seed();
    const free = await t.signIn('free');
    const res = await get('positioning/snapshot/', free);
    const rows = PositioningSnapshotResponse.parse(res.json());
    expect(rows.map((r) => r.symbol)).toEqual(['BTCUSDT', 'DOGEUSDT', 'ETHUSDT']);
    const [btc, doge, eth] = rows;
    expect(btc).toMatchObject({
      exchange: 'files',
      as_of: '2025-08-20T04:05:00.000Z',
      funding_rate: -0.00005,
      funding_interval_hours: 8,
      funding_time: '2025-08-20T00:00:00.000Z',
      next_funding_time: '2025-08-20T08:00:00.000Z',
      predicted_funding_rate: null,
      open_interest: 1024,
      open_interest_value: 102_400,
      oi_change_1h_pct: 0,
      liquidations_24h_long_usd: null,
      liquidations_24h_short_usd: null,
    });
    // 4 h back from 04:05 is 00:05 (1001)
    expect(btc?.oi_change_4h_pct).toBeCloseTo(100 * (1024 / 1001 - 1), 10);
    expect(btc?.oi_change_24h_pct).toBeNull();
    expect(eth?.open_interest).toBe(2_100_000);
    expect(eth?.oi_change_4h_pct).toBeCloseTo(5, 10);
    // a 4-hourly cadence: an hour back the newest reading is still 00:00's
    expect(eth?.oi_change_1h_pct).toBeCloseTo(5, 10);
    expect(eth?.funding_rate).toBeNull();
    expect(
      Object.entries(doge ?? {}).filter(
        ([k, v]) => v !== null && !['symbol', 'exchange', 'as_of'].includes(k),
      ),
    ).toEqual([]);
    const again = await get('positioning/snapshot/', free, { 'if-none-match': res.headers.etag as string });
    expect(again.statusCode).toBe(304);
  });
});

describe('positioning/history/', () => {
  const url = (q: string) => `positioning/history/?${q}`;
  const span = 'symbol=btcusdt&from=2025-08-19T00:00:00Z&to=2025-08-21T00:00:00Z';

  it('pro and up; free is 403', async () => {
    await seed();
    expect((await get(url(span))).statusCode).toBe(401);
    expect((await get(url(span), await t.signIn('free'))).statusCode).toBe(403);
    for (const role of ['pro', 'premium', 'admin'] as const)
      expect((await get(url(span), await t.signIn(role))).statusCode).toBe(200);
  });

  it('bad input is a 400 with detail; unknown symbol 404', async () => {
    await seed();
    const pro = await t.signIn('pro');
    for (const q of [
      'symbol=BTCUSDT',
      'symbol=BTCUSDT&from=2025-08-20T00:00:00Z&to=2025-08-19T00:00:00Z',
      'symbol=BTCUSDT&from=2025-06-01T00:00:00Z&to=2025-08-19T00:00:00Z',
      'symbol=%3Cx%3E&from=2025-08-19T00:00:00Z&to=2025-08-20T00:00:00Z',
      'symbol=BTCUSDT&from=yesterday&to=2025-08-20T00:00:00Z',
      `${span}&tf=5m`,
    ]) {
      const res = await get(url(q), pro);
      expect(res.statusCode, q).toBe(400);
      expect(typeof res.json().detail, q).toBe('string');
    }
    const unknown = await get(url('symbol=NOPEUSDT&from=2025-08-19T00:00:00Z&to=2025-08-20T00:00:00Z'), pro);
    expect(unknown.statusCode).toBe(404);
  });

  it('three lists in time order within the window, capped at the market now', async () => {
    await seed();
    const body = PositioningHistoryResponse.parse((await get(url(span), await t.signIn('pro'))).json());
    // the 08:00 settlement and the 08-21 reading are after the market's now
    expect(body.funding.map((f) => f.time)).toEqual(['2025-08-19T16:00:00.000Z', '2025-08-20T00:00:00.000Z']);
    expect(body.open_interest).toHaveLength(24);
    expect(body.open_interest[0]).toMatchObject({
      time: '2025-08-20T00:00:00.000Z',
      open_interest: 1000,
      top_trader_account_ratio: 1,
    });
    expect(body.liquidations).toEqual([]);
  });
});
