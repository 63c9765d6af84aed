import { timeframeMs } from './timeframe.ts';

/** How many 5m bars the newest market data may lag the market clock before it counts as stale. */
const STALE_AFTER_BARS = 2;

/** The age past which market data is stale: two 5m bars (10 minutes). */
export const STALE_AFTER_MS = STALE_AFTER_BARS * timeframeMs('5m');

/**
 * Whether the newest market data is stale: older than two 5m bars on the market clock, i.e.
 * `nowMs - dataAsOfMs > 10 min`. Exactly 10 minutes old is still fresh. With no data yet
 * (`dataAsOfMs` null: still loading) nothing is claimed, so it is not stale. Pure; both times are
 * epoch milliseconds on the same (market) clock.
 */
export function isMarketDataStale(dataAsOfMs: number | null, nowMs: number): boolean {
  if (dataAsOfMs === null) return false;
  return nowMs - dataAsOfMs > STALE_AFTER_MS;
}
