import { describe, expect, it } from 'vitest';
import { LAST_ADMIN_DETAIL } from '../../../../src/services/user-admin-service.ts';
import { useTestApp } from '../../../support/test-app.ts';

const t = useTestApp();

const list = (headers: Record<string, string> = {}, query = '') =>
  t.app.inject({ url: `/api/v1/admin/users/${query}`, headers });
const patch = (id: number | string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'PATCH', url: `/api/v1/admin/users/${id}/`, payload: payload as object, headers });

describe('GET admin/users/', () => {
  it('lists every user ordered by id, without password hashes', async () => {
    const admin = await t.signIn('admin', 'boss');
    await t.createUser({ username: 'zed', role: 'pro' });
    await t.createUser({ username: 'amy', isActive: false });
    const res = await list(admin.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: 1, username: 'boss', email: 'boss@example.com', role: 'admin', is_active: true },
      { id: 2, username: 'zed', email: 'zed@example.com', role: 'pro', is_active: true },
      { id: 3, username: 'amy', email: 'amy@example.com', role: 'free', is_active: false },
    ]);
    expect(res.body).not.toMatch(/argon2|password/);
  });

  it('filters by a username fragment in any case', async () => {
    const admin = await t.signIn('admin', 'boss');
    await t.createUser({ username: 'Alpha' });
    await t.createUser({ username: 'beta' });
    const res = await list(admin.headers, '?search=ALP');
    expect(res.json().map((u: { username: string }) => u.username)).toEqual(['Alpha']);
    expect((await list(admin.headers, '?search=')).json()).toHaveLength(3);
    expect((await list(admin.headers, '?search=zz-none')).json()).toEqual([]);
  });

  it('answers 400 with errors for a search that is too long', async () => {
    const admin = await t.signIn('admin');
    const res = await list(admin.headers, `?search=${'x'.repeat(151)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.search).toEqual(['Search must be at most 150 characters.']);
  });

  it('answers 401 to a guest and 403 to every role below admin', async () => {
    const guest = await list();
    expect(guest.statusCode).toBe(401);
    expect(guest.headers['www-authenticate']).toBe('Bearer');
    for (const role of ['free', 'pro', 'premium'] as const) {
      const res = await list((await t.signIn(role)).headers);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: 'You do not have permission to perform this action.' });
    }
  });
});

describe('PATCH admin/users/{id}/', () => {
  it('changes a role and the active flag, answering the user', async () => {
    const admin = await t.signIn('admin', 'boss');
    const user = await t.createUser({ username: 'sam' });
    const promoted = await patch(user.id, { role: 'premium' }, admin.headers);
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json()).toEqual({
      id: user.id,
      username: 'sam',
      email: 'sam@example.com',
      role: 'premium',
      is_active: true,
    });
    const both = await patch(user.id, { role: 'pro', is_active: false }, admin.headers);
    expect(both.json()).toMatchObject({ role: 'pro', is_active: false });
    expect(await t.users.findById(user.id)).toMatchObject({ role: 'pro', isActive: false });
  });

  it('takes effect at once: a demoted admin loses access with the same token', async () => {
    const boss = await t.signIn('admin', 'boss');
    const deputy = await t.signIn('admin', 'deputy');
    expect((await list(deputy.headers)).statusCode).toBe(200);
    expect((await patch(deputy.user.id, { role: 'free' }, boss.headers)).statusCode).toBe(200);
    expect((await list(deputy.headers)).statusCode).toBe(403);
  });

  it('ends the sessions of a deactivated user', async () => {
    const admin = await t.signIn('admin', 'boss');
    const user = await t.signIn('pro', 'leaving');
    await patch(user.user.id, { is_active: false }, admin.headers);
    expect((await t.app.inject({ url: '/api/v1/auth/profile/', headers: user.headers })).statusCode).toBe(
      401,
    );
    await patch(user.user.id, { is_active: true }, admin.headers);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh/',
      payload: { refresh: user.refresh },
    });
    expect(refresh.statusCode).toBe(401);
  });

  it('answers 404 for an unknown id', async () => {
    const admin = await t.signIn('admin');
    const res = await patch(999, { role: 'pro' }, admin.headers);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'User not found.' });
  });

  it.each([
    ['a non-numeric id', 'abc', { role: 'pro' }, 'id'],
    ['a zero id', '0', { role: 'pro' }, 'id'],
    ['an id beyond int4', '2147483648', { role: 'pro' }, 'id'],
    ['an unknown role', '1', { role: 'root' }, 'role'],
    ['a string flag', '1', { is_active: 'yes' }, 'is_active'],
    ['an unknown field', '1', { role: 'pro', password: 'x' }, 'password'],
    ['an empty body', '1', {}, 'non_field_errors'],
  ])('answers 400 with errors for %s', async (_case, id, body, field) => {
    const admin = await t.signIn('admin');
    const res = await patch(id, body, admin.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toEqual([expect.any(String)]);
    expect(await t.users.findById(admin.user.id)).toMatchObject({ role: 'admin', isActive: true });
  });

  it('answers 401 to a guest and 403 below admin, before reading the body', async () => {
    const user = await t.createUser();
    expect((await patch(user.id, { role: 'admin' })).statusCode).toBe(401);
    const premium = await t.signIn('premium');
    expect((await patch(user.id, { role: 'admin' }, premium.headers)).statusCode).toBe(403);
    expect(
      (await patch(premium.user.id, 'not json', { ...premium.headers, 'content-type': 'application/json' }))
        .statusCode,
    ).toBe(403);
    expect(await t.users.findById(user.id)).toMatchObject({ role: 'free' });
  });
});

describe('the last active admin', () => {
  it('can be neither demoted nor deactivated (409), even by themselves', async () => {
    const admin = await t.signIn('admin');
    for (const body of [{ role: 'premium' }, { is_active: false }, { role: 'admin', is_active: false }]) {
      const res = await patch(admin.user.id, body, admin.headers);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ detail: LAST_ADMIN_DETAIL });
    }
    expect((await patch(admin.user.id, { role: 'admin', is_active: true }, admin.headers)).statusCode).toBe(
      200,
    );
    expect(await t.users.findById(admin.user.id)).toMatchObject({ role: 'admin', isActive: true });
  });

  it('is counted among active admins only: an inactive admin does not save the last one', async () => {
    const boss = await t.signIn('admin', 'boss');
    const sleeper = await t.createUser({ username: 'sleeper', role: 'admin', isActive: false });
    expect((await patch(boss.user.id, { role: 'free' }, boss.headers)).statusCode).toBe(409);
    expect((await patch(sleeper.id, { role: 'free' }, boss.headers)).statusCode).toBe(200);
  });

  it('lets one of two admins step down, then protects the other', async () => {
    const boss = await t.signIn('admin', 'boss');
    const deputy = await t.signIn('admin', 'deputy');
    expect((await patch(deputy.user.id, { role: 'pro' }, deputy.headers)).statusCode).toBe(200);
    expect((await patch(boss.user.id, { is_active: false }, boss.headers)).statusCode).toBe(409);
  });

  it('survives two admins demoting each other at the same moment', async () => {
    const a = await t.createUser({ username: 'alpha', role: 'admin' });
    const b = await t.createUser({ username: 'bravo', role: 'admin' });
    // Straight to the service: over HTTP the loser would already be refused as a non-admin (403).
    const results = await Promise.allSettled([
      t.services.userAdmin.update(b.id, { role: 'free' }),
      t.services.userAdmin.update(a.id, { is_active: false }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(results.find((r) => r.status === 'rejected')).toMatchObject({ reason: { statusCode: 409 } });
    expect((await t.users.lockActiveAdminIds()).length).toBe(1);
  });
});
