import type { OverlaysQuery } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { NotFoundError } from '../../../src/services/errors.ts';
import { createChartFeed } from '../../../src/services/market/chart-feed.ts';
import { createRecordingQueue } from '../../support/recording-queue.ts';
import { createSimFixture } from '../../support/sim-market-fixture.ts';
import { useTestApp } from '../../support/test-app.ts';

/** Wednesday 2026-03-11 13:47:30 UTC. */
const NOW = Date.UTC(2026, 2, 11, 13, 47, 30);
const M5 = 300_000;
let marketNow = NOW;
const t = useTestApp({
  market: { source: 'simulated', marketNow: () => marketNow, queue: createRecordingQueue() },
});

/** A chart feed on the test app's services with a hand-set wall clock. */
function feedAt(wall: { ms: number }) {
  return createChartFeed({
    source: 'simulated',
    marketNow: () => marketNow,
    candles: t.services.scope().candles,
    overlays: t.services.scope().overlays,
    forming: t.root.repos.formingCandles,
    symbols: t.root.repos.marketSymbols,
    settings: t.services.settings,
    formingMaxAgeMs: 1000,
    now: () => wall.ms,
  });
}

const json = (body: { json: Buffer }) => JSON.parse(body.json.toString('utf8'));
const fresh = async (query: OverlaysQuery) =>
  JSON.parse(JSON.stringify(await t.services.scope().overlays.overlays(query)));
const BTC: OverlaysQuery = { symbol: 'BTCUSDT', tf: '5m' };

describe('chart feed', () => {
  it('keeps a body until the bars change (the market event), then equals a fresh compute', async () => {
    marketNow = NOW;
    const fixture = createSimFixture(t.database.db, NOW);
    await fixture.ingest.syncSymbols();
    await fixture.ingest.catchUp();
    const wall = { ms: 0 };
    const feed = feedAt(wall);
    const first = await feed.overlays(BTC);
    expect(json(first)).toEqual(await fresh(BTC));

    // The clock passes three closes: the bodies of the old 5m bucket are rebuilt, the new bars not stored yet.
    marketNow = NOW + 3 * M5;
    fixture.setNow(marketNow);
    const beforeStore = await feed.overlays(BTC);
    expect(beforeStore.etag).not.toBe(first.etag);
    const candlesBefore = await feed.candles({ symbol: 'BTCUSDT', tf: '5m', limit: 50 });
    await fixture.ingest.catchUp(['5m']);
    // Stored, but no event yet and the forming bar not looked up again: still the body built before.
    expect(await feed.overlays(BTC)).toBe(beforeStore);
    expect(await feed.candles({ symbol: 'BTCUSDT', tf: '5m', limit: 50 })).toBe(candlesBefore);

    feed.barsChanged();
    const after = await feed.overlays(BTC);
    expect(after.etag).not.toBe(beforeStore.etag);
    expect(json(after)).toEqual(await fresh(BTC));
    const candlesAfter = await feed.candles({ symbol: 'BTCUSDT', tf: '5m', limit: 50 });
    expect(json(candlesAfter)).toEqual(await t.services.scope().candles.chart('BTCUSDT', '5m', 50));
    expect(candlesAfter.etag).not.toBe(candlesBefore.etag);

    // A new forming bar is seen once the looked-up one is a second old.
    const bar = (await t.root.repos.formingCandles.get('simulated', 'BTCUSDT', '5m'))?.candle;
    if (!bar) throw new Error('no forming bar');
    await t.root.repos.formingCandles.replace('simulated', [
      { symbol: 'BTCUSDT', timeframe: '5m', candle: { ...bar, close: bar.close + 1 }, asOf: marketNow },
    ]);
    wall.ms = 999;
    expect(await feed.overlays(BTC)).toBe(after);
    wall.ms = 1000;
    const moved = await feed.overlays(BTC);
    expect(json(moved).price).toBe(bar.close + 1);
    expect(json(moved)).toEqual(await fresh(BTC));
  });

  it('answers 404 to an unknown symbol every time without keeping anything of it', async () => {
    marketNow = NOW;
    const feed = feedAt({ ms: 0 });
    for (let i = 0; i < 3; i++) {
      await expect(feed.overlays({ symbol: 'NOPEUSDT', tf: '5m' })).rejects.toBeInstanceOf(NotFoundError);
      await expect(feed.candles({ symbol: 'NOPEUSDT', tf: '5m', limit: 10 })).rejects.toThrow(
        'Unknown symbol NOPEUSDT.',
      );
    }
  });
});
