import { type AdminSettings, defaultAdminSettings } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { testHosts, useTestApp } from '../../../support/test-app.ts';

const t = useTestApp();
const url = '/api/v1/admin/settings/';

const get = (headers: Record<string, string> = {}) => t.app.inject({ url, headers });
const put = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'PUT', url, payload: payload as object, headers });

const custom: AdminSettings = {
  ...defaultAdminSettings,
  default_exchange: 'BINANCE',
  trade_generation_threshold: 8,
  webhook_setups: 'https://discord.com/api/webhooks/123/abc',
  fib_golden_low: 0.62,
  fib_golden_high: 0.79,
  max_watchlist_items: 25,
  default_star_rating: 3,
  allow_duplicate_symbols: true,
  module_tag_map: { cpr: 'CPR', ict: 'ICT Setup', custom: 'My Tag' },
  london_start_utc: '08:00',
  daily_cpr_map: [
    [0.002, 'Tight', 'tight'],
    [0.004, 'Narrow', 'narrow'],
    [1, 'Wide', 'wide'],
  ],
  notification_location: 'bottom-left',
  notification_duration: 3000,
};

describe('GET admin/settings/', () => {
  it('answers the full object with defaults before any save', async () => {
    const admin = await t.signIn('admin');
    const res = await get(admin.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(defaultAdminSettings);
  });

  it('answers 401 with WWW-Authenticate to a guest and 403 below admin', async () => {
    const guest = await get();
    expect(guest.statusCode).toBe(401);
    expect(guest.headers['www-authenticate']).toBe('Bearer');
    for (const role of ['free', 'pro', 'premium'] as const) {
      const res = await get((await t.signIn(role)).headers);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: 'You do not have permission to perform this action.' });
    }
  });
});

