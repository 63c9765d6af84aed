/** Timeframes the app stores (fetched or simulated) and those it aggregates from them. */
export const storedTimeframes = ['5m', '1h', '1d'] as const;
export type StoredTimeframe = (typeof storedTimeframes)[number];
export const timeframes = ['5m', '1h', '4h', '1d', '1w', '1M'] as const;
export type Timeframe = (typeof timeframes)[number];

/**
 * One OHLCV bar. `openTime` is epoch milliseconds (UTC); `volume` is quote volume (USDT).
 * A bar is complete once its close time (the next bar's open time) has passed.
 */
export interface Candle {
  openTime: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}
