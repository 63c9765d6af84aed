import { defaultAdminSettings } from '@app/contracts';
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { appSettings, tags, watchlistItems, watchlistItemTags } from '../../src/db/app-schema.ts';
import { malformedPayloads } from '../support/malformed-payloads.ts';
import { seedSymbols } from '../support/seed-symbols.ts';
import { type SignedIn, useTestApp } from '../support/test-app.ts';

/**
 * docs/api.md: no input, however malformed, may produce a 5xx or change stored data. Settings PUT and
 * every watchlist call get a fixed corpus of nasty bodies and generated ones; the settings and
 * watchlist tables must be exactly as before.
 */
const t = useTestApp();
let admin: SignedIn;
let member: SignedIn;
let itemId: number;

beforeEach(async () => {
  await seedSymbols(t.database.db);
  admin = await t.signIn('admin', 'boss');
  member = await t.signIn('free', 'member');
  await t.services.settings.save({ ...defaultAdminSettings, max_watchlist_items: 50 }, admin.user.id);
  itemId = (await t.services.watchlist.add(member.user.id, { symbol: 'BTCUSDT', stars: 2 })).id;
  await t.services.watchlist.toggleTag(member.user.id, itemId, 'cpr');
});

async function snapshot(): Promise<string> {
  const db = t.database.db;
  return JSON.stringify([
    await db.select().from(appSettings),
    await db.select().from(watchlistItems).orderBy(watchlistItems.id),
    await db.select().from(tags).orderBy(tags.id),
    await db.select().from(watchlistItemTags),
  ]);
}

const settingsWith = (fields: Record<string, unknown>) =>
  JSON.stringify({ ...defaultAdminSettings, ...fields });
const corpus: (string | Buffer)[] = [
  'not json',
  '{',
  '[]',
  'null',
  '0',
  '1e999',
  '"BTCUSDT"',
  '{}',
  '{"symbol": null, "stars": null, "ids": null, "module": null, "tag": null}',
  '{"symbol": ["BTCUSDT"], "stars": "5", "ids": "1", "module": ["cpr"], "tag": {"name": "CPR"}}',
  '{"symbol": "BTCUSDT", "stars": 1e308, "ids": [1e308], "module": "cpr", "tag": "cpr", "extra": 1}',
  '{"stars": -0.0001, "ids": [-1, 0, 1.5, "2"], "module": "__proto__", "tag": "constructor"}',
  '{"ids": [1, null], "stars": 1}',
  '{"symbol": "BTC\\u0000USDT", "tag": "C\\u0000PR", "module": "\\u0000"}',
  '{"symbol": "\\ud800", "tag": "\\udfff", "module": "\\ud83d"}',
  '{"__proto__": {"stars": 5}, "symbol": "ETHUSDT"}',
  '{"constructor": {"prototype": {"admin": true}}, "ids": [1]}',
  JSON.stringify({ symbol: 'A'.repeat(100_000), tag: 'b'.repeat(100_000), module: 'c'.repeat(100_000) }),
  JSON.stringify({ ids: Array.from({ length: 20_000 }, (_, i) => i + 1), stars: 1 }),
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  settingsWith({ daily_cpr_map: [[Number.MAX_VALUE, 'x', 'y']] }),
  settingsWith({ module_tag_map: { cpr: 'CPR' } }).replace(
    '{"cpr"',
    '{"__proto__":"x","constructor":"y","cpr"',
  ),
  settingsWith({ module_tag_map: { toString: 'x', valueOf: 'y', hasOwnProperty: 'z', ' lead': 'w' } }),
  settingsWith({
    module_tag_map: Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`m${i}`, 't'])),
  }),
  settingsWith({ weekly_cpr_map: Array.from({ length: 5000 }, (_, i) => [i + 1, 'l', `s${i}`]) }),
  settingsWith({ webhook_url: 'https://\u0000.example', asia_start_utc: '\u0000' }),
  settingsWith({ webhook_url: `https://${'a'.repeat(70_000)}.example` }),
  settingsWith({
    monthly_cpr_map: [
      [0.01, 'a'],
      [1, 'b', 'c'],
    ],
    fib_golden_low: '0.6',
  }),
  settingsWith({ default_star_rating: true, max_watchlist_items: [100], allow_duplicate_symbols: 1 }),
  settingsWith({ fib_golden_low: 0.7, fib_golden_high: 0.6, score_threshold_a: 10 }),
  Buffer.from([0xff, 0xfe, 0xfd]),
  Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"stars":7}')]),
  Buffer.from('{"symbol":"\ud800"}', 'utf16le'),
];

