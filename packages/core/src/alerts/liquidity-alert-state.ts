import { timeframeMs } from '../candles/timeframe.ts';
import type { AlertEvent } from './alert-event.ts';

/** The liquidity topic's state of a symbol: the UTC day (ms) of its row and the levels swept that day. */
export interface LiquidityAlertState {
  day: number;
  /** Level name (pdh, pdl, asia_high, …) → price and the open time (ms) of the first bar beyond it. */
  swept: Record<string, { price: number; at: number }>;
}

const levelNames: Record<string, string> = {
  pdh: 'PDH',
  pdl: 'PDL',
  asia_high: 'Asia high',
  asia_low: 'Asia low',
  london_high: 'London high',
  london_low: 'London low',
};

/** A 5m bar's length: a sweep is known at the close of the bar that went beyond the level. */
const BAR_MS = timeframeMs('5m');

/**
 * `level_swept` for each level swept in `next` that `prev` did not have swept on the same day (on a
 * new day every sweep of it is new). Keys name the symbol, day and level: one event per level and day;
 * its data time is the close of the sweeping bar (`at` is that bar's open time).
 */
export function diffLiquidityStates(
  symbol: string,
  prev: LiquidityAlertState,
  next: LiquidityAlertState,
): AlertEvent[] {
  const before = prev.day === next.day ? prev.swept : {};
  return Object.entries(next.swept)
    .filter(([level]) => before[level] === undefined)
    .sort(([a, x], [b, y]) => x.at - y.at || a.localeCompare(b))
    .map(([level, hit]) => ({
      key: `level_swept:${symbol}:${next.day}:${level}`,
      kind: 'level_swept' as const,
      symbol,
      dataTime: hit.at + BAR_MS,
      message: `${symbol} swept the ${levelNames[level] ?? level} at ${hit.price}`,
      detail: { level, price: hit.price, day: next.day, hit_at: hit.at },
    }));
}