describe('PUT admin/settings/', () => {
  it('saves the full object, answers it, and later reads see it', async () => {
    const admin = await t.signIn('admin');
    const res = await put({ ...custom, webhook_url: null, webhook_daily: '  ' }, admin.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(custom);
    expect((await get(admin.headers)).json()).toEqual(custom);
    t.services.settings.invalidate();
    expect((await get(admin.headers)).json()).toEqual(custom);
  });

  it('tells subscribers (the jobs) after a save that changed something', async () => {
    const admin = await t.signIn('admin');
    await get(admin.headers);
    const heard: string[] = [];
    const stop = t.services.settings.onChange((next, previous) => {
      heard.push(`${previous.default_exchange}->${next.default_exchange}`);
    });
    try {
      await put(custom, admin.headers);
      await put(custom, admin.headers);
      expect(heard).toEqual(['MEXC->BINANCE']);
    } finally {
      stop();
      await t.services.settings.save(defaultAdminSettings, null);
    }
  });

  it.each([
    ['an http webhook', { webhook_daily: 'http://discord.com/x' }, 'webhook_daily'],
    ['a fractional threshold', { trade_generation_threshold: 7.5 }, 'trade_generation_threshold'],
    ['a numeric string', { max_watchlist_items: '100' }, 'max_watchlist_items'],
    ['stars above 5', { default_star_rating: 6 }, 'default_star_rating'],
    ['a bad session time', { asia_end_utc: '7am' }, 'asia_end_utc'],
    ['an unknown exchange', { default_exchange: 'FTX' }, 'default_exchange'],
    ['an empty module map', { module_tag_map: {} }, 'module_tag_map'],
    ['fib low above high', { fib_golden_low: 0.8 }, 'fib_golden_low'],
    ['discount above premium', { discount_zone_level: 0.6 }, 'discount_zone_level'],
    ['thresholds out of order', { score_threshold_a: 9 }, 'score_threshold_a'],
    ['overlapping sessions', { asia_end_utc: '09:00' }, 'london_start_utc'],
    ['an unknown field', { extra: true }, 'extra'],
  ])('refuses %s with 400 and field errors, saving nothing', async (_case, change, field) => {
    const admin = await t.signIn('admin');
    await put(custom, admin.headers);
    const res = await put({ ...custom, ...change }, admin.headers);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.detail).toEqual(expect.any(String));
    expect(body.errors[field]).toEqual([expect.any(String)]);
    expect((await get(admin.headers)).json()).toEqual(custom);
  });

  // The addresses an attacker probed with (docs/reliability.md): each refused by the address policy.
  it.each([
    'https://127.0.0.1/api/webhooks/1/x',
    'https://localhost/api/webhooks/1/x',
    'https://169.254.169.254/latest/meta-data',
    'https://10.1.2.3/hook',
    'https://172.16.0.1/hook',
    'https://192.168.1.1/hook',
    'https://100.64.0.1/hook',
    'https://0.0.0.0/hook',
    'https://2130706433/hook',
    'https://0x7f000001/hook',
    'https://0177.0.0.1/hook',
    'https://127.1/hook',
    'https://rebind.example/hook',
    'https://metadata.example/hook',
    'https://nowhere.example/hook',
  ])('refuses the webhook %s with 400 {detail} naming the field, saving nothing', async (hook) => {
    const admin = await t.signIn('admin');
    await put(custom, admin.headers);
    const res = await put({ ...custom, webhook_daily: hook }, admin.headers);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.detail).toMatch(
      /^webhook_daily: webhook_daily (must not point to a loopback|host \S+ does not resolve)/,
    );
    expect(Object.keys(body.errors)).toEqual(['webhook_daily']);
    expect((await get(admin.headers)).json()).toEqual(custom);
  });

  it('checks every webhook field, the general one too', async () => {
    const admin = await t.signIn('admin');
    const res = await put(
      { ...custom, webhook_url: 'https://127.1/x', webhook_setups: 'https://0x7f000001/x' },
      admin.headers,
    );
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['webhook_setups', 'webhook_url']);
    expect((await get(admin.headers)).json()).toEqual(defaultAdminSettings);
  });

  it('checks only the webhooks a save sets or changes: one whose host stopped resolving blocks nothing else', async () => {
    const admin = await t.signIn('admin');
    testHosts['gone.example'] = ['162.159.135.232'];
    try {
      const saved = { ...custom, webhook_daily: 'https://gone.example/api/webhooks/1/x' };
      expect((await put(saved, admin.headers)).statusCode).toBe(200);
      delete testHosts['gone.example'];
      const other = { ...saved, trade_generation_threshold: 9 };
      expect((await put(other, admin.headers)).statusCode).toBe(200);
      const changed = await put(
        { ...other, webhook_weekly: 'https://gone.example/api/webhooks/2/y' },
        admin.headers,
      );
      expect(changed.statusCode).toBe(400);
      expect(changed.json().errors).toEqual({
        webhook_weekly: ['webhook_weekly host gone.example does not resolve.'],
      });
      expect((await get(admin.headers)).json()).toEqual(other);
    } finally {
      delete testHosts['gone.example'];
    }
  });

  it('refuses a partial object, naming every missing field', async () => {
    const admin = await t.signIn('admin');
    const res = await put({ default_exchange: 'BYBIT' }, admin.headers);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toHaveLength(Object.keys(defaultAdminSettings).length - 1);
    expect((await get(admin.headers)).json()).toEqual(defaultAdminSettings);
  });

  it('states a broken map order on the entry', async () => {
    const admin = await t.signIn('admin');
    const res = await put(
      {
        ...custom,
        weekly_cpr_map: [
          [0.01, 'A', 'a'],
          [0.005, 'B', 'b'],
          [1, 'C', 'c'],
        ],
      },
      admin.headers,
    );
    expect(res.json().errors['weekly_cpr_map.1.0']).toEqual([
      'weekly_cpr_map thresholds must be sorted ascending without repeats (0.005 follows 0.01).',
    ]);
  });

  it('answers 401 to a guest and 403 below admin, before reading the body', async () => {
    const guest = await put(custom);
    expect(guest.statusCode).toBe(401);
    expect(guest.headers['www-authenticate']).toBe('Bearer');
    const premium = await t.signIn('premium');
    expect((await put(custom, premium.headers)).statusCode).toBe(403);
    const junk = await t.app.inject({
      method: 'PUT',
      url,
      payload: 'not json',
      headers: { ...premium.headers, 'content-type': 'application/json' },
    });
    expect(junk.statusCode).toBe(403);
    expect(await t.services.settings.current()).toEqual(defaultAdminSettings);
  });

  it('is described in the OpenAPI document', async () => {
    const res = await t.app.inject({ url: '/api/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths;
    expect(Object.keys(paths['/api/v1/admin/settings/'])).toEqual(['get', 'put']);
    expect(paths['/api/v1/watchlist/bulk-stars/'].post).toBeDefined();
  });
});
