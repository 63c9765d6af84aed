import { ALERT_RULES_MAX, defaultAdminSettings, savedViewScreens } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { seedSymbols } from '../../support/seed-symbols.ts';
import { useTestApp } from '../../support/test-app.ts';

/**
 * Caps hold under bursts (docs/reliability.md): 30 concurrent requests of one user against each
 * per-user cap end at the cap, never past it. On PostgreSQL (TEST_DATABASE_URL) the requests run on
 * several connections at once, where a count-then-insert would pass the cap; the embedded database
 * runs one statement at a time, so there this checks the answers and the counts only.
 */
const t = useTestApp();
const BURST = 30;

beforeEach(async () => {
  await t.database.truncate();
  await seedSymbols(t.database.db);
});

const call = (method: 'POST' | 'PUT', url: string, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method, url: `/api/v1/${url}`, headers, payload });

const rows = async (query: ReturnType<typeof sql>) => {
  const result = (await t.database.db.execute(query)) as { rows: { n: string | number }[] };
  return Number(result.rows[0]?.n);
};

const statuses = (results: { statusCode: number }[]) =>
  results.reduce<Record<number, number>>((all, r) => {
    all[r.statusCode] = (all[r.statusCode] ?? 0) + 1;
    return all;
  }, {});

describe('per-user caps under a burst of 30 concurrent requests', () => {
  it(`alert rules: a user holding ${ALERT_RULES_MAX - 10} ends with ${ALERT_RULES_MAX}`, async () => {
    const pro = await t.signIn('pro');
    const body = { event: 'ict_trade', scope: 'all' };
    for (let i = 0; i < ALERT_RULES_MAX - 10; i += 1)
      expect((await call('POST', 'alerts/rules/', pro.headers, body)).statusCode).toBe(201);
    const burst = await Promise.all(
      Array.from({ length: BURST }, () => call('POST', 'alerts/rules/', pro.headers, body)),
    );
    expect(statuses(burst)).toEqual({ 201: 10, 409: BURST - 10 });
    expect(await rows(sql`select count(*) as n from alert_rules where user_id = ${pro.user.id}`)).toBe(
      ALERT_RULES_MAX,
    );
  });

  it('watchlist: 30 adds against a cap of 10 leave 10 items', async () => {
    await t.services.settings.save(
      { ...defaultAdminSettings, max_watchlist_items: 10, allow_duplicate_symbols: true },
      null,
    );
    const free = await t.signIn('free');
    const burst = await Promise.all(
      Array.from({ length: BURST }, () => call('POST', 'watchlist/', free.headers, { symbol: 'BTCUSDT' })),
    );
    expect(statuses(burst)).toEqual({ 201: 10, 409: BURST - 10 });
    expect(await rows(sql`select count(*) as n from watchlist_items where user_id = ${free.user.id}`)).toBe(
      10,
    );
  });

  it('upgrade requests: 30 requests leave one open', async () => {
    const free = await t.signIn('free');
    const burst = await Promise.all(
      Array.from({ length: BURST }, () => call('POST', 'upgrades/', free.headers, { plan: 'pro' })),
    );
    expect(statuses(burst)).toEqual({ 201: 1, 409: BURST - 1 });
    expect(
      await rows(
        sql`select count(*) as n from upgrade_requests where user_id = ${free.user.id} and status = 'pending'`,
      ),
    ).toBe(1);
  });

  it('saved views: 30 saves keep one view per screen', async () => {
    const pro = await t.signIn('pro');
    const burst = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        call(
          'PUT',
          `auth/profile/screen-views/${savedViewScreens[i % savedViewScreens.length]}/`,
          pro.headers,
          {
            query: `n=${i}`,
          },
        ),
      ),
    );
    expect(statuses(burst)).toEqual({ 200: BURST });
    expect(await rows(sql`select count(*) as n from user_screen_views where user_id = ${pro.user.id}`)).toBe(
      savedViewScreens.length,
    );
  });
});
