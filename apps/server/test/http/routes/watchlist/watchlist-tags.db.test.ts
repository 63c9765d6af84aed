import { defaultAdminSettings, type WatchlistItem } from '@app/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { seedSymbols } from '../../../support/seed-symbols.ts';
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
const toggle = (id: number | string, payload: unknown, headers: Headers = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/watchlist/${id}/toggle-tag/`,
    payload: payload as object,
    headers,
  });
const added = async (who: SignedIn, symbol: string, stars?: number): Promise<WatchlistItem> => {
  const res = await add(stars === undefined ? { symbol } : { symbol, stars }, who.headers);
  expect(res.statusCode).toBe(201);
  return res.json();
};
const saveSettings = (fields: Partial<typeof defaultAdminSettings>) =>
  t.services.settings.save({ ...defaultAdminSettings, ...fields }, null);

describe('POST watchlist/{id}/toggle-tag/', () => {
  it('toggles a tag by module or tag name, and removes tags whose module has left the map', async () => {
    const item = await added(alice, 'BTCUSDT');
    const on = await toggle(item.id, { tag: 'cpr' }, alice.headers);
    expect(on.statusCode).toBe(200);
    expect(on.json().tags).toEqual([{ id: 1, name: 'CPR' }]);
    expect(
      (await toggle(item.id, { tag: 'ICT' }, alice.headers)).json().tags.map((x: { name: string }) => x.name),
    ).toEqual(['CPR', 'ICT']);
    expect((await toggle(item.id, { tag: 'CPR' }, alice.headers)).json().tags).toEqual([
      { id: 2, name: 'ICT' },
    ]);
    await saveSettings({ module_tag_map: { volume: 'Volume' } });
    expect((await toggle(item.id, { tag: 'ICT' }, alice.headers)).json().tags).toEqual([]);
    const unknown = await toggle(item.id, { tag: 'ICT' }, alice.headers);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.tag).toEqual([
      'Unknown tag: ICT. Use a tag or module of watchlist/modules/.',
    ]);
  });

  it("answers 404 for another user's item, 400 for a bad tag and 401 to a guest", async () => {
    const item = await added(alice, 'BTCUSDT');
    expect((await toggle(item.id, { tag: 'cpr' }, bob.headers)).statusCode).toBe(404);
    expect((await toggle(item.id, { tag: '' }, alice.headers)).json().errors.tag).toEqual([
      expect.any(String),
    ]);
    expect((await toggle(item.id, { tag: 'x'.repeat(41) }, alice.headers)).statusCode).toBe(400);
    expect((await toggle(item.id, { tag: 'cpr' })).statusCode).toBe(401);
    expect((await list(alice.headers)).json()).toEqual([item]);
  });
});

describe('GET watchlist/modules/', () => {
  it('answers the module → tag map of the settings to any user, 401 to a guest', async () => {
    const res = await t.app.inject({ url: '/api/v1/watchlist/modules/', headers: alice.headers });
    expect(res.json()).toEqual(defaultAdminSettings.module_tag_map);
    await saveSettings({ module_tag_map: { custom: 'Mine' } });
    expect((await t.app.inject({ url: '/api/v1/watchlist/modules/', headers: bob.headers })).json()).toEqual({
      custom: 'Mine',
    });
    const guest = await t.app.inject({ url: '/api/v1/watchlist/modules/' });
    expect(guest.statusCode).toBe(401);
    expect(guest.headers['www-authenticate']).toBe('Bearer');
  });
});
