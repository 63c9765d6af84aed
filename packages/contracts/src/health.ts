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
/**
 * `live`: the clock follows the market (exchange and simulated sources); `replay`: a fixed data set
 * (files source) viewed as of its newest close (`data_as_of`), its last days replayed close by close
 * at start-up.
 */
export const MarketMode = z.enum(['live', 'replay']);
export type MarketMode = z.infer<typeof MarketMode>;

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
  /** `live`, or `replay` on the files source (a fixed data set, as of `data_as_of`). */
  mode: MarketMode.default('live'),
  /**
   * Files source: ISO start of the days replayed close by close at start-up (their trades and
   * outcomes are on the screens); null on the live sources, or when nothing was replayed.
   */
  replay_from: z.string().nullable().default(null),
  /**
   * The exchange the market data is from: the running venue on the exchange source, the files'
   * venue (`MARKET_FILES_EXCHANGE`, or the folder name) on the files source; null on the simulated
   * source, where `default_exchange` only sets the export and chart-link prefix.
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
