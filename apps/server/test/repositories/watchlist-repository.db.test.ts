import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUserRepository } from '../../src/repositories/user-repository.ts';
import {
  createWatchlistRepository,
  type WatchlistRepository,
} from '../../src/repositories/watchlist-repository.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

let database: TestDatabase;
let repo: WatchlistRepository;
let alice: number;
let bob: number;

beforeAll(async () => {
  database = await createTestDatabase();
  repo = createWatchlistRepository(database.db);
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.truncate();
  const users = createUserRepository(database.db);
  alice = (await users.create({ username: 'alice', email: 'a@example.com', passwordHash: 'h' })).id;
  bob = (await users.create({ username: 'bob', email: 'b@example.com', passwordHash: 'h' })).id;
});

describe('watchlist repository', () => {
  it("lists a user's items oldest first, with tags by name, and never another user's", async () => {
    const btc = await repo.insert(alice, 'BTCUSDT', 3);
    const eth = await repo.insert(alice, 'ETHUSDT', 0);
    await repo.insert(bob, 'BTCUSDT', 5);
    const ict = await repo.ensureTag('ICT');
    const cpr = await repo.ensureTag('CPR');
    expect(await repo.addTag([btc.id], ict)).toBe(1);
    expect(await repo.addTag([btc.id, eth.id], cpr)).toBe(2);
    expect(await repo.addTag([btc.id], cpr)).toBe(0);
    const items = await repo.listForUser(alice);
    expect(items.map((i) => [i.symbol, i.stars, i.tags.map((t) => t.name)])).toEqual([
      ['BTCUSDT', 3, ['CPR', 'ICT']],
      ['ETHUSDT', 0, ['CPR']],
    ]);
    expect((await repo.listForUser(bob)).map((i) => i.tags)).toEqual([[]]);
    expect(await repo.findOwned(bob, btc.id)).toBeUndefined();
    expect((await repo.findOwned(alice, btc.id))?.tags).toEqual([
      { id: cpr, name: 'CPR' },
      { id: ict, name: 'ICT' },
    ]);
  });

  it('counts items and finds symbols per user', async () => {
    await repo.insert(alice, 'BTCUSDT', 1);
    await repo.insert(alice, 'BTCUSDT', 1);
    expect(await repo.countForUser(alice)).toBe(2);
    expect(await repo.countForUser(bob)).toBe(0);
    expect(await repo.hasSymbol(alice, 'BTCUSDT')).toBe(true);
    expect(await repo.hasSymbol(bob, 'BTCUSDT')).toBe(false);
  });

  it("changes and deletes only the user's own items among the ids", async () => {
    const a1 = await repo.insert(alice, 'A1USDT', 1);
    const a2 = await repo.insert(alice, 'A2USDT', 1);
    const b1 = await repo.insert(bob, 'B1USDT', 1);
    expect(await repo.ownedIds(alice, [b1.id, a2.id, a1.id, 999])).toEqual([a1.id, a2.id]);
    expect(await repo.ownedIds(alice, [])).toEqual([]);
    expect(await repo.setStars(alice, [a1.id, b1.id], 4)).toBe(1);
    expect((await repo.findOwned(bob, b1.id))?.stars).toBe(1);
    const tag = await repo.ensureTag('Trend');
    await repo.addTag([a1.id, a2.id], tag);
    expect(await repo.removeTag([a2.id, b1.id], tag)).toBe(1);
    expect(await repo.deleteOwned(alice, [a1.id, b1.id])).toBe(1);
    expect((await repo.listForUser(alice)).map((i) => [i.symbol, i.tags])).toEqual([['A2USDT', []]]);
    expect(await repo.listForUser(bob)).toHaveLength(1);
  });

  it('creates a tag once and reports unknown ones', async () => {
    const id = await repo.ensureTag('Volume');
    expect(await repo.ensureTag('Volume')).toBe(id);
    expect(await repo.findTagId('Volume')).toBe(id);
    expect(await repo.findTagId('volume')).toBeUndefined();
  });

  it('refuses stars outside 0..5 at the database level', async () => {
    await expect(repo.insert(alice, 'BTCUSDT', 6)).rejects.toThrow();
  });

  it('removes items and their tag links with their user', async () => {
    const item = await repo.insert(alice, 'BTCUSDT', 1);
    await repo.addTag([item.id], await repo.ensureTag('CPR'));
    await database.access.execute('delete from users where id = $1', [alice]);
    const { rows } = await database.access.execute('select count(*)::int as n from watchlist_item_tags');
    expect(rows[0]?.n).toBe(0);
  });

  it('serialises concurrent transactions of one user on the user lock', async () => {
    const order: string[] = [];
    const run = (name: string) =>
      repo.transaction(async (tx) => {
        await tx.lockUser(alice);
        order.push(`${name}:start`);
        const n = await tx.countForUser(alice);
        await new Promise((resolve) => setTimeout(resolve, 30));
        if (n < 1) await tx.insert(alice, `${name}USDT`, 1);
        order.push(`${name}:end`);
      });
    await Promise.all([run('A'), run('B')]);
    expect(await repo.countForUser(alice)).toBe(1);
    expect(
      order.indexOf('A:end') < order.indexOf('B:start') || order.indexOf('B:end') < order.indexOf('A:start'),
    ).toBe(true);
  });
});
