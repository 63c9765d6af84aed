import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUserRepository, type UserRepository } from '../../src/repositories/user-repository.ts';
import { adminPasswordBanner, bootstrapAdmin } from '../../src/services/admin-bootstrap.ts';
import { fastHasher } from '../support/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

let database: TestDatabase;
let users: UserRepository;

beforeAll(async () => {
  database = await createTestDatabase();
  users = createUserRepository(database.db);
});
afterAll(() => database.close());
beforeEach(() => database.truncate());

const none = { username: undefined, password: undefined, email: undefined };

describe('bootstrapAdmin', () => {
  it('creates `admin` with a generated password on first start, and nothing afterwards', async () => {
    const first = await bootstrapAdmin(users, fastHasher, none);
    expect(first).toMatchObject({
      action: 'created',
      username: 'admin',
      generatedPassword: expect.any(String),
    });
    const password = first.action === 'created' ? (first.generatedPassword ?? '') : '';
    expect(password.length).toBeGreaterThanOrEqual(16);
    const row = await users.findByUsername('admin');
    expect(row).toMatchObject({ role: 'admin', isActive: true, email: 'admin@localhost' });
    expect(await fastHasher.verify(row?.passwordHash ?? '', password)).toBe(true);
    expect(await bootstrapAdmin(users, fastHasher, none)).toEqual({ action: 'kept', username: 'admin' });
    expect(await users.list()).toHaveLength(1);
  });

  it('creates the configured admin, and leaves it untouched on later starts', async () => {
    const config = { username: 'ops', password: 'Ops-Secret-1', email: 'ops@example.com' };
    expect(await bootstrapAdmin(users, fastHasher, config)).toEqual({
      action: 'created',
      username: 'ops',
      generatedPassword: null,
    });
    const row = await users.findByUsername('ops');
    expect(row).toMatchObject({ role: 'admin', email: 'ops@example.com' });
    expect(await fastHasher.verify(row?.passwordHash ?? '', 'Ops-Secret-1')).toBe(true);
    await users.update(row?.id ?? 0, { role: 'pro' });
    expect(await bootstrapAdmin(users, fastHasher, { ...config, password: 'Changed-Secret-2' })).toEqual({
      action: 'kept',
      username: 'ops',
    });
    const after = await users.findByUsername('ops');
    expect(after?.role).toBe('pro');
    expect(await fastHasher.verify(after?.passwordHash ?? '', 'Ops-Secret-1')).toBe(true);
  });

  it('explains an email clash instead of failing obscurely', async () => {
    await users.create({ username: 'someone', email: 'ops@example.com', passwordHash: 'h' });
    await expect(
      bootstrapAdmin(users, fastHasher, {
        username: 'ops',
        password: 'Ops-Secret-1',
        email: 'ops@example.com',
      }),
    ).rejects.toThrow(/email is already used; set ADMIN_EMAIL/);
  });

  it('boxes the generated password on its own lines', () => {
    const lines = adminPasswordBanner('admin', 'pw123').split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain('Admin account created: username=admin password=pw123');
    expect(new Set(lines.map((l) => l.length)).size).toBe(1);
  });
});
