import { SAVED_VIEW_QUERY_MAX, ScreenView, ScreenViewsResponse } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { FORBIDDEN_DETAIL } from '../../../../src/http/plugins/roles.ts';
import { useTestApp } from '../../../support/test-app.ts';

const t = useTestApp();

const list = (headers: Record<string, string> = {}) =>
  t.app.inject({ url: '/api/v1/auth/profile/screen-views/', headers });
const put = (screen: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1/auth/profile/screen-views/${screen}/`,
    payload: payload as object,
    headers,
  });

describe('auth/profile/screen-views/ (Pro saved filters)', () => {
  it('round-trips a pro user’s views per screen, replaces one and resets it with an empty query', async () => {
    const pro = await t.signIn('pro', 'prouser');
    expect((await list(pro.headers)).json()).toEqual([]);

    const saved = await put('cpr', { query: 'tf=weekly&tab=sub%3Anarrow&bias=Neutral' }, pro.headers);
    expect(saved.statusCode).toBe(200);
    expect(ScreenView.parse(saved.json())).toMatchObject({
      screen: 'cpr',
      query: 'tf=weekly&tab=sub%3Anarrow&bias=Neutral',
    });
    expect((await put('volume', { query: 'status=Silent&stars=3' }, pro.headers)).statusCode).toBe(200);
    expect((await put('cpr', { query: 'tf=monthly' }, pro.headers)).statusCode).toBe(200);

    const views = ScreenViewsResponse.parse((await list(pro.headers)).json());
    expect(views.map((v) => [v.screen, v.query])).toEqual([
      ['cpr', 'tf=monthly'],
      ['volume', 'status=Silent&stars=3'],
    ]);

    const reset = await put('cpr', { query: '' }, pro.headers);
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({ screen: 'cpr', query: '' });
    expect(
      ScreenViewsResponse.parse((await list(pro.headers)).json()).find((v) => v.screen === 'cpr')?.query,
    ).toBe('');
  });

  it('shows a user only their own views', async () => {
    const owner = await t.signIn('premium', 'owner');
    const other = await t.signIn('pro', 'other');
    await put('ict', { query: 'bias=Bearish&min=6' }, owner.headers);
    expect((await list(other.headers)).json()).toEqual([]);
    await put('ict', { query: 'bias=Bullish' }, other.headers);
    expect((await list(owner.headers)).json().map((v: ScreenView) => v.query)).toEqual([
      'bias=Bearish&min=6',
    ]);
    const admin = await t.signIn('admin', 'boss');
    expect((await list(admin.headers)).json()).toEqual([]);
  });

  it('refuses a free user with 403 and a guest with 401, storing nothing', async () => {
    const free = await t.signIn('free', 'freeuser');
    for (const res of [await list(free.headers), await put('cpr', { query: 'tf=weekly' }, free.headers)]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: FORBIDDEN_DETAIL });
    }
    for (const res of [await list(), await put('cpr', { query: 'tf=weekly' })]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().detail).toEqual(expect.any(String));
    }
    const pro = await t.signIn('pro', 'looker');
    // Promoted the way the app does it (the admin API forgets the cached caller at once; a bare
    // repository write reaches the cache through PostgreSQL's NOTIFY, a moment later).
    const admin = await t.signIn('admin', 'promoter');
    const promoted = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/users/${free.user.id}/`,
      payload: { role: 'pro' },
      headers: admin.headers,
    });
    expect(promoted.statusCode).toBe(200);
    expect((await list(free.headers)).json()).toEqual([]);
    expect((await list(pro.headers)).json()).toEqual([]);
  });

  it.each([
    ['an unknown screen', 'watchlist', { query: 'tf=weekly' }],
    ['a screen in another case', 'CPR', { query: 'tf=weekly' }],
    ['a missing query', 'cpr', {}],
    ['a query that is not a string', 'cpr', { query: 5 }],
    ['a null query', 'cpr', { query: null }],
    ['an unknown field', 'cpr', { query: 'tf=weekly', user_id: 2 }],
    ['a leading ?', 'cpr', { query: '?tf=weekly' }],
    ['a fragment', 'cpr', { query: 'tf=weekly#x' }],
    ['a pair without =', 'cpr', { query: 'tf' }],
    ['an empty key', 'cpr', { query: '=weekly' }],
    ['a space', 'cpr', { query: 'q=btc usdt' }],
    ['a broken escape', 'cpr', { query: 'q=%E0%A4%A' }],
    ['a query over the limit', 'cpr', { query: `q=${'a'.repeat(SAVED_VIEW_QUERY_MAX)}` }],
  ])('answers 400 {detail} to %s and stores nothing', async (_name, screen, payload) => {
    const pro = await t.signIn('pro', 'validator');
    const res = await put(screen, payload, pro.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toEqual(expect.any(String));
    expect((await list(pro.headers)).json()).toEqual([]);
  });

  it('takes a query of exactly the limit', async () => {
    const pro = await t.signIn('pro', 'longview');
    const query = `q=${'a'.repeat(SAVED_VIEW_QUERY_MAX - 2)}`;
    expect((await put('sniperflow', { query }, pro.headers)).statusCode).toBe(200);
    expect((await list(pro.headers)).json()[0]?.query).toBe(query);
  });
});
