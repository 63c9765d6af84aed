import { type Candle, type StoredTimeframe, timeframeMs } from '@app/core';
import type { ConstructorArgs, Dict, Exchange, OHLCV } from 'ccxt';
import { isoOfMs } from '../../lib/time.ts';
import { rewriteUrls, type UrlTree } from './ccxt-urls.ts';
import type { ExchangeProfile } from './exchange-profiles.ts';
import { parseRetryAfterMs, type RetryAfterGate } from './retry-after-gate.ts';
import { RegionBlockedError, VenueBannedError } from './venue-errors.ts';
import { classifyVenueReply } from './venue-replies.ts';
import type { VenueStatusTracker } from './venue-status.ts';
import type { QuoteVolumeTick } from './ws-quote-volumes.ts';

/** Updates one websocket wait returned: ccxt unified symbol, timeframe, bars (base volume). */
export interface WatchedBars {
  symbol: string;
  timeframe: string;
  bars: OHLCV[];
}

/** One exchange reached through ccxt: REST instance, raw kline windows, websocket helpers. */
export interface VenueClient {
  readonly profile: ExchangeProfile;
  readonly rest: Exchange;
  /** Bars with open time in [start, start + limit·tf), ascending, volume in quote currency. */
  fetchWindow(marketId: string, timeframe: StoredTimeframe, start: number, limit: number): Promise<Candle[]>;
  /** A fresh ccxt.pro instance (own connection) sharing the REST instance's markets. */
  createPro(): Promise<Exchange>;
  /** Waits for the next update among `pairs` ([unified symbol, timeframe]). */
  watchBatch(pro: Exchange, pairs: Array<[string, StoredTimeframe]>): Promise<WatchedBars[]>;
  /** Exact quote volumes carried by a raw websocket message (ccxt parses base volume only). */
  wsQuoteVolumes(message: unknown): QuoteVolumeTick[];
}

export interface VenueClientOptions {
  apiBaseUrl?: string;
  wsBaseUrl?: string;
  enableRateLimit: boolean;
  /** ccxt `rateLimit` (ms per cost unit); ccxt's default when absent. */
  rateLimitMs?: number;
  timeoutMs: number;
  gate: RetryAfterGate;
  /** Set from every reply: a ban, a region block, a back-off, or answering normally. */
  status: VenueStatusTracker;
  /** Wall clock (epoch ms); default Date.now. */
  clock?: () => number;
}

/** The per-exchange part of a client. `T` is the ccxt class, so implicit API methods stay typed. */
export interface VenueSpec<T extends Exchange> {
  profile: ExchangeProfile;
  ccxtOptions: Dict;
  newRest(config: ConstructorArgs): T;
  newPro(config: ConstructorArgs): Exchange;
  /** One raw kline request for [start, end] (ms, inclusive) parsed to candles. */
  fetchKlines(
    rest: T,
    marketId: string,
    interval: string,
    start: number,
    end: number,
    limit: number,
  ): Promise<Candle[]>;
  watchBatch(pro: Exchange, pairs: Array<[string, StoredTimeframe]>): Promise<WatchedBars[]>;
  wsQuoteVolumes(message: unknown): QuoteVolumeTick[];
}

function header(headers: Record<string, string> | undefined, name: string): string | undefined {
  if (headers === undefined) return undefined;
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name.toLowerCase());
  return key === undefined ? undefined : headers[key];
}

/**
 * Reads every raw reply before ccxt does (venue-replies.ts): a 418 ban and a region block become
 * our own errors (ccxt would retry both as network trouble), a rate limit feeds the shared gate
 * (Retry-After, Bybit's reset timestamp) and the venue status.
 */
