import type { WatchlistItem } from '@app/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { seedSymbols } from '../../../support/seed-symbols.ts';
import { type SignedIn, useTestApp } from '../../../support/test-app.ts';

const t = useTestApp();
let alice: SignedIn;
let bob: SignedIn;
let mine: WatchlistItem[];
let theirs: WatchlistItem;

const post = (path: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v1/watchlist/${path}`, payload: payload as object, headers });
const list = async (who: SignedIn): Promise<WatchlistItem[]> =>
  (await t.app.inject({ url: '/api/v1/watchlist/', headers: who.headers })).json();
const tagNames = (items: WatchlistItem[]) => items.map((i) => i.tags.map((x) => x.name));

beforeEach(async () => {
  await seedSymbols(t.database.db);
  alice = await t.signIn('free', 'alice');
  bob = await t.signIn('pro', 'bob');
  mine = [];
  for (const symbol of ['BTCUSDT', 'ETHUSDT', 'LINKUSDT']) {
    mine.push((await post('', { symbol }, alice.headers)).json());
  }
  theirs = (await post('', { symbol: 'BTCUSDT' }, bob.headers)).json();
});

describe('POST watchlist/bulk-tag/ and bulk-tag-remove/', () => {
  it("applies and removes a module's tag on the caller's items only", async () => {
    const ids = [mine[0]?.id, mine[1]?.id, mine[1]?.id, theirs.id, 9999];
    const applied = await post('bulk-tag/', { ids, module: 'cpr' }, alice.headers);
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toEqual({ detail: 'Applied cpr for 2 items.', updated: 2 });
    await post('bulk-tag/', { ids: [mine[1]?.id], module: 'ict' }, alice.headers);
    expect(tagNames(await list(alice))).toEqual([['CPR'], ['CPR', 'ICT'], []]);
    expect(tagNames(await list(bob))).toEqual([[]]);

    const removed = await post(
      'bulk-tag-remove/',
      { ids: [mine[1]?.id, theirs.id], module: 'cpr' },
      alice.headers,
    );
    expect(removed.json()).toEqual({ detail: 'Removed cpr for 1 item.', updated: 1 });
    expect(tagNames(await list(alice))).toEqual([['CPR'], ['ICT'], []]);
    const never = await post('bulk-tag-remove/', { ids: [mine[2]?.id], module: 'volume' }, alice.headers);
    expect(never.json()).toEqual({ detail: 'Removed volume for 1 item.', updated: 1 });
  });

  it('refuses a module outside the settings map with 400, changing nothing', async () => {
    for (const path of ['bulk-tag/', 'bulk-tag-remove/']) {
      for (const module of ['nope', 'constructor', '__proto__', 'toString']) {
        const res = await post(path, { ids: [mine[0]?.id], module }, alice.headers);
        expect(res.statusCode, `${path} ${module}`).toBe(400);
        expect(res.json().errors.module).toEqual([expect.stringContaining(`Unknown module: ${module}.`)]);
      }
    }
    expect(tagNames(await list(alice))).toEqual([[], [], []]);
  });
});

describe('POST watchlist/bulk-stars/ and bulk-delete/', () => {
  it("sets stars and removes the caller's items only", async () => {
    const stars = await post(
      'bulk-stars/',
      { ids: [mine[0]?.id, mine[2]?.id, theirs.id], stars: 0 },
      alice.headers,
    );
    expect(stars.json()).toEqual({ detail: 'Applied 0 stars to 2 items.', updated: 2 });
    expect((await list(alice)).map((i) => i.stars)).toEqual([0, 1, 0]);
    expect((await list(bob)).map((i) => i.stars)).toEqual([1]);

    const deleted = await post('bulk-delete/', { ids: [mine[0]?.id, mine[1]?.id, theirs.id] }, alice.headers);
    expect(deleted.json()).toEqual({ detail: 'Removed 2 items.', updated: 2 });
    expect((await list(alice)).map((i) => i.symbol)).toEqual(['LINKUSDT']);
    expect(await list(bob)).toHaveLength(1);
    const none = await post('bulk-delete/', { ids: [theirs.id] }, alice.headers);
    expect(none.json()).toEqual({ detail: 'Removed 0 items.', updated: 0 });
  });
});

describe('bulk input', () => {
  const paths = ['bulk-tag/', 'bulk-tag-remove/', 'bulk-stars/', 'bulk-delete/'];
  const valid = (path: string, ids: unknown) =>
    path === 'bulk-stars/' ? { ids, stars: 3 } : path === 'bulk-delete/' ? { ids } : { ids, module: 'cpr' };

  it.each([
    ['no ids', undefined],
    ['empty ids', []],
    ['501 ids', Array.from({ length: 501 }, (_, i) => i + 1)],
    ['text ids', ['1']],
    ['fractional ids', [1.5]],
    ['zero ids', [0]],
    ['ids beyond int4', [2_147_483_648]],
    ['ids as an object', { 0: 1 }],
  ])('answers 400 with errors on ids for %s', async (_case, ids) => {
    for (const path of paths) {
      const res = await post(path, valid(path, ids), alice.headers);
      expect(res.statusCode, path).toBe(400);
      expect(Object.keys(res.json().errors)[0], path).toMatch(/^ids/);
    }
    expect(await list(alice)).toEqual(mine);
  });

  it('accepts 500 ids', async () => {
    const ids = [...Array.from({ length: 497 }, (_, i) => i + 100), ...mine.map((i) => i.id)];
    expect((await post('bulk-stars/', { ids, stars: 5 }, alice.headers)).json().updated).toBe(3);
  });

  it('answers 400 for bad stars or module and unknown fields', async () => {
    const ids = [mine[0]?.id];
    expect((await post('bulk-stars/', { ids, stars: 9 }, alice.headers)).json().errors.stars).toBeDefined();
    expect((await post('bulk-stars/', { ids }, alice.headers)).json().errors.stars).toBeDefined();
    expect((await post('bulk-tag/', { ids, module: '' }, alice.headers)).json().errors.module).toBeDefined();
    expect(
      (await post('bulk-delete/', { ids, user_id: 2 }, alice.headers)).json().errors.user_id,
    ).toBeDefined();
    expect(await list(alice)).toEqual(mine);
  });

  it('answers 401 with WWW-Authenticate to a guest', async () => {
    for (const path of paths) {
      const res = await post(path, valid(path, [mine[0]?.id]));
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
    }
    expect(await list(alice)).toEqual(mine);
  });
});