interface Target {
  name: string;
  method: 'POST' | 'PATCH' | 'PUT';
  url: () => string;
  who: () => SignedIn;
}

const targets: Target[] = [
  { name: 'settings PUT', method: 'PUT', url: () => '/api/v1/admin/settings/', who: () => admin },
  { name: 'watchlist POST', method: 'POST', url: () => '/api/v1/watchlist/', who: () => member },
  { name: 'watchlist PATCH', method: 'PATCH', url: () => `/api/v1/watchlist/${itemId}/`, who: () => member },
  {
    name: 'toggle-tag',
    method: 'POST',
    url: () => `/api/v1/watchlist/${itemId}/toggle-tag/`,
    who: () => member,
  },
  { name: 'bulk-tag', method: 'POST', url: () => '/api/v1/watchlist/bulk-tag/', who: () => member },
  {
    name: 'bulk-tag-remove',
    method: 'POST',
    url: () => '/api/v1/watchlist/bulk-tag-remove/',
    who: () => member,
  },
  { name: 'bulk-stars', method: 'POST', url: () => '/api/v1/watchlist/bulk-stars/', who: () => member },
  { name: 'bulk-delete', method: 'POST', url: () => '/api/v1/watchlist/bulk-delete/', who: () => member },
];

const send = (target: Target, payload: string | Buffer, type = 'application/json') =>
  t.app.inject({
    method: target.method,
    url: target.url(),
    payload,
    headers: { ...target.who().headers, 'content-type': type },
  });

describe('malformed input to settings and watchlist', () => {
  for (const target of targets) {
    it(`${target.name}: fixed corpus`, async () => {
      const before = await snapshot();
      for (const payload of corpus) {
        for (const type of ['application/json', 'text/plain']) {
          const res = await send(target, payload, type);
          const label = `${type} ${String(payload).slice(0, 40)}…${String(payload).slice(-160)}`;
          expect(res.statusCode, label).toBeGreaterThanOrEqual(400);
          expect(res.statusCode, label).toBeLessThan(500);
          expect(Object.keys(res.json()), label).toContain('detail');
        }
      }
      expect(await snapshot()).toBe(before);
    });

    it(`${target.name}: generated JSON and bytes`, async () => {
      const before = await snapshot();
      const fields = fc.record(
        {
          symbol: fc.anything(),
          stars: fc.oneof(fc.anything(), fc.double(), fc.integer()),
          ids: fc.oneof(fc.anything(), fc.array(fc.oneof(fc.double(), fc.anything()))),
          module: fc.anything(),
          tag: fc.anything(),
          default_exchange: fc.anything(),
        },
        { requiredKeys: [] },
      );
      const payloads = malformedPayloads(fields);
      await fc.assert(
        fc.asyncProperty(payloads, async (payload) => {
          const res = await send(target, payload);
          expect(res.statusCode).toBeLessThan(500);
        }),
        { numRuns: 40 },
      );
      expect(await snapshot()).toBe(before);
    });
  }

  it('path ids of every item route', async () => {
    const before = await snapshot();
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
      for (const [method, suffix, payload] of [
        ['PATCH', '', { stars: 1 }],
        ['DELETE', '', undefined],
        ['POST', 'toggle-tag/', { tag: 'cpr' }],
      ] as const) {
        const res = await t.app.inject({
          method,
          url: `/api/v1/watchlist/${id}/${suffix}`,
          ...(payload && { payload }),
          headers: member.headers,
        });
        expect(res.statusCode, `${method} ${id}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${method} ${id}`).toBeLessThan(500);
      }
    }
    expect(await snapshot()).toBe(before);
  });
});
