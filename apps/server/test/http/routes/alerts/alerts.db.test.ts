import { ALERT_RULES_MAX } from '@app/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { seedSymbols } from '../../../support/seed-symbols.ts';
import { type SignedIn, useTestApp } from '../../../support/test-app.ts';

const t = useTestApp();
let free: SignedIn;
let pro: SignedIn;
let premium: SignedIn;

beforeEach(async () => {
  await seedSymbols(t.database.db);
  free = await t.signIn('free', 'fred');
  pro = await t.signIn('pro', 'paula');
  premium = await t.signIn('premium', 'pete');
});

type Headers = Record<string, string>;
const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT',
  url: string,
  headers: Headers,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url: `/api/v1/${url}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const rules = (who: SignedIn) => call('GET', 'alerts/rules/', who.headers);

describe('alerts/rules/', () => {
  it('needs pro: 401 without a token, 403 for free', async () => {
    expect((await call('GET', 'alerts/rules/', {})).statusCode).toBe(401);
    expect((await rules(free)).statusCode).toBe(403);
    expect((await call('GET', 'alerts/inbox/', free.headers)).statusCode).toBe(403);
    expect((await rules(pro)).json()).toEqual([]);
  });

  it('creates, lists, patches and deletes a rule; another user sees 404', async () => {
    const res = await call('POST', 'alerts/rules/', pro.headers, {
      event: 'ict_setup',
      scope: 'all',
      min_score: 12,
    });
    expect(res.statusCode).toBe(201);
    const rule = res.json();
    expect(rule).toMatchObject({
      event: 'ict_setup',
      scope: 'all',
      symbol: null,
      min_score: 12,
      cooldown_minutes: 30,
      discord: false,
      enabled: true,
    });
    expect((await rules(pro)).json()).toEqual([rule]);
    expect(
      (await call('PATCH', `alerts/rules/${rule.id}/`, premium.headers, { enabled: false })).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `alerts/rules/${rule.id}/`, premium.headers)).statusCode).toBe(404);
    const patched = await call('PATCH', `alerts/rules/${rule.id}/`, pro.headers, {
      enabled: false,
      cooldown_minutes: 5,
    });
    expect(patched.json()).toMatchObject({ enabled: false, cooldown_minutes: 5 });
    expect((await call('DELETE', `alerts/rules/${rule.id}/`, pro.headers)).statusCode).toBe(204);
    expect((await rules(pro)).json()).toEqual([]);
  });

  it('edits a whole rule with PUT, checked like a new one; another user sees 404, free 403', async () => {
    const created = await call('POST', 'alerts/rules/', pro.headers, { event: 'cpr_cross', scope: 'all' });
    const rule = created.json();
    await call('PATCH', `alerts/rules/${rule.id}/`, pro.headers, { enabled: false });
    expect((await call('POST', 'watchlist/', pro.headers, { symbol: 'BTCUSDT' })).statusCode).toBe(201);
    const edit = {
      event: 'ict_setup',
      scope: 'symbol',
      symbol: 'BTCUSDT',
      min_score: 9,
      cooldown_minutes: 60,
    };
    const res = await call('PUT', `alerts/rules/${rule.id}/`, pro.headers, edit);
    expect(res.statusCode).toBe(200);
    // `enabled` left out keeps the rule paused; the id and creation time stay.
    expect(res.json()).toEqual({ ...rule, ...edit, discord: false, enabled: false });
    expect((await rules(pro)).json()).toEqual([res.json()]);
    // Optional fields left out take the create defaults (cooldown 30, no min score).
    const back = await call('PUT', `alerts/rules/${rule.id}/`, pro.headers, {
      event: 'cpr_cross',
      scope: 'all',
      enabled: true,
    });
    expect(back.json()).toMatchObject({
      event: 'cpr_cross',
      scope: 'all',
      symbol: null,
      min_score: null,
      cooldown_minutes: 30,
      enabled: true,
    });

    expect((await call('PUT', `alerts/rules/${rule.id}/`, premium.headers, edit)).statusCode).toBe(404);
    expect((await call('PUT', 'alerts/rules/999999/', pro.headers, edit)).statusCode).toBe(404);
    expect((await call('PUT', `alerts/rules/${rule.id}/`, free.headers, edit)).statusCode).toBe(403);
    expect((await call('PUT', `alerts/rules/${rule.id}/`, {}, edit)).statusCode).toBe(401);
    for (const [body, status] of [
      [{ event: 'nope', scope: 'all' }, 400],
      [{ event: 'cpr_cross', scope: 'symbol' }, 400],
      [{ event: 'cpr_cross', scope: 'all', min_score: 3 }, 400],
      [{ event: 'cpr_cross', scope: 'all', cooldown_minutes: -1 }, 400],
      [{ event: 'cpr_cross', scope: 'all', extra: 1 }, 400],
      [{ event: 'cpr_cross', scope: 'symbol', symbol: 'ETHUSDT' }, 400],
      [{ event: 'cpr_cross', scope: 'all', discord: true }, 403],
    ] as const) {
      const refused = await call('PUT', `alerts/rules/${rule.id}/`, pro.headers, body);
      expect(refused.statusCode).toBe(status);
      expect(typeof refused.json().detail).toBe('string');
    }
    expect((await call('PUT', 'alerts/rules/abc/', pro.headers, edit)).statusCode).toBe(400);
    expect((await rules(pro)).json()).toEqual([back.json()]);
  });

  it('refuses bad input with 400 {detail} and changes nothing', async () => {
    for (const body of [
      { event: 'nope', scope: 'all' },
      { event: 'cpr_cross', scope: 'symbol' },
      { event: 'cpr_cross', scope: 'all', symbol: 'BTCUSDT' },
      { event: 'cpr_cross', scope: 'all', min_score: 3 },
      { event: 'cpr_cross', scope: 'all', cooldown_minutes: 99999 },
      { event: 'cpr_cross', scope: 'all', extra: 1 },
    ]) {
      const res = await call('POST', 'alerts/rules/', pro.headers, body);
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().detail).toBe('string');
    }
    expect((await rules(pro)).json()).toEqual([]);
  });

  it('requires the symbol of scope symbol on the watchlist', async () => {
    const body = { event: 'cpr_cross', scope: 'symbol', symbol: 'BTCUSDT' };
    const refused = await call('POST', 'alerts/rules/', pro.headers, body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBe('BTCUSDT is not on your watchlist.');
    expect((await call('POST', 'watchlist/', pro.headers, { symbol: 'BTCUSDT' })).statusCode).toBe(201);
    expect((await call('POST', 'alerts/rules/', pro.headers, body)).statusCode).toBe(201);
  });

  it('answers 403 for discord on a pro rule and accepts it for premium', async () => {
    const body = { event: 'ict_trade', scope: 'all', discord: true };
    expect((await call('POST', 'alerts/rules/', pro.headers, body)).statusCode).toBe(403);
    expect((await rules(pro)).json()).toEqual([]);
    expect((await call('POST', 'alerts/rules/', premium.headers, body)).statusCode).toBe(201);
  });

  it(`refuses rule ${ALERT_RULES_MAX + 1} with 409`, async () => {
    for (let i = 0; i < ALERT_RULES_MAX; i += 1)
      expect(
        (await call('POST', 'alerts/rules/', pro.headers, { event: 'ict_trade', scope: 'all' })).statusCode,
      ).toBe(201);
    const res = await call('POST', 'alerts/rules/', pro.headers, { event: 'ict_trade', scope: 'all' });
    expect(res.statusCode).toBe(409);
    expect((await rules(pro)).json()).toHaveLength(ALERT_RULES_MAX);
  });
});

describe('alerts/inbox/', () => {
  it('lists an empty inbox and refuses a bad read body', async () => {
    expect((await call('GET', 'alerts/inbox/', pro.headers)).json()).toEqual({ items: [], unread: 0 });
    expect((await call('POST', 'alerts/inbox/read/', pro.headers, {})).statusCode).toBe(400);
    // An id past int4 is refused by the schema, not by the database (a 500 before).
    const outOfRange = await call('POST', 'alerts/inbox/read/', pro.headers, { ids: [99999999999] });
    expect(outOfRange.statusCode).toBe(400);
    expect(outOfRange.json().errors).toEqual({ 'ids.0': ['Each id is out of range.'] });
    expect((await call('POST', 'alerts/inbox/read/', pro.headers, { all: true })).json()).toEqual({
      detail: '0 marked read.',
      updated: 0,
    });
  });
});

describe('alerts/webhook/', () => {
  it('needs premium', async () => {
    expect((await call('GET', 'alerts/webhook/', pro.headers)).statusCode).toBe(403);
    expect((await call('GET', 'alerts/webhook/', premium.headers)).json()).toEqual({ url: null });
  });

  it('refuses non-https and loopback, private and link-local hosts, and changes nothing', async () => {
    for (const url of [
      'http://discord.com/api/webhooks/1/x',
      'https://127.0.0.1/hook',
      'https://10.1.2.3/hook',
      'https://192.168.1.1/hook',
      'https://172.16.0.1/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/hook',
      'https://[::ffff:127.0.0.1]/hook',
      'https://[fd00::1]/hook',
      'https://100.64.0.1/hook',
      'https://0.0.0.0/hook',
      'https://localhost/hook',
      'https://2130706433/hook',
      'https://0x7f000001/hook',
      'https://0177.0.0.1/hook',
      'https://127.1/hook',
      'https://rebind.example/hook',
      'https://[2002:7f00:1::1]/hook',
      'https://[64:ff9b::a9fe:a9fe]/hook',
      'https://[64:ff9b:1::a00:1]/hook',
      'https://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/hook',
      'not a url',
    ]) {
      const res = await call('PUT', 'alerts/webhook/', premium.headers, { url });
      expect(res.statusCode, url).toBe(400);
      expect(typeof res.json().detail).toBe('string');
    }
    expect((await call('GET', 'alerts/webhook/', premium.headers)).json()).toEqual({ url: null });
  });

  it('saves a public https url (an IP literal, no DNS) and clears it', async () => {
    const url = 'https://162.159.138.232/api/webhooks/1/token';
    expect((await call('PUT', 'alerts/webhook/', premium.headers, { url })).json()).toEqual({ url });
    expect((await call('GET', 'alerts/webhook/', premium.headers)).json()).toEqual({ url });
    expect((await call('PUT', 'alerts/webhook/', premium.headers, { url: '' })).json()).toEqual({
      url: null,
    });
  });
});