function watchReplies(
  name: string,
  options: Pick<VenueClientOptions, 'gate' | 'status' | 'clock'>,
  status: number,
  headers: Record<string, string> | undefined,
  body: string,
): void {
  const clock = options.clock ?? Date.now;
  const reply = classifyVenueReply(status, body);
  const retryAfter = header(headers, 'Retry-After');
  if (reply.kind === 'banned') {
    const afterMs = parseRetryAfterMs(retryAfter, clock());
    const until = reply.untilMs ?? (afterMs === undefined ? null : clock() + afterMs);
    options.status.banned(until, reply.detail);
    const when = until === null ? 'an unstated time' : isoOfMs(until);
    throw new VenueBannedError(`${name}: IP banned until ${when} (HTTP 418: ${reply.detail})`, until);
  }
  if (reply.kind === 'region-blocked') {
    options.status.regionBlocked(reply.detail);
    throw new RegionBlockedError(`${name}: blocked from this region (HTTP ${status}: ${reply.detail})`);
  }
  if (reply.kind === 'rate-limited') {
    options.gate.note(retryAfter);
    const reset = Number(header(headers, 'X-Bapi-Limit-Reset-Timestamp'));
    if (Number.isFinite(reset) && reset > 0) options.gate.noteUntil(reset);
    const opensAt = options.gate.opensAt();
    options.status.rateLimited(opensAt > clock() ? opensAt : null, reply.detail);
    return;
  }
  if (status === 503) options.gate.note(retryAfter);
  if (status < 400) options.status.answered();
}

function prepare<T extends Exchange>(exchange: T, name: string, options: VenueClientOptions): T {
  exchange.urls.api = rewriteUrls(
    exchange.urls.api as UrlTree,
    options.apiBaseUrl,
    options.wsBaseUrl,
  ) as typeof exchange.urls.api;
  const original = exchange.onRestResponse.bind(exchange);
  exchange.onRestResponse = (
    status: number,
    statusText: string,
    url: string,
    method: string,
    headers: Record<string, string> | undefined,
    body: string,
    requestHeaders: unknown,
    requestBody: unknown,
  ) => {
    watchReplies(name, options, status, headers, body);
    return original(status, statusText, url, method, headers, body, requestHeaders, requestBody);
  };
  return exchange;
}

export function createVenueClient<T extends Exchange>(
  spec: VenueSpec<T>,
  options: VenueClientOptions,
): VenueClient {
  const config: ConstructorArgs = {
    enableRateLimit: options.enableRateLimit,
    timeout: options.timeoutMs,
    options: spec.ccxtOptions,
    ...(options.rateLimitMs === undefined ? {} : { rateLimit: options.rateLimitMs }),
  };
  const rest = prepare(spec.newRest(config), spec.profile.name, options);
  return {
    profile: spec.profile,
    rest,
    fetchWindow(marketId, timeframe, start, limit) {
      const end = start + limit * timeframeMs(timeframe) - 1;
      return spec.fetchKlines(rest, marketId, spec.profile.intervals[timeframe], start, end, limit);
    },
    async createPro() {
      const pro = prepare(spec.newPro(config), spec.profile.name, options);
      if (rest.markets !== undefined) pro.setMarkets(rest.markets);
      // ccxt refuses plain ws:// URLs (the local mock) until its http agent is loaded.
      await pro.loadHttpProxyAgent();
      return pro;
    },
    watchBatch: spec.watchBatch,
    wsQuoteVolumes: spec.wsQuoteVolumes,
  };
}

/** watchOHLCVForSymbols flattened (Binance, Bybit). */
export async function watchForSymbols(
  pro: Exchange,
  pairs: Array<[string, StoredTimeframe]>,
): Promise<WatchedBars[]> {
  const result = await pro.watchOHLCVForSymbols(pairs.map(([symbol, tf]) => [symbol, tf]));
  const out: WatchedBars[] = [];
  for (const [symbol, byTimeframe] of Object.entries(result)) {
    for (const [timeframe, bars] of Object.entries(byTimeframe)) out.push({ symbol, timeframe, bars });
  }
  return out;
}
