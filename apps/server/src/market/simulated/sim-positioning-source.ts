import { type Candle, simulatePositioning } from '@app/core';
import type { MarketDataSource } from '../market-source.ts';
import { emptyBatch, type PositioningSource } from '../positioning/positioning-source.ts';

const M5 = 300_000;
/** The simulation reads the day before the first close it answers (its 24 h trend and levels). */
const LOOKBACK_MS = 25 * 3_600_000;
const CHUNK = 1500;

/**
 * The simulated market's positioning (docs/positioning.md §3): core's `simulatePositioning` over the
 * source's own 5m bars, so funding, open interest and liquidations move with the simulated prices.
 */
export function createSimPositioning(
  source: Pick<MarketDataSource, 'fetchCandles'>,
  seed: number,
): PositioningSource {
  return {
    liquidations: true,
    async read(symbols, since, until) {
      const batch = emptyBatch();
      for (const symbol of symbols) {
        const bars: Candle[] = [];
        let from = since - LOOKBACK_MS;
        while (from < until) {
          const chunk = await source.fetchCandles(symbol, '5m', from, CHUNK);
          const closed = chunk.filter((b) => b.openTime + M5 <= until);
          bars.push(...closed);
          if (closed.length < CHUNK) break;
          from = (closed.at(-1)?.openTime ?? until) + M5;
        }
        const sim = simulatePositioning(symbol, bars, since, until, seed);
        for (const row of sim.funding) batch.funding.push({ ...row, symbol });
        for (const row of sim.metrics) batch.metrics.push({ ...row, symbol });
        for (const row of sim.liquidations) batch.liquidations.push({ ...row, symbol });
        if (sim.forecast) batch.forecasts.push({ ...sim.forecast, symbol });
      }
      return batch;
    },
  };
}
