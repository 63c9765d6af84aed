import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DuplicateKeyError } from '../../src/repositories/database-errors.ts';
import { createUserRepository, type UserRepository } from '../../src/repositories/user-repository.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

let database: TestDatabase;
let repo: UserRepository;

beforeAll(async () => {
  database = await createTestDatabase();
  repo = createUserRepository(database.db);
});
afterAll(() => database.close());
beforeEach(() => database.truncate());

const alice = { username: 'Alice', email: 'Alice@Example.com', passwordHash: 'h' };

describe('user repository', () => {
  it('creates a free, active user with an id and creation time', async () => {
    const row = await repo.create(alice);
    expect(row).toMatchObject({ id: 1, username: 'Alice', role: 'free', isActive: true });
    expect(row.createdAt).toBeInstanceOf(Date);
    expect(await repo.findById(row.id)).toEqual(row);
    expect(await repo.findById(999)).toBeUndefined();
  });

  it('finds a username case-insensitively', async () => {
    const row = await repo.create(alice);
    expect((await repo.findByUsername('aLiCe'))?.id).toBe(row.id);
    expect(await repo.findByUsername('alic')).toBeUndefined();
  });

  it('refuses a username or email that differs only in case, naming the index', async () => {
    await repo.create(alice);
    await expect(repo.create({ ...alice, username: 'ALICE', email: 'other@example.com' })).rejects.toEqual(
      new DuplicateKeyError('users_username_lower_key'),
    );
    await expect(repo.create({ ...alice, username: 'bob', email: 'alice@EXAMPLE.com' })).rejects.toEqual(
      new DuplicateKeyError('users_email_lower_key'),
    );
    expect(await repo.findTaken('alice', 'x@example.com')).toEqual({ username: true, email: false });
    expect(await repo.findTaken('bob', 'ALICE@example.com')).toEqual({ username: false, email: true });
    expect(await repo.findTaken('bob', 'bob@example.com')).toEqual({ username: false, email: false });
  });

  it('rejects a role outside the known roles at the database level', async () => {
    await expect(repo.create({ ...alice, role: 'root' as never })).rejects.toThrow();
  });

  it('lists by id and searches usernames literally, ignoring case', async () => {
    for (const name of ['zed', 'al_pha', 'alpha', 'ALPHONSE', '100%']) {
      await repo.create({ username: name, email: `${name}@example.com`, passwordHash: 'h' });
    }
    expect((await repo.list()).map((u) => u.username)).toEqual([
      'zed',
      'al_pha',
      'alpha',
      'ALPHONSE',
      '100%',
    ]);
    expect((await repo.list('alph')).map((u) => u.username)).toEqual(['alpha', 'ALPHONSE']);
    expect((await repo.list('_')).map((u) => u.username)).toEqual(['al_pha']);
    expect((await repo.list('%')).map((u) => u.username)).toEqual(['100%']);
    expect(await repo.list('\\')).toEqual([]);
  });

  it('updates role and active flag, and counts and locks active admins in a transaction', async () => {
    const a = await repo.create({ ...alice, role: 'admin' });
    const b = await repo.create({
      username: 'bob',
      email: 'b@example.com',
      passwordHash: 'h',
      role: 'admin',
    });
    expect(await repo.update(b.id, { isActive: false })).toMatchObject({ isActive: false, role: 'admin' });
    expect(await repo.update(404, { role: 'pro' })).toBeUndefined();
    expect(await repo.countAdmins()).toBe(2);
    const locked = await repo.transaction((tx) => tx.lockActiveAdminIds());
    expect(locked).toEqual([a.id]);
  });

  it('rolls a transaction back when its work throws', async () => {
    await expect(
      repo.transaction(async (tx) => {
        await tx.create(alice);
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    expect(await repo.list()).toEqual([]);
  });
});
