import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { toolboxLog, users } from '../../../src/db/schema.ts';
import { type SignedIn, useTestApp } from '../../support/test-app.ts';

/**
 * docs/api.md "Input limits": every JSON body is checked for nesting depth and lone UTF-16 surrogates
 * before any schema sees it, and every path id is digits only within int4; none of it may reach a 5xx
 * or change stored data.
 */
const t = useTestApp();
let admin: SignedIn;

beforeEach(async () => {
  admin = await t.signIn('admin', 'boss');
});

const logRaw = (payload: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/toolbox/log/',
    payload,
    headers: { ...admin.headers, 'content-type': 'application/json' },
  });
const logged = () => t.database.db.select().from(toolboxLog);
const nested = (depth: number, open = '[', close = ']') => `${open.repeat(depth)}${close.repeat(depth)}`;

describe('JSON bodies', () => {
  it('refuses a lone surrogate anywhere in the body with 400 {detail}, storing nothing', async () => {
    for (const body of [
      '{"label":"x","endpoint":"/a/","payload":"\\ud800"}',
      '{"label":"\\udfff","endpoint":"/a/"}',
      '{"label":"x","endpoint":"/a/","payload":{"\\ud800":1}}',
      '{"label":"x","endpoint":"/a/","payload":["ok","\\ud83d"]}',
    ]) {
      const res = await logRaw(body);
      expect(res.statusCode, body).toBe(400);
      expect(res.json(), body).toEqual({ detail: 'Request body must not contain lone surrogates.' });
    }
    expect(await logged()).toEqual([]);
  });

  it('keeps a well-formed surrogate pair (an emoji)', async () => {
    const res = await logRaw('{"label":"rocket \\ud83d\\ude80","endpoint":"/a/"}');
    expect(res.statusCode).toBe(201);
    expect(res.json().label).toBe('rocket \u{1F680}');
  });

  it('refuses nesting deeper than 32 with 400 {detail}, storing nothing', async () => {
    for (const payload of [nested(5_000), nested(100_000, '{"a":', '}'), nested(32)]) {
      const res = await logRaw(`{"label":"x","endpoint":"/a/","payload":${payload}}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail: 'Request body is nested too deeply (at most 32 levels).' });
    }
    expect(await logged()).toEqual([]);
  });

  it('accepts a body exactly 32 levels deep', async () => {
    const res = await logRaw(`{"label":"x","endpoint":"/a/","payload":${nested(31)}}`);
    expect(res.statusCode).toBe(201);
    expect(await logged()).toHaveLength(1);
  });

  it('never answers 5xx, whatever the nesting depth', async () => {
    const shape = fc.record({
      depth: fc.oneof(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 20_000 })),
      kind: fc.constantFrom('array', 'object', 'mixed'),
      inside: fc.constantFrom('', '1', '"\\ud800"', '"ok"', 'null'),
    });
    await fc.assert(
      fc.asyncProperty(shape, async ({ depth, kind, inside }) => {
        let body: string = inside || 'null';
        for (let i = 0; i < depth; i++) {
          const asArray = kind === 'array' || (kind === 'mixed' && i % 2 === 0);
          body = asArray ? `[${body}]` : `{"k":${body}}`;
        }
        const res = await logRaw(`{"label":"x","endpoint":"/a/","payload":${body}}`);
        expect(res.statusCode).toBeLessThan(500);
        // The body object is level 1, the payload's brackets the levels below it.
        const refused = depth + 1 > 32 || inside === '"\\ud800"';
        expect(res.statusCode).toBe(refused ? 400 : 201);
      }),
      { numRuns: 60 },
    );
  });
});

describe('query strings', () => {
  it('refuses a lone surrogate in a query value with 400 {detail}', async () => {
    for (const search of ['%ED%A0%80', '%ED%BF%BF']) {
      const res = await t.app.inject({
        url: `/api/v1/admin/users/?search=${search}`,
        headers: admin.headers,
      });
      expect(res.statusCode, search).toBe(400);
      expect(Object.keys(res.json())).toContain('detail');
    }
  });
});

describe('path ids', () => {
  const patch = (id: string) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/users/${id}/`,
      payload: { role: 'pro' },
      headers: admin.headers,
    });

  it.each(['2%20', '%202', '2%09', '+2', '02', '2.0', '2e0', '0x2', '99999999999', '2147483648', '0', '-2'])(
    'PATCH admin/users/%s/ is a 4xx and leaves user 2 alone',
    async (id) => {
      const member = await t.createUser();
      expect(member.id).toBe(2);
      const res = await patch(id);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(Object.keys(res.json())).toContain('detail');
      const [row] = await t.database.db.select().from(users).where(eq(users.id, member.id));
      expect(row?.role).toBe('free');
    },
  );

  it('still finds a plain id', async () => {
    await t.createUser();
    expect((await patch('2')).statusCode).toBe(200);
  });
});
