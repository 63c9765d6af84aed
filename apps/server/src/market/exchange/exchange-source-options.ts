import type { StoredTimeframe } from '@app/core';
import type { ExchangeName } from './exchange-profiles.ts';
import type { LiveFeedLogger } from './live-feed.ts';
import type { RetryPolicy } from './with-retry.ts';

export interface ExchangeSourceOptions {
  exchange: ExchangeName;
  /** Replaces scheme and host of every REST URL ccxt uses (tests: the local mock). */
  apiBaseUrl?: string;
  /** Replaces scheme and host of every websocket URL. */
  wsBaseUrl?: string;
  rateLimit?: {
    /** ccxt's limiter; keep it on in production. Default true. */
    enabled?: boolean;
    /**
     * ccxt `rateLimit` in ms per cost unit: a number, `'documented'` for the exchange's documented
     * budget (Binance 2400 weight/min instead of ccxt's 1200), or ccxt's default when absent.
     */
    msPerUnit?: number | 'documented';
  };
  /** ccxt request timeout. Default 10 s. */
  timeoutMs?: number;
  retry?: Partial<RetryPolicy>;
  /** Bars per kline request; default and maximum the exchange's (1500 / 1000 / 2000). */
  pageSize?: number;
  live?: {
    timeframes?: StoredTimeframe[];
    /** Default true; false polls REST only. */
    useWebsocket?: boolean;
    /** Default 10 s. */
    pollIntervalMs?: number;
    /** Default 60 s. */
    wsRetryMs?: number;
    /** Default 2 s. */
    closeGraceMs?: number;
    /** How often close times are checked. Default 1 s. */
    tickMs?: number;
  };
  logger?: LiveFeedLogger;
  /** Wall clock by default; decides which bar is forming. */
  now?: () => number;
  /** Wall clock of bans and back-offs (epoch ms); Date.now by default. */
  clock?: () => number;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
}
