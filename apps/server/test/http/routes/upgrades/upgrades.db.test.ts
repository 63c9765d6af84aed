import {
  UPGRADE_DECIDED_DETAIL,
  UPGRADE_NOT_FOUND_DETAIL,
  UPGRADE_NOT_HIGHER_DETAIL,
  UPGRADE_OPEN_DETAIL,
} from '@app/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { malformedPayloads } from '../../../support/malformed-payloads.ts';
import { useTestApp } from '../../../support/test-app.ts';

const t = useTestApp();

const create = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/v1/upgrades/', payload: payload as object, headers });
const mine = (headers: Record<string, string> = {}) => t.app.inject({ url: '/api/v1/upgrades/', headers });
const change = (id: unknown, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'PATCH', url: `/api/v1/upgrades/${id}/`, payload: payload as object, headers });
const cancel = (id: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'DELETE', url: `/api/v1/upgrades/${id}/`, headers });
const stored = async (headers: Record<string, string>) => (await mine(headers)).json() as unknown[];

describe('POST upgrades/', () => {
  it('stores a pending request and answers 201 with it', async () => {
    const free = await t.signIn('free');
    const res = await create({ plan: 'pro' }, free.headers);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      plan: 'pro',
      status: 'pending',
      created_at: expect.any(String),
      decided_at: null,
    });
  });

  it('lets a pro user ask for premium', async () => {
    const pro = await t.signIn('pro');
    expect((await create({ plan: 'premium' }, pro.headers)).statusCode).toBe(201);
  });

  it('answers 409 to a second open request, storing nothing more', async () => {
    const free = await t.signIn('free');
    expect((await create({ plan: 'pro' }, free.headers)).statusCode).toBe(201);
    const second = await create({ plan: 'premium' }, free.headers);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ detail: UPGRADE_OPEN_DETAIL });
    expect(await stored(free.headers)).toHaveLength(1);
  });

  it('survives two requests at the same moment: one stored, one 409', async () => {
    const free = await t.signIn('free');
    const results = await Promise.all([
      create({ plan: 'pro' }, free.headers),
      create({ plan: 'premium' }, free.headers),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await stored(free.headers)).toHaveLength(1);
  });

  it.each([
    ['pro', 'pro'],
    ['premium', 'pro'],
    ['premium', 'premium'],
    ['admin', 'premium'],
  ] as const)('answers 400 to a %s user asking for %s (not above the current plan)', async (role, plan) => {
    const user = await t.signIn(role);
    const res = await create({ plan }, user.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: UPGRADE_NOT_HIGHER_DETAIL });
    expect(await stored(user.headers)).toEqual([]);
  });

  it.each([
    ['an unknown plan', { plan: 'gold' }, 'plan'],
    ['the free plan', { plan: 'free' }, 'plan'],
    ['a missing plan', {}, 'plan'],
    ['a number', { plan: 2 }, 'plan'],
    ['an unknown field', { plan: 'pro', role: 'admin' }, 'role'],
  ])('answers 400 with errors for %s, storing nothing', async (_case, body, field) => {
    const free = await t.signIn('free');
    const res = await create(body, free.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ detail: expect.any(String) });
    expect(res.json().errors[field]).toEqual([expect.any(String)]);
    expect(await stored(free.headers)).toEqual([]);
  });

  it('answers 400 to malformed JSON and 401 to a guest', async () => {
    const free = await t.signIn('free');
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/upgrades/',
      payload: '{"plan":',
      headers: { ...free.headers, 'content-type': 'application/json' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ detail: expect.any(String) });
    const guest = await create({ plan: 'pro' });
    expect(guest.statusCode).toBe(401);
    expect(await stored(free.headers)).toEqual([]);
  });

  it('never answers 5xx or stores anything for generated malformed bodies', async () => {
    const free = await t.signIn('free');
    const fields = fc.record({ plan: fc.anything(), role: fc.anything() }, { requiredKeys: [] });
    await fc.assert(
      fc.asyncProperty(malformedPayloads(fields), async (payload) => {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/v1/upgrades/',
          payload,
          headers: { ...free.headers, 'content-type': 'application/json' },
        });
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
        expect(Object.keys(res.json())).toContain('detail');
      }),
      { numRuns: 60 },
    );
    expect(await stored(free.headers)).toEqual([]);
  });
});

