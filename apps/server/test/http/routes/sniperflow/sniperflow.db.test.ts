import { SniperflowSummaryResponse } from '@app/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { recomputeLiquidity } from '../../../reference/liquidity-recompute.ts';
import { createRecordingQueue } from '../../../support/recording-queue.ts';
import { createSimFixture } from '../../../support/sim-market-fixture.ts';
import { type SignedIn, useTestApp } from '../../../support/test-app.ts';

/** 10 simulated symbols with 3 days of 5m bars, the daily bars, run in the New York session. */
const NOW = Date.UTC(2026, 2, 14, 15, 42);
let marketNow = NOW;
const t = useTestApp({
  market: { source: 'simulated', marketNow: () => marketNow, queue: createRecordingQueue() },
});
const get = (who?: SignedIn, headers: Record<string, string> = {}) =>
  t.app.inject({ url: '/api/v1/sniperflow/summary', headers: { ...headers, ...(who?.headers ?? {}) } });

async function seed(): Promise<void> {
  const fixture = createSimFixture(t.database.db, NOW, 10);
  await fixture.ingest.syncSymbols();
  await fixture.ingest.catchUp(['5m', '1d']);
}

beforeEach(() => {
  marketNow = NOW;
  t.services.scope().liquidityFeed.invalidate();
});

describe('sniperflow/summary roles', () => {
  it('answers 401 to a guest, 403 to free and pro, and serves premium and admin', async () => {
    const guest = await get();
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toHaveProperty('detail');
    for (const role of ['free', 'pro'] as const) {
      const denied = await get(await t.signIn(role));
      expect(denied.statusCode).toBe(403);
      expect(denied.json()).toHaveProperty('detail');
    }
    for (const role of ['premium', 'admin'] as const) {
      const res = await get(await t.signIn(role));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
    }
    // The spec's path has no trailing slash; the slashed one is not another name for it.
    const premium = await t.signIn('premium');
    expect(
      (await t.app.inject({ url: '/api/v1/sniperflow/summary/', headers: premium.headers })).statusCode,
    ).toBe(404);
  });
});

describe('sniperflow/summary data', () => {
  it('serves what an independent recompute from the stored candles gives, with an ETag and 304', async () => {
    const premium = await t.signIn('premium');
    await seed();
    await t.services.scope().liquidity.run({ rebuild: true });
    const res = await get(premium);
    expect(res.statusCode).toBe(200);
    const rows = SniperflowSummaryResponse.parse(res.json());
    expect(rows.map((r) => r.symbol)).toEqual([...rows.map((r) => r.symbol)].sort());
    const expected = await recomputeLiquidity(t.database.db, 'simulated', NOW);
    expect(rows).toHaveLength(expected.size);
    for (const row of rows) {
      const { as_of, day, ...rest } = row;
      expect(rest, row.symbol).toEqual(expected.get(row.symbol));
      expect(day).toBe('2026-03-14T00:00:00.000Z');
      expect(Date.parse(as_of ?? '')).toBeLessThanOrEqual(NOW);
    }

    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^"/);
    const again = await get(premium, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const zipped = await get(premium, { 'accept-encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
  });

  it('a live run later the same day agrees with the recompute too, and a rerun changes nothing', async () => {
    const premium = await t.signIn('premium');
    await seed();
    await t.services.scope().liquidity.run({ rebuild: true });
    marketNow = NOW + 3 * 3_600_000;
    const fixture = createSimFixture(t.database.db, marketNow, 10);
    await fixture.ingest.catchUp(['5m']);
    const live = await t.services.scope().liquidity.run();
    expect(live.changedRows).toBeGreaterThan(0);
    const rows = SniperflowSummaryResponse.parse((await get(premium)).json());
    const expected = await recomputeLiquidity(t.database.db, 'simulated', marketNow);
    for (const { as_of: _a, day: _d, ...rest } of rows)
      expect(rest, rest.symbol).toEqual(expected.get(rest.symbol));
    const again = await t.services.scope().liquidity.run();
    expect(again.changedRows).toBe(0);
    expect(again.historyBuilt).toBe(0);
    const rebuilt = await t.services.scope().liquidity.run({ rebuild: true });
    expect(rebuilt.changedRows).toBe(0);
  });
});
