import { defaultAdminSettings, type WatchlistItem } from '@app/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { seedSymbols, testSymbols } from '../../../support/seed-symbols.ts';
import { type SignedIn, useTestApp } from '../../../support/test-app.ts';

const t = useTestApp();
let alice: SignedIn;
let bob: SignedIn;

beforeEach(async () => {
  await seedSymbols(t.database.db);
  alice = await t.signIn('free', 'alice');
  bob = await t.signIn('premium', 'bob');
});

type Headers = Record<string, string>;
const list = (headers: Headers = {}) => t.app.inject({ url: '/api/v1/watchlist/', headers });
const add = (payload: unknown, headers: Headers = {}) =>
  t.app.inject({ method: 'POST', url: '/api/v1/watchlist/', payload: payload as object, headers });
const patch = (id: number | string, payload: unknown, headers: Headers = {}) =>
  t.app.inject({ method: 'PATCH', url: `/api/v1/watchlist/${id}/`, payload: payload as object, headers });
const remove = (id: number | string, headers: Headers = {}) =>
  t.app.inject({ method: 'DELETE', url: `/api/v1/watchlist/${id}/`, headers });
const added = async (who: SignedIn, symbol: string, stars?: number): Promise<WatchlistItem> => {
  const res = await add(stars === undefined ? { symbol } : { symbol, stars }, who.headers);
  expect(res.statusCode).toBe(201);
  return res.json();
};
const saveSettings = (fields: Partial<typeof defaultAdminSettings>) =>
  t.services.settings.save({ ...defaultAdminSettings, ...fields }, null);

