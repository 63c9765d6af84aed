import type { CandleTuple } from '@app/contracts';
import { type Candle, type Timeframe, timeframes } from '@app/core';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createRecordingQueue } from '../../support/recording-queue.ts';
import { createSimFixture } from '../../support/sim-market-fixture.ts';
import { useTestApp } from '../../support/test-app.ts';

/** Wednesday 2026-03-11 13:47:30 UTC. */
const NOW = Date.UTC(2026, 2, 11, 13, 47, 30);
const H1 = 3_600_000;
const DAY = 86_400_000;
const t = useTestApp({
  market: { source: 'simulated', marketNow: () => NOW, queue: createRecordingQueue() },
});
const tuple = (c: Candle): CandleTuple => [c.openTime, c.open, c.high, c.low, c.close, c.volume];

async function seed() {
  const fixture = createSimFixture(t.database.db, NOW);
  await fixture.ingest.syncSymbols();
  await fixture.ingest.catchUp();
  return fixture;
}

describe('candle service', () => {
  it('builds every timeframe from 5m bars when the stored 1h and 1d bars lag behind', async () => {
    const { market } = await seed();
    // The newest 5 hours and 3 days are not stored as 1h and 1d bars (only as 5m bars).
    await t.database.db.execute(sql`
      delete from candles where source = 'simulated' and (
        (timeframe = '1h' and open_time >= ${NOW - (NOW % H1) - 5 * H1})
        or (timeframe = '1d' and open_time >= ${NOW - (NOW % DAY) - 3 * DAY}))`);
    for (const tf of timeframes) {
      const bars = await t.services.scope().candles.chart('ETHUSDT', tf, 3);
      const forming = market.simFormingBar('ETHUSDT', tf as Timeframe, NOW) as Candle;
      const closed = market.simCandles('ETHUSDT', tf as Timeframe, 0, forming.openTime).slice(-2);
      expect(
        bars.map((b) => b.slice(0, 5)),
        tf,
      ).toEqual([...closed, forming].map((c) => tuple(c).slice(0, 5)));
    }
  });

  it('reads several series together exactly as one by one', async () => {
    await seed();
    const specs = [
      { tf: '5m', from: NOW - 2 * DAY, to: NOW + 1 },
      { tf: '1h', from: NOW - 16 * DAY, to: NOW + 1 },
      { tf: '1d', from: NOW - 400 * DAY, to: NOW + 1 },
      { tf: '4h', from: NOW - 8 * DAY, to: NOW - 2 * DAY },
      { tf: '1w', from: NOW - 200 * DAY, to: NOW },
      { tf: '1h', from: NOW, to: NOW + DAY },
    ] as const;
    const together = await t.services.scope().candles.seriesMany('BTCUSDT', specs);
    const alone = await Promise.all(
      specs.map((s) => t.services.scope().candles.series('BTCUSDT', s.tf, s.from, s.to)),
    );
    expect(together.series).toEqual(alone);
    // The 4h window from the bucket holding `from` (37 bars of stored 1h), the one after now empty.
    expect(together.series[3]).toHaveLength(37);
    expect(together.series[5]).toEqual([]);
    expect(together.forming?.candle.openTime).toBe(NOW - (NOW % 300_000));
  });
});
