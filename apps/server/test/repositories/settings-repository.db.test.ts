import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createSettingsRepository,
  type SettingsRepository,
} from '../../src/repositories/settings-repository.ts';
import { createUserRepository } from '../../src/repositories/user-repository.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

let database: TestDatabase;
let repo: SettingsRepository;

beforeAll(async () => {
  database = await createTestDatabase();
  repo = createSettingsRepository(database.db);
});
afterAll(() => database.close());
beforeEach(() => database.truncate());

describe('settings repository', () => {
  it('reads nothing before the first save', async () => {
    expect(await repo.read()).toBeUndefined();
  });

  it('keeps one row that each write replaces whole', async () => {
    const user = await createUserRepository(database.db).create({
      username: 'boss',
      email: 'boss@example.com',
      passwordHash: 'h',
      role: 'admin',
    });
    const first = await repo.write(
      { a: 1, nested: { list: [[0.1, 'x', 'y']] } },
      user.id,
      new Date('2026-01-01T00:00:00Z'),
    );
    expect(first).toEqual({
      data: { a: 1, nested: { list: [[0.1, 'x', 'y']] } },
      updatedAt: new Date('2026-01-01T00:00:00Z'),
      updatedBy: user.id,
    });
    await repo.write({ b: 'two' }, null, new Date('2026-01-02T00:00:00Z'));
    expect(await repo.read()).toEqual({
      data: { b: 'two' },
      updatedAt: new Date('2026-01-02T00:00:00Z'),
      updatedBy: null,
    });
    const [{ n }] = (await database.access.execute('select count(*)::int as n from app_settings')).rows as [
      { n: number },
    ];
    expect(n).toBe(1);
  });

  it('forgets who saved when that user is deleted', async () => {
    const users = createUserRepository(database.db);
    const user = await users.create({ username: 'gone', email: 'gone@example.com', passwordHash: 'h' });
    await repo.write({ a: 1 }, user.id, new Date());
    await database.access.execute('delete from users where id = $1', [user.id]);
    expect((await repo.read())?.updatedBy).toBeNull();
  });
});
