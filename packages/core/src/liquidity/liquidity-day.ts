import { bucketStart, DAY_MS } from '../candles/timeframe.ts';

/** How the market clock moves: `live` (it runs) or `replay` (a fixed data set, the files source). */
export type LiquidityClockMode = 'live' | 'replay';

/**
 * The UTC day (its 00:00) SniperFlow analyses at market time `now` (docs/analytics.md §5):
 * - `live`: the day of `now`, the day in progress;
 * - `replay` (a fixed data set, e.g. the files source, and its start-up replay): the day of `now`,
 *   except when the clock stands exactly at 00:00 UTC, where no bar of that day has closed (a data
 *   set ending at a day boundary): then the day before, the last complete day, not an empty one.
 */
export function liquidityDay(now: number, mode: LiquidityClockMode): number {
  const day = bucketStart('1d', now);
  return mode === 'replay' && now === day ? day - DAY_MS : day;
}
