import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createRefreshTokenRepository,
  type RefreshTokenRepository,
} from '../../src/repositories/refresh-token-repository.ts';
import { createUserRepository } from '../../src/repositories/user-repository.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

let database: TestDatabase;
let tokens: RefreshTokenRepository;
let userId: number;
const at = new Date('2026-05-01T00:00:00Z');
const later = new Date('2026-06-01T00:00:00Z');

beforeAll(async () => {
  database = await createTestDatabase();
  tokens = createRefreshTokenRepository(database.db);
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.truncate();
  userId = (
    await createUserRepository(database.db).create({ username: 'u', email: 'u@x.io', passwordHash: 'h' })
  ).id;
});

const token = (id: string, familyId = 'fam', expiresAt = later) => ({ id, userId, familyId, expiresAt });

describe('refresh token repository', () => {
  it('stores and finds a token', async () => {
    await tokens.create(token('t1'));
    expect(await tokens.findById('t1')).toMatchObject({
      id: 't1',
      userId,
      familyId: 'fam',
      revokedAt: null,
      replacedBy: null,
    });
    expect(await tokens.findById('missing')).toBeUndefined();
  });

  it('spends a live token exactly once, recording its successor', async () => {
    await tokens.create(token('t1'));
    const results = await Promise.all([tokens.spend('t1', 't2', at), tokens.spend('t1', 't3', at)]);
    expect(results.sort()).toEqual([false, true]);
    const row = await tokens.findById('t1');
    expect(row?.revokedAt).toEqual(at);
    expect(['t2', 't3']).toContain(row?.replacedBy);
    expect(await tokens.spend('missing', 'x', at)).toBe(false);
  });

  it('revokes the live tokens of one family, and of one user', async () => {
    await tokens.create(token('a1', 'A'));
    await tokens.create(token('a2', 'A'));
    await tokens.create(token('b1', 'B'));
    await tokens.spend('a1', 'a2', at);
    expect(await tokens.revokeFamily('A', later)).toBe(1);
    expect((await tokens.findById('a1'))?.revokedAt).toEqual(at);
    expect((await tokens.findById('b1'))?.revokedAt).toBeNull();
    expect(await tokens.revokeUser(userId, later)).toBe(1);
    expect((await tokens.findById('b1'))?.revokedAt).toEqual(later);
  });

  it('deletes expired tokens, and a user deletion removes its tokens', async () => {
    await tokens.create(token('old', 'F', at));
    await tokens.create(token('new', 'F', later));
    expect(await tokens.deleteExpired(new Date('2026-05-15T00:00:00Z'))).toBe(1);
    expect(await tokens.findById('old')).toBeUndefined();
    await database.db.execute('DELETE FROM users');
    expect(await tokens.findById('new')).toBeUndefined();
  });

  it('refuses a token for an unknown user', async () => {
    await expect(tokens.create({ ...token('x'), userId: 999 })).rejects.toThrow();
  });
});
