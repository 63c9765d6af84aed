import { AdminOverview } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { createCandleRepository } from '../../../../src/repositories/candle-repository.ts';
import { seedSymbols } from '../../../support/seed-symbols.ts';
import { useTestApp } from '../../../support/test-app.ts';

const t = useTestApp();
const get = (headers: Record<string, string> = {}) =>
  t.app.inject({ url: '/api/v1/admin/overview/', headers });

const FIVE_MIN = 300_000;
const bar = (symbol: string, openTime: number) => ({
  symbol,
  candle: { openTime, open: 1, high: 1, low: 1, close: 1, volume: 1 },
});

describe('GET admin/overview/', () => {
  it('reports the market, stored bars, jobs, users and upgrade requests', async () => {
    const admin = await t.signIn('admin');
    await t.signIn('pro');
    const free = await t.signIn('free');
    await t.createUser({ isActive: false });
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/upgrades/',
      payload: { plan: 'pro' },
      headers: free.headers,
    });
    await seedSymbols(t.database.db);
    const now = Math.floor(Date.now() / FIVE_MIN) * FIVE_MIN;
    await createCandleRepository(t.database.db).upsert('simulated', '5m', [
      bar('BTCUSDT', now - FIVE_MIN),
      bar('ETHUSDT', now - 20 * FIVE_MIN),
      bar('LINKUSDT', now - 2 * FIVE_MIN),
    ]);
    // Without a queue the run is recorded and fails at once: a last run to report.
    await t.services.jobs.enqueue('symbol-meta', {}, 'admin').catch(() => undefined);

    const res = await get(admin.headers);
    expect(res.statusCode).toBe(200);
    const body = AdminOverview.parse(res.json());
    expect(body.market).toMatchObject({ source: 'simulated', exchange: 'MEXC', data_time: null });
    const fiveMin = body.timeframes.find((tf) => tf.timeframe === '5m');
    expect(fiveMin).toEqual({
      timeframe: '5m',
      newest_bar: new Date(now - FIVE_MIN).toISOString(),
      stale_symbols: ['ETHUSDT'],
      stale_count: 1,
      failing_symbols: ['NEWUSDT', 'PEPEUSDT'],
      failing_count: 2,
    });
    expect(body.timeframes.map((tf) => tf.timeframe)).toEqual(['5m', '1h', '1d']);
    expect(body.timeframes[2]).toMatchObject({ newest_bar: null, failing_count: 5 });
    const meta = body.jobs.find((j) => j.name === 'symbol-meta');
    expect(meta).toMatchObject({
      last_status: 'FAILURE',
      last_detail: expect.stringContaining('not queued'),
    });
    expect(body.jobs.find((j) => j.name === 'cpr-scan')).toMatchObject({
      last_status: null,
      next_run_at: expect.any(String),
    });
    expect(body.users).toEqual({
      by_role: { free: 1, pro: 1, premium: 0, admin: 1 },
      inactive: 1,
      pending_upgrades: 1,
    });
    expect(body.trend_model).toBeNull();
  });

  it('answers 401 to a guest and 403 below admin', async () => {
    expect((await get()).statusCode).toBe(401);
    for (const role of ['free', 'pro', 'premium'] as const) {
      expect((await get((await t.signIn(role)).headers)).statusCode).toBe(403);
    }
  });
});