describe('GET and POST watchlist/', () => {
  it('adds a symbol in any case with default stars and cap data, and lists it', async () => {
    expect((await list(alice.headers)).json()).toEqual([]);
    const res = await add({ symbol: ' btcusdt ' }, alice.headers);
    expect(res.statusCode).toBe(201);
    const item = { id: 1, symbol: 'BTCUSDT', stars: 1, tags: [], cap_category: 'Large', market_cap: 1.2e12 };
    expect(res.json()).toEqual(item);
    await added(alice, 'NEWUSDT', 4);
    expect((await list(alice.headers)).json()).toEqual([
      item,
      { id: 2, symbol: 'NEWUSDT', stars: 4, tags: [], cap_category: 'Unknown', market_cap: null },
    ]);
    expect((await list(bob.headers)).json()).toEqual([]);
  });

  it('takes the default stars from the settings', async () => {
    await saveSettings({ default_star_rating: 3 });
    expect((await added(alice, 'ETHUSDT')).stars).toBe(3);
    expect((await added(alice, 'LINKUSDT', 0)).stars).toBe(0);
  });

  it('refuses an unknown or delisted symbol with 400', async () => {
    const res = await add({ symbol: 'NOPEUSDT' }, alice.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      detail: 'Unknown symbol: NOPEUSDT.',
      errors: { symbol: ['Unknown symbol: NOPEUSDT.'] },
    });
    await seedSymbols(t.database.db, testSymbols.slice(1));
    expect((await add({ symbol: 'BTCUSDT' }, alice.headers)).statusCode).toBe(400);
    expect((await list(alice.headers)).json()).toEqual([]);
  });

  it('refuses a duplicate with 409 unless duplicates are allowed', async () => {
    await added(alice, 'BTCUSDT');
    const dup = await add({ symbol: 'btcusdt' }, alice.headers);
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ detail: 'BTCUSDT is already on your watchlist.' });
    await added(bob, 'BTCUSDT');
    await saveSettings({ allow_duplicate_symbols: true });
    await added(alice, 'BTCUSDT');
    expect((await list(alice.headers)).json()).toHaveLength(2);
  });

  it('refuses adds beyond max_watchlist_items with 409, even in parallel', async () => {
    await saveSettings({ max_watchlist_items: 3 });
    const results = await Promise.all(
      testSymbols.map((s) => add({ symbol: s.symbol, stars: 1 }, alice.headers)),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 201, 201, 409, 409]);
    expect(results.find((r) => r.statusCode === 409)?.json()).toEqual({
      detail: 'Your watchlist is full (at most 3 items).',
    });
    expect((await list(alice.headers)).json()).toHaveLength(3);
    expect((await add({ symbol: 'BTCUSDT' }, bob.headers)).statusCode).toBe(201);
  });

  it('lets only one of parallel adds of the same symbol through', async () => {
    const results = await Promise.all([1, 2, 3].map(() => add({ symbol: 'ETHUSDT' }, alice.headers)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
  });

  it.each([
    ['no symbol', {}, 'symbol'],
    ['a numeric symbol', { symbol: 42 }, 'symbol'],
    ['a symbol with spaces inside', { symbol: 'BTC USDT' }, 'symbol'],
    ['stars above 5', { symbol: 'BTCUSDT', stars: 6 }, 'stars'],
    ['fractional stars', { symbol: 'BTCUSDT', stars: 2.5 }, 'stars'],
    ['an unknown field', { symbol: 'BTCUSDT', user_id: 2 }, 'user_id'],
  ])('answers 400 with errors for %s', async (_case, body, field) => {
    const res = await add(body, alice.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toEqual([expect.any(String)]);
    expect((await list(alice.headers)).json()).toEqual([]);
  });

  it('answers 401 with WWW-Authenticate to a guest and a bad token; every role may use it', async () => {
    for (const res of [await list(), await add({ symbol: 'BTCUSDT' })]) {
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
    }
    expect((await list({ authorization: 'Bearer nope' })).statusCode).toBe(401);
    for (const role of ['free', 'pro', 'premium', 'admin'] as const) {
      expect((await list((await t.signIn(role)).headers)).statusCode).toBe(200);
    }
  });
});

describe('PATCH and DELETE watchlist/{id}/', () => {
  it("changes stars and removes an item, answering 404 for another user's or an unknown id", async () => {
    const item = await added(alice, 'BTCUSDT');
    const res = await patch(item.id, { stars: 5 }, alice.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...item, stars: 5 });
    for (const [id, who] of [
      [item.id, bob],
      [999, alice],
    ] as const) {
      expect((await patch(id, { stars: 0 }, who.headers)).json()).toEqual({
        detail: 'Watchlist item not found.',
      });
      expect((await remove(id, who.headers)).statusCode).toBe(404);
    }
    expect((await list(alice.headers)).json()).toEqual([{ ...item, stars: 5 }]);
    const gone = await remove(item.id, alice.headers);
    expect(gone.statusCode).toBe(204);
    expect(gone.body).toBe('');
    expect((await remove(item.id, alice.headers)).statusCode).toBe(404);
    expect((await list(alice.headers)).json()).toEqual([]);
  });

  it.each([
    ['stars 6', '1', { stars: 6 }, 'stars'],
    ['stars as text', '1', { stars: '3' }, 'stars'],
    ['no stars', '1', {}, 'stars'],
    ['a non-numeric id', 'abc', { stars: 1 }, 'id'],
    ['a zero id', '0', { stars: 1 }, 'id'],
    ['an id beyond int4', '2147483648', { stars: 1 }, 'id'],
  ])('answers 400 with errors for %s', async (_case, id, body, field) => {
    await added(alice, 'BTCUSDT', 2);
    const res = await patch(id, body, alice.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toEqual([expect.any(String)]);
    expect((await list(alice.headers)).json()[0].stars).toBe(2);
  });

  it('answers 401 to a guest', async () => {
    const item = await added(alice, 'BTCUSDT');
    expect((await patch(item.id, { stars: 3 })).statusCode).toBe(401);
    expect((await remove(item.id)).statusCode).toBe(401);
    expect((await list(alice.headers)).json()).toEqual([item]);
  });
});