describe('GET upgrades/', () => {
  it("lists only the caller's requests, newest first, with their decisions", async () => {
    const admin = await t.signIn('admin');
    const free = await t.signIn('free');
    const other = await t.signIn('free');
    const first = (await create({ plan: 'pro' }, free.headers)).json();
    await t.services.upgrades.decline(first.id, admin.user.id);
    t.clock.advance(1000);
    const second = (await create({ plan: 'premium' }, free.headers)).json();
    await create({ plan: 'pro' }, other.headers);

    const res = await mine(free.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { ...second, status: 'pending', decided_at: null },
      { ...first, status: 'declined', decided_at: expect.any(String) },
    ]);
  });

  it('answers 401 to a guest and a bad token', async () => {
    expect((await mine()).statusCode).toBe(401);
    expect((await mine({ authorization: 'Bearer nope' })).statusCode).toBe(401);
  });
});

describe('PATCH upgrades/{id}/', () => {
  it('moves a pending request to the other plan, keeping it pending', async () => {
    const free = await t.signIn('free');
    const request = (await create({ plan: 'pro' }, free.headers)).json();
    const res = await change(request.id, { plan: 'premium' }, free.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...request, plan: 'premium' });
    expect(await stored(free.headers)).toEqual([{ ...request, plan: 'premium' }]);
  });

  it('answers 400 when the plan is not above the role, and for a bad body', async () => {
    const pro = await t.signIn('pro');
    const request = (await create({ plan: 'premium' }, pro.headers)).json();
    const lower = await change(request.id, { plan: 'pro' }, pro.headers);
    expect(lower.statusCode).toBe(400);
    expect(lower.json()).toEqual({ detail: UPGRADE_NOT_HIGHER_DETAIL });
    for (const body of [{ plan: 'gold' }, {}, { plan: 'premium', status: 'approved' }]) {
      const bad = await change(request.id, body, pro.headers);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ detail: expect.any(String) });
    }
    expect(await stored(pro.headers)).toEqual([request]);
  });

  it("answers 404 for someone else's or no request, 409 for a decided one, 401 to a guest", async () => {
    const admin = await t.signIn('admin');
    const free = await t.signIn('free');
    const other = await t.signIn('free');
    const theirs = (await create({ plan: 'pro' }, other.headers)).json();
    const notMine = await change(theirs.id, { plan: 'premium' }, free.headers);
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json()).toEqual({ detail: UPGRADE_NOT_FOUND_DETAIL });
    expect((await change(999999, { plan: 'premium' }, free.headers)).statusCode).toBe(404);
    expect((await change('abc', { plan: 'premium' }, free.headers)).statusCode).toBe(400);
    await t.services.upgrades.decline(theirs.id, admin.user.id);
    const decided = await change(theirs.id, { plan: 'premium' }, other.headers);
    expect(decided.statusCode).toBe(409);
    expect(decided.json()).toEqual({ detail: UPGRADE_DECIDED_DETAIL });
    expect((await change(theirs.id, { plan: 'premium' })).statusCode).toBe(401);
    expect((await stored(other.headers))[0]).toMatchObject({ plan: 'pro', status: 'declined' });
  });
});

describe('DELETE upgrades/{id}/', () => {
  it('withdraws a pending request (204, gone), after which a new one may be made', async () => {
    const free = await t.signIn('free');
    const request = (await create({ plan: 'pro' }, free.headers)).json();
    const res = await cancel(request.id, free.headers);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await stored(free.headers)).toEqual([]);
    expect(await t.services.upgrades.countPending()).toBe(0);
    expect((await create({ plan: 'premium' }, free.headers)).statusCode).toBe(201);
  });

  it("answers 404 for someone else's request, 409 for a decided one, leaving both as they were", async () => {
    const admin = await t.signIn('admin');
    const free = await t.signIn('free');
    const other = await t.signIn('free');
    const theirs = (await create({ plan: 'pro' }, other.headers)).json();
    expect((await cancel(theirs.id, free.headers)).statusCode).toBe(404);
    expect(await stored(other.headers)).toEqual([theirs]);
    await t.services.upgrades.approve(theirs.id, admin.user.id);
    const decided = await cancel(theirs.id, other.headers);
    expect(decided.statusCode).toBe(409);
    expect(decided.json()).toEqual({ detail: UPGRADE_DECIDED_DETAIL });
    expect((await stored(other.headers))[0]).toMatchObject({ status: 'approved' });
    expect((await cancel(theirs.id)).statusCode).toBe(401);
  });
});
