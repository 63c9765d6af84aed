import { UPGRADE_NOT_HIGHER_DETAIL, UPGRADE_OPEN_DETAIL } from '@app/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { malformedPayloads } from '../../../support/malformed-payloads.ts';
import { useTestApp } from '../../../support/test-app.ts';

const t = useTestApp();

const create = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/v1/upgrades/', payload: payload as object, headers });
const mine = (headers: Record<string, string> = {}) => t.app.inject({ url: '/api/v1/upgrades/', headers });
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
