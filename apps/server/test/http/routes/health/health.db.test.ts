import type { ExchangeStatus } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../support/test-app.ts';

let dataAsOf: Date | null = null;
let market: { exchange: 'BYBIT' | null; loading: boolean; exchangeStatus?: ExchangeStatus | null } = {
  exchange: null,
  loading: false,
};
let marketNow = Date.parse('2026-03-01T12:00:00Z');
const t = useTestApp({
  health: {
    source: 'files',
    getDataAsOf: async () => dataAsOf,
    market: () => market,
    marketNow: () => marketNow,
  },
});

describe('GET health/', () => {
  it('answers ok with the market source and no data time before data arrives', async () => {
    dataAsOf = null;
    const res = await t.app.inject({ url: '/api/v1/health/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      source: 'files',
      data_as_of: null,
      // The files source is a fixed data set: a replay, never live.
      mode: 'replay',
      replay_from: null,
      exchange: null,
      exchange_status: null,
      loading: false,
      now: '2026-03-01T12:00:00.000Z',
      stale: false,
    });
  });

  it('says the data is stale once it is older than two 5m bars on the market clock', async () => {
    dataAsOf = new Date('2026-03-01T11:50:00Z');
    marketNow = Date.parse('2026-03-01T12:00:00Z');
    expect((await t.app.inject({ url: '/api/v1/health/' })).json()).toMatchObject({
      now: '2026-03-01T12:00:00.000Z',
      stale: false,
    });
    marketNow = Date.parse('2026-03-01T12:00:00.001Z');
    expect((await t.app.inject({ url: '/api/v1/health/' })).json()).toMatchObject({ stale: true });
    marketNow = Date.parse('2026-03-01T12:00:00Z');
    dataAsOf = null;
  });

  it('says which exchange the data is from and whether it is still loading', async () => {
    market = { exchange: 'BYBIT', loading: true };
    expect((await t.app.inject({ url: '/api/v1/health/' })).json()).toMatchObject({
      exchange: 'BYBIT',
      loading: true,
    });
    market = { exchange: null, loading: false };
  });

  it('says when the exchange refuses the server: banned until a time, or blocked from the region', async () => {
    const banned: ExchangeStatus = {
      state: 'banned',
      until: '2026-03-01T13:00:00.000Z',
      detail: 'Way too much request weight used; IP banned until 1772370000000.',
    };
    market = { exchange: 'BYBIT', loading: false, exchangeStatus: banned };
    expect((await t.app.inject({ url: '/api/v1/health/' })).json().exchange_status).toEqual(banned);
    const blocked: ExchangeStatus = { state: 'region_blocked', until: null, detail: 'CloudFront 403' };
    market = { exchange: 'BYBIT', loading: false, exchangeStatus: blocked };
    expect((await t.app.inject({ url: '/api/v1/health/' })).json().exchange_status).toEqual(blocked);
    market = { exchange: null, loading: false };
  });

  it('reports the newest data time as ISO text', async () => {
    dataAsOf = new Date('2026-03-01T12:00:00Z');
    expect((await t.app.inject({ url: '/api/v1/health/' })).json().data_as_of).toBe(
      '2026-03-01T12:00:00.000Z',
    );
  });

  it('is public, but a bad token is still 401', async () => {
    const user = await t.signIn('free');
    expect((await t.app.inject({ url: '/api/v1/health/', headers: user.headers })).statusCode).toBe(200);
    const bad = await t.app.inject({ url: '/api/v1/health/', headers: { authorization: 'Bearer x.y.z' } });
    expect(bad.statusCode).toBe(401);
    expect(bad.headers['www-authenticate']).toMatch(/^Bearer/);
  });

  it('keeps its trailing slash: /api/v1/health is not a route', async () => {
    expect((await t.app.inject({ url: '/api/v1/health' })).statusCode).toBe(404);
  });
});
