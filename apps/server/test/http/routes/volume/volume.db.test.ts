import { type VolumeSnapshot, VolumeSnapshotsResponse, WatchlistItem } from '@app/contracts';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '@app/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { createCandleRepository } from '../../../../src/repositories/candle-repository.ts';
import { type Recomputed, recomputeSnapshot } from '../../../reference/volume-recompute.ts';
import { createRecordingQueue } from '../../../support/recording-queue.ts';
import { type SignedIn, useTestApp } from '../../../support/test-app.ts';
import { seedSimVolume } from '../../../support/volume-sim-seed.ts';

/** 8 simulated symbols, 21 days of history; DAY classified at closes in Asia, London and New York. */
const DAY = Date.UTC(2026, 2, 14);
const SYMBOLS = 8;
const CLOSES = [3, 7, 10, 13, 15.5].map((h) => DAY + h * HOUR_MS);
const NOW = CLOSES.at(-1) as number;
let marketNow = NOW;
const t = useTestApp({
  market: { source: 'simulated', marketNow: () => marketNow, queue: createRecordingQueue() },
});
const get = (url: string, who?: SignedIn, headers: Record<string, string> = {}) =>
  t.app.inject({ url: `/api/v1/${url}`, headers: { ...headers, ...(who?.headers ?? {}) } });
const rowsOf = (res: { json(): unknown }) => VolumeSnapshotsResponse.parse(res.json());
let symbols: string[] = [];

/** Seeds the market and classifies (the tables are emptied before each test). */
async function seedAndClassify(): Promise<void> {
  const market = await seedSimVolume(t.database.db, SYMBOLS, DAY - 21 * DAY_MS, NOW);
  symbols = market.symbols.map((s) => s.symbol);
  marketNow = DAY + MINUTE_MS;
  await t.services.scope().volume.updateBaselines();
  for (const close of CLOSES) {
    marketNow = close + 10_000;
    await t.services.scope().volume.classify();
  }
  marketNow = NOW + 10_000;
  t.services.scope().volumeFeed.invalidate();
}

beforeEach(() => {
  t.services.scope().volumeFeed.invalidate();
});

describe('volume/volume-snapshots/* roles and validation', () => {
  it('serves guests and every role; a bad token is 401', async () => {
    await seedAndClassify();
    for (const path of ['volume/volume-snapshots/current/', `volume/volume-snapshots/${symbols[0]}/`]) {
      expect((await get(path)).statusCode).toBe(200);
      for (const role of ['free', 'pro', 'premium', 'admin'] as const)
        expect((await get(path, await t.signIn(role))).statusCode).toBe(200);
      const bad = await get(path, undefined, { authorization: 'Bearer not-a-token' });
      expect(bad.statusCode).toBe(401);
      expect(bad.json()).toHaveProperty('detail');
    }
  });

  it('400 for a malformed symbol or an unknown query key, 404 for an unknown symbol', async () => {
    await seedAndClassify();
    for (const url of [
      'volume/volume-snapshots/current/?foo=1',
      'volume/volume-snapshots/%3Cscript%3E/',
      `volume/volume-snapshots/${'A'.repeat(41)}/`,
      'volume/volume-snapshots/%20/',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(typeof res.json().detail, url).toBe('string');
    }
    const unknown = await get('volume/volume-snapshots/NOPEUSDT/');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'Unknown symbol: NOPEUSDT.' });
  });
});

