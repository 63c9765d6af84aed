import { UPGRADE_DECIDED_DETAIL } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { type SignedIn, useTestApp } from '../../../support/test-app.ts';

const t = useTestApp();

const list = (headers: Record<string, string> = {}, query = '') =>
  t.app.inject({ url: `/api/v1/admin/upgrades/${query}`, headers });
const decide = (id: number | string, decision: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v1/admin/upgrades/${id}/${decision}/`, headers });

async function requestFrom(user: SignedIn, plan: 'pro' | 'premium' = 'pro'): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/upgrades/',
    payload: { plan },
    headers: user.headers,
  });
  return res.json().id;
}

describe('GET admin/upgrades/', () => {
  it('lists requests with their users, filtered by status', async () => {
    const admin = await t.signIn('admin');
    const sam = await t.signIn('free', 'sam');
    const kim = await t.signIn('pro', 'kim');
    const samId = await requestFrom(sam);
    t.clock.advance(1000);
    const kimId = await requestFrom(kim, 'premium');
    await decide(samId, 'decline', admin.headers);

    const pending = await list(admin.headers, '?status=pending');
    expect(pending.statusCode).toBe(200);
    expect(pending.json()).toEqual([
      {
        id: kimId,
        plan: 'premium',
        status: 'pending',
        created_at: expect.any(String),
        decided_at: null,
        user: { id: kim.user.id, username: 'kim', email: 'kim@example.com', role: 'pro' },
      },
    ]);
    const all = await list(admin.headers);
    expect(all.json().map((r: { id: number }) => r.id)).toEqual([kimId, samId]);
    expect((await list(admin.headers, '?status=declined')).json()[0]).toMatchObject({
      id: samId,
      status: 'declined',
    });
  });

  it('answers 400 for an unknown status', async () => {
    const admin = await t.signIn('admin');
    const res = await list(admin.headers, '?status=open');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.status).toEqual([expect.any(String)]);
  });

  it('answers 401 to a guest and 403 below admin', async () => {
    expect((await list()).statusCode).toBe(401);
    for (const role of ['free', 'pro', 'premium'] as const) {
      const res = await list((await t.signIn(role)).headers, '?status=pending');
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: 'You do not have permission to perform this action.' });
    }
  });
});

describe('POST admin/upgrades/{id}/approve/ and decline/', () => {
  it("approves: the request is decided and the user's role becomes the plan at once", async () => {
    const admin = await t.signIn('admin');
    const free = await t.signIn('free', 'sam');
    const id = await requestFrom(free, 'premium');
    const res = await decide(id, 'approve', admin.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      plan: 'premium',
      status: 'approved',
      decided_at: expect.any(String),
      user: { id: free.user.id, username: 'sam', role: 'premium' },
    });
    expect(await t.users.findById(free.user.id)).toMatchObject({ role: 'premium' });
    // The same access token now reaches premium routes; a refresh issues tokens of the new role.
    const profile = await t.app.inject({ url: '/api/v1/auth/profile/', headers: free.headers });
    expect(profile.json().role).toBe('premium');
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh/',
      payload: { refresh: free.refresh },
    });
    expect(refreshed.statusCode).toBe(200);
    // And the user may ask again (no open request now), though not for a plan they have.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/upgrades/',
      payload: { plan: 'premium' },
      headers: free.headers,
    });
    expect(again.statusCode).toBe(400);
  });

  it('declines: the role stays and a new request may be made', async () => {
    const admin = await t.signIn('admin');
    const free = await t.signIn('free');
    const id = await requestFrom(free);
    const res = await decide(id, 'decline', admin.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, status: 'declined', user: { role: 'free' } });
    expect(await t.users.findById(free.user.id)).toMatchObject({ role: 'free' });
    expect(await requestFrom(free)).toBeGreaterThan(id);
  });

  it('never lowers a role that was raised meanwhile', async () => {
    const admin = await t.signIn('admin');
    const free = await t.signIn('free');
    const id = await requestFrom(free, 'pro');
    await t.services.userAdmin.update(free.user.id, { role: 'premium' });
    expect((await decide(id, 'approve', admin.headers)).json()).toMatchObject({ user: { role: 'premium' } });
  });

  it('answers 409 to a request already decided, changing nothing', async () => {
    const admin = await t.signIn('admin');
    const free = await t.signIn('free');
    const id = await requestFrom(free);
    await decide(id, 'decline', admin.headers);
    for (const decision of ['approve', 'decline']) {
      const res = await decide(id, decision, admin.headers);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ detail: UPGRADE_DECIDED_DETAIL });
    }
    expect(await t.users.findById(free.user.id)).toMatchObject({ role: 'free' });
  });

  it('decides once when two admins act at the same moment', async () => {
    const admin = await t.signIn('admin');
    const free = await t.signIn('free');
    const id = await requestFrom(free);
    const results = await Promise.all([
      decide(id, 'approve', admin.headers),
      decide(id, 'decline', admin.headers),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('answers 404 for an unknown id and 400 for a bad id or body, changing nothing', async () => {
    const admin = await t.signIn('admin');
    const free = await t.signIn('free');
    const id = await requestFrom(free);
    expect((await decide(999, 'approve', admin.headers)).json()).toEqual({
      detail: 'Upgrade request not found.',
    });
    for (const bad of ['abc', '0', '2147483648']) {
      const res = await decide(bad, 'approve', admin.headers);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.id).toEqual([expect.any(String)]);
    }
    const withBody = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/upgrades/${id}/approve/`,
      payload: { role: 'admin' },
      headers: admin.headers,
    });
    expect(withBody.statusCode).toBe(400);
    expect(withBody.json()).toMatchObject({ detail: expect.any(String) });
    expect(await t.users.findById(free.user.id)).toMatchObject({ role: 'free' });
    const pending = await list(admin.headers, '?status=pending');
    expect(pending.json()).toHaveLength(1);
  });

  it('answers 401 to a guest and 403 below admin, deciding nothing', async () => {
    const free = await t.signIn('free');
    const id = await requestFrom(free);
    for (const decision of ['approve', 'decline']) {
      expect((await decide(id, decision)).statusCode).toBe(401);
      for (const role of ['free', 'pro', 'premium'] as const) {
        expect((await decide(id, decision, (await t.signIn(role)).headers)).statusCode).toBe(403);
      }
      expect((await decide(id, decision, free.headers)).statusCode).toBe(403);
    }
    expect(await t.users.findById(free.user.id)).toMatchObject({ role: 'free' });
  });
});
