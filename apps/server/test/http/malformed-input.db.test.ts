import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { refreshTokens, userScreenViews, users } from '../../src/db/schema.ts';
import { malformedPayloads } from '../support/malformed-payloads.ts';
import { type SignedIn, useTestApp } from '../support/test-app.ts';

/**
 * docs/api.md: no input, however malformed, may produce a 5xx or change stored data. Every endpoint that
 * takes input gets a fixed corpus of nasty bodies plus generated ones; after each, the tables must be
 * exactly as before.
 */
const t = useTestApp();
let admin: SignedIn;
let member: SignedIn;
let pro: SignedIn;

beforeEach(async () => {
  admin = await t.signIn('admin', 'boss');
  member = await t.signIn('free', 'member');
  pro = await t.signIn('pro', 'prouser');
});

async function snapshot(): Promise<string> {
  const db = t.database.db;
  return JSON.stringify([
    await db.select().from(users).orderBy(users.id),
    await db.select().from(refreshTokens),
    await db.select().from(userScreenViews),
  ]);
}

const deep = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;
const corpus: (string | Buffer)[] = [
  'not json',
  '{',
  '{"username": "a",}',
  '[]',
  '[{"username":"x","password":"y"}]',
  'null',
  'true',
  '0',
  '1e999',
  '"just a string"',
  '{}',
  '{"username": 1, "password": 2, "email": 3, "refresh": 4, "role": 5, "is_active": 6}',
  '{"username": null, "password": null, "refresh": null, "role": null, "is_active": null}',
  '{"username": ["a"], "password": {"$gt": ""}, "refresh": [], "role": ["admin"], "is_active": [true]}',
  '{"username": {"toString": "x"}, "password": "x"}',
  JSON.stringify({
    username: 'a'.repeat(100_000),
    email: 'b'.repeat(100_000),
    password: 'c'.repeat(100_000),
  }),
  JSON.stringify({ refresh: 'x'.repeat(200_000), role: 'admin', extra: 1 }),
  JSON.stringify({ username: 'ok_name', email: 'ok@example.com', password: 'Tr4der-pass!', role: 'admin' }),
  JSON.stringify({ username: 'boss', password: 'x', is_active: false, role: 'free', id: 1 }),
  '{"username":"\\ud800\\udfff\\ud800","email":"\\u00e9@example.com","password":"\\ud83d"}',
  '{"username":"ab\\u0000c","password":"x","refresh":"\\u0000","role":"\\u0000"}',
  '{"__proto__": {"role": "admin"}, "username": "x"}',
  '{"constructor": {"prototype": {"role": "admin"}}}',
  '{"toString": null, "hasOwnProperty": 1, "valueOf": [], "role": {"__proto__x": 1}}',
  '{"role": "admin", "role": "free"}',
  deep(5_000),
  `{${Array.from({ length: 2000 }, (_, i) => `"k${i}":${i}`).join(',')}}`,
  Buffer.from([0xff, 0xfe, 0xfd]),
  Buffer.from([0x7b, 0x22, 0x75, 0x22, 0x3a, 0x22, 0xc0, 0xaf, 0x22, 0x7d]),
  Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"refresh":"x"}')]),
  Buffer.from('{"username":"\ud800"}', 'utf16le'),
];

interface Target {
  name: string;
  method: 'POST' | 'PATCH' | 'PUT';
  url: () => string;
  headers: () => Record<string, string>;
}

const targets: Target[] = [
  { name: 'register', method: 'POST', url: () => '/api/v1/auth/register/', headers: () => ({}) },
  { name: 'login', method: 'POST', url: () => '/api/v1/auth/login/', headers: () => ({}) },
  { name: 'refresh', method: 'POST', url: () => '/api/v1/auth/refresh/', headers: () => ({}) },
  { name: 'logout', method: 'POST', url: () => '/api/v1/auth/logout/', headers: () => ({}) },
  {
    name: 'profile patch',
    method: 'PATCH',
    url: () => '/api/v1/auth/profile/',
    headers: () => member.headers,
  },
  {
    name: 'screen view put',
    method: 'PUT',
    url: () => '/api/v1/auth/profile/screen-views/cpr/',
    headers: () => pro.headers,
  },
  {
    name: 'admin patch',
    method: 'PATCH',
    url: () => `/api/v1/admin/users/${member.user.id}/`,
    headers: () => admin.headers,
  },
];

async function send(target: Target, payload: string | Buffer, contentType = 'application/json') {
  return t.app.inject({
    method: target.method,
    url: target.url(),
    payload,
    headers: { ...target.headers(), 'content-type': contentType },
  });
}

describe('malformed input never causes a 5xx or a change', () => {
  for (const target of targets) {
    it(`${target.name}: fixed corpus, with JSON and other content types`, async () => {
      const before = await snapshot();
      for (const payload of corpus) {
        for (const type of ['application/json', 'text/plain', 'application/x-www-form-urlencoded']) {
          const res = await send(target, payload, type);
          expect(res.statusCode, `${type} ${String(payload).slice(0, 60)}`).toBeLessThan(500);
          // The one well-formed body here ({"role": "admin", "role": "free"}: the last key wins) is a no-op.
          if (res.statusCode >= 400) expect(Object.keys(res.json())).toContain('detail');
        }
      }
      expect(await snapshot()).toBe(before);
    });

    it(`${target.name}: generated JSON and bytes`, async () => {
      const before = await snapshot();
      const fields = fc.record(
        {
          username: fc.anything(),
          email: fc.anything(),
          password: fc.anything(),
          refresh: fc.anything(),
          role: fc.anything(),
          is_active: fc.anything(),
        },
        { requiredKeys: [] },
      );
      const payloads = malformedPayloads(fields);
      await fc.assert(
        fc.asyncProperty(payloads, async (payload) => {
          const res = await send(target, payload);
          expect(res.statusCode).toBeLessThan(500);
        }),
        { numRuns: 60 },
      );
      expect(await snapshot()).toBe(before);
    });
  }

  it('query strings, path ids and Authorization headers', async () => {
    const before = await snapshot();
    const searches = [
      '%00',
      '%',
      '%25',
      '_',
      '\\',
      "'",
      '%27%3B--',
      '%ff%fe',
      'a&search=b',
      `${'x'.repeat(5000)}`,
      '%E0%A4%A',
    ];
    for (const search of searches) {
      const res = await t.app.inject({
        url: `/api/v1/admin/users/?search=${search}`,
        headers: admin.headers,
      });
      expect(res.statusCode, search).toBeLessThan(500);
    }
    const ids = [
      '-1',
      '1.5',
      '1e3',
      '0x10',
      '99999999999999999999',
      '%00',
      'NaN',
      ' 1',
      '1;drop',
      '%F0%9F%98%80',
    ];
    for (const id of ids) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/v1/admin/users/${id}/`,
        payload: { role: 'free' },
        headers: admin.headers,
      });
      expect(res.statusCode, id).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, id).toBeLessThan(500);
    }
    const authorizations = [
      'Bearer',
      'Bearer ',
      'Bearer a.b.c',
      `Bearer ${'a'.repeat(8000)}`,
      'bearer \u00e9',
      'Token x',
      `Bearer ${admin.refresh}`,
    ];
    for (const authorization of authorizations) {
      const res = await t.app.inject({ url: '/api/v1/auth/profile/', headers: { authorization } });
      expect(res.statusCode, authorization.slice(0, 20)).toBe(401);
    }
    expect(await snapshot()).toBe(before);
  });
});