describe('volume/volume-snapshots/* data', () => {
  it('serves what an independent recompute from the stored candles gives', async () => {
    await seedAndClassify();
    const candles = createCandleRepository(t.database.db);
    const current = rowsOf(await get('volume/volume-snapshots/current/'));
    expect(current.map((r) => r.symbol)).toEqual([...symbols].sort());
    let compared = 0;
    for (const symbol of symbols) {
      const bars = await candles.range('simulated', symbol, '5m', DAY - 22 * DAY_MS, NOW);
      const sessions = rowsOf(await get(`volume/volume-snapshots/${symbol.toLowerCase()}/`));
      expect(sessions.map((r) => r.session)).toEqual(['Asia', 'London', 'New York']);
      const expected = [
        recomputeSnapshot(bars, DAY, 'Asia', DAY + 7 * HOUR_MS),
        recomputeSnapshot(bars, DAY, 'London', DAY + 13 * HOUR_MS),
        recomputeSnapshot(bars, DAY, 'New York', NOW),
      ];
      sessions.forEach((served, i) => {
        expectSame(served, expected[i] as Recomputed);
        compared += 1;
      });
      expect(current.find((r) => r.symbol === symbol)).toEqual(sessions[2]);
      expect(sessions[2]?.timestamp).toBe(new Date(NOW).toISOString());
    }
    expect(compared).toBe(3 * SYMBOLS);
  });

  it('merges the caller\u2019s own watchlist marks onto the shared body, never another user\u2019s', async () => {
    await seedAndClassify();
    const [a, b] = [await t.signIn('free'), await t.signIn('free')];
    const symbol = symbols[1] as string;
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/v1/watchlist/',
      headers: a.headers,
      payload: { symbol, stars: 4 },
    });
    const item = WatchlistItem.parse(added.json());
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/watchlist/${item.id}/toggle-tag/`,
      headers: a.headers,
      payload: { tag: 'volume' },
    });

    const guest = await get('volume/volume-snapshots/current/');
    const mine = await get('volume/volume-snapshots/current/', a);
    const theirs = await get('volume/volume-snapshots/current/', b);
    const marked = rowsOf(mine).filter((r) => r.in_watchlist);
    expect(marked).toEqual([
      expect.objectContaining({ symbol, in_watchlist: true, stars: 4, tags: ['Volume'] }),
    ]);
    for (const res of [guest, theirs]) {
      expect(rowsOf(res).every((r) => !r.in_watchlist && r.stars === 0 && r.tags.length === 0)).toBe(true);
      expect(res.headers.etag).toBe(guest.headers.etag);
    }
    const strip = (rows: VolumeSnapshot[]) =>
      rows.map((r) => ({ ...r, in_watchlist: false, stars: 0, tags: [] }));
    expect(strip(rowsOf(mine))).toEqual(rowsOf(guest));
    expect(mine.headers.etag).not.toBe(guest.headers.etag);
    expect(mine.headers.vary).toContain('authorization');

    // Each body answers 304 only to its own tag: another's tag gets a full, unmarked body.
    expect(
      (await get('volume/volume-snapshots/current/', a, { 'if-none-match': mine.headers.etag as string }))
        .statusCode,
    ).toBe(304);
    const cross = await get('volume/volume-snapshots/current/', b, {
      'if-none-match': mine.headers.etag as string,
    });
    expect(cross.statusCode).toBe(200);
    expect(rowsOf(cross).some((r) => r.in_watchlist)).toBe(false);
    expect(
      (
        await get('volume/volume-snapshots/current/', undefined, {
          'if-none-match': guest.headers.etag as string,
        })
      ).statusCode,
    ).toBe(304);

    // A change of the watchlist shows at once; the symbol endpoint is marked too.
    await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/watchlist/${item.id}/`,
      headers: a.headers,
      payload: { stars: 2 },
    });
    expect(
      rowsOf(await get('volume/volume-snapshots/current/', a)).find((r) => r.symbol === symbol)?.stars,
    ).toBe(2);
    const one = rowsOf(await get(`volume/volume-snapshots/${symbol}/`, a));
    expect(one.every((r) => r.in_watchlist && r.stars === 2)).toBe(true);
    expect(rowsOf(await get(`volume/volume-snapshots/${symbol}/`, b)).every((r) => !r.in_watchlist)).toBe(
      true,
    );
  });

  it('serves empty lists before any classification, and a known symbol without data today as []', async () => {
    const market = await seedSimVolume(t.database.db, 2, NOW - HOUR_MS, NOW);
    expect((await get('volume/volume-snapshots/current/')).json()).toEqual([]);
    expect((await get(`volume/volume-snapshots/${market.symbols[0]?.symbol}/`)).json()).toEqual([]);
  });
});

function expectSame(served: VolumeSnapshot, expected: Recomputed): void {
  const close = (a: number | null, b: number | null) => {
    if (a === null || b === null) expect(a).toBe(b);
    else expect(a).toBeCloseTo(b, 6);
  };
  expect(served.session).toBe(expected.session);
  close(served.actual_volume, expected.actual_volume);
  close(served.expected_volume, expected.expected_volume);
  close(served.volume_ratio, expected.volume_ratio);
  close(served.volume_change_pct, expected.volume_change_pct);
  close(served.z_score, expected.z_score);
  expect(served.status).toBe(expected.status);
  expect(served.alert_triggered).toBe(expected.alert_triggered);
  expect(served.emoji).toBe(expected.emoji);
  expect(served.confidence).toBe(expected.confidence);
  expect(served.baseline_days).toBe(expected.baseline_days);
}
