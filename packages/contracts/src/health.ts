import { z } from 'zod';
import { Exchange } from './settings.ts';

export const MarketSource = z.enum(['simulated', 'exchange', 'files']);
export type MarketSource = z.infer<typeof MarketSource>;

/**
 * How the exchange answers the server: `ok`; `rate_limited` (backing off after a 429 or Bybit's
 * retCode 10006); `banned` (HTTP 418: no request is sent until `until`); `region_blocked` (HTTP 451
 * or CloudFront's 403 page: the exchange refuses the server's location).
 */
export const ExchangeState = z.enum(['ok', 'rate_limited', 'banned', 'region_blocked']);
export type ExchangeState = z.infer<typeof ExchangeState>;

export const ExchangeStatus = z.object({
  state: ExchangeState,
  /** ISO end of a ban or a back-off; null when none or not known. */
  until: z.string().nullable(),
  /** The exchange's own message; null when `ok`. */
  detail: z.string().nullable(),
});
export type ExchangeStatus = z.infer<typeof ExchangeStatus>;

export const HealthResponse = z.object({
  status: z.literal('ok'),
  source: MarketSource,
  /** ISO time of the newest market data, or null before any has arrived. */
  data_as_of: z.string().nullable(),
  /**
   * The exchange the market data is from (exchange source only; on the simulated and files sources
   * `default_exchange` only sets the export and chart-link prefix).
   */
  exchange: Exchange.nullable(),
  /** How the exchange answers (exchange source only; null on the simulated and files sources). */
  exchange_status: ExchangeStatus.nullable(),
  /**
   * True while the market data is loading: after a start or an exchange switch, until the markets are
   * discovered, the history is backfilled and every module's start-up run has finished.
   */
  loading: z.boolean(),
  /** ISO time of the market source's clock now (the simulated clock may run ahead of the wall clock). */
  now: z.string(),
  /**
   * True when the newest market data is older than two 5m bars on the market clock (core
   * `isMarketDataStale`); false while there is no data yet.
   */
  stale: z.boolean(),
});
export type HealthResponse = z.infer<typeof HealthResponse>;
