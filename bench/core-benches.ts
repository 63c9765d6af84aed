import {
  aggregateCandles,
  type Candle,
  cprSnapshot,
  createSimMarket,
  DAY_MS,
  defaultDailyCprMap,
  refitWalkForward,
  timeframeMs,
  trendDataset,
  walkForward,
} from '@app/core';
import { type Figure, measure } from './measure.ts';

const now = Date.UTC(2026, 10, 20, 13, 7);
const dayStart = Date.UTC(2026, 10, 20);

/** Core analytics over the whole simulated universe: generation, aggregation, a CPR recompute, the trend model. */
export async function coreBenches(): Promise<Figure[]> {
  const market = createSimMarket({ seed: 1, listingAnchor: Date.UTC(2026, 10, 1) });
  const symbols = market.symbols.map((s) => s.symbol);
  const daily = new Map<string, Candle[]>();
  const fiveMinute = new Map<string, Candle[]>();
  const figures: Figure[] = [];

  figures.push(
    await measure(
      `sim (cold): 1d × 400 days, ${symbols.length} symbols`,
      'bars',
      () => {
        let n = 0;
        for (const s of symbols) {
          const bars = market.simCandles(s, '1d', dayStart - 400 * DAY_MS, dayStart);
          daily.set(s, bars);
          n += bars.length;
        }
        return n;
      },
      { cold: true },
    ),
  );
  figures.push(
    await measure(
      `sim (cold): 5m × 21 days, ${symbols.length} symbols`,
      'bars',
      () => {
        let n = 0;
        for (const s of symbols) {
          const bars = market.simCandles(s, '5m', dayStart - 21 * DAY_MS, now - (now % timeframeMs('5m')));
          fiveMinute.set(s, bars);
          n += bars.length;
        }
        return n;
      },
      { cold: true },
    ),
  );
  figures.push(
    await measure('aggregate: 5m → 1h and 1d, all symbols', 'bars in', () => {
      let n = 0;
      for (const bars of fiveMinute.values()) {
        aggregateCandles(bars, '1h');
        aggregateCandles(bars, '1d');
        n += bars.length;
      }
      return n;
    }),
  );
  figures.push(
    await measure('cpr: full snapshot recompute, all symbols', 'symbols', () => {
      for (const s of symbols) {
        const intraday = (fiveMinute.get(s) ?? []).filter((c) => c.openTime >= dayStart);
        cprSnapshot({ daily: daily.get(s) ?? [], intraday, now });
      }
      return symbols.length;
    }),
  );
  figures.push(
    await measure('trend model: walk-forward over all symbols', 'samples', () => {
      const series = symbols.map((symbol) => ({ symbol, daily: daily.get(symbol) ?? [] }));
      const rows = trendDataset(series, { map: defaultDailyCprMap, now: dayStart }).open;
      const result = walkForward(rows, refitWalkForward);
      return result.scores?.n ?? 0;
    }),
  );
  return figures;
}
