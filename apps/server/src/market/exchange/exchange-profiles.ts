import type { StoredTimeframe } from '@app/core';

export type ExchangeName = 'BINANCE' | 'BYBIT' | 'MEXC';

/**
 * What differs between the supported exchanges, in one place. Page sizes and weights are the
 * exchanges' documented REST limits as ccxt 4.5 encodes them (binance.js `fapiPublic.klines.byLimit`,
 * bybit.js `v5/market/kline` "max 1000", mexc.js fetchOHLCV `maxLimit = 2000` for swaps).
 */
export interface ExchangeProfile {
  name: ExchangeName;
  ccxtId: 'binanceusdm' | 'bybit' | 'mexc';
  /** Most bars one kline request may return. */
  maxPageSize: number;
  /** Weight of one kline request for `limit` bars, in the exchange's own units. */
  klineWeight(limit: number): number;
  /** Documented IP budget: `capacity` weight units per `windowMs`. */
  budget: { capacity: number; windowMs: number };
  /**
   * ccxt `rateLimit` (ms per ccxt cost unit) that spends the documented budget exactly. ccxt's own
   * defaults are stricter (binanceusdm 50 ms = 1200 weight/min, half of Binance's 2400).
   */
  documentedRateLimitMs: number;
  /** Exchange interval ids of the stored timeframes. */
  intervals: Record<StoredTimeframe, string>;
  /** Websocket kline streams one connection may carry. */
  wsStreamsPerConnection: number;
  /** Streams per subscribe call (watchOHLCVForSymbols batch; 1 = per-symbol watchOHLCV). */
  wsStreamsPerCall: number;
  /** Display symbol (`BTCUSDT`) of an exchange-native market id. */
  displaySymbol(marketId: string): string;
  /**
   * Whether the exchange's own market record (ccxt `market.info`) is a trading crypto perpetual.
   * ccxt already drops Binance quarterlies and `PENDING_TRADING`; this says it again in the venue's
   * words, and it is the only filter for MEXC's non-crypto contracts (`type: 2`, e.g. SILVER_USDT),
   * which ccxt lists as ordinary swaps.
   */
  listable(info: Record<string, unknown>): boolean;
}

const binanceWeight = (limit: number): number => (limit < 100 ? 1 : limit < 500 ? 2 : limit <= 1000 ? 5 : 10);

export const exchangeProfiles: Record<ExchangeName, ExchangeProfile> = {
  BINANCE: {
    name: 'BINANCE',
    ccxtId: 'binanceusdm',
    maxPageSize: 1500,
    klineWeight: binanceWeight,
    budget: { capacity: 2400, windowMs: 60_000 },
    documentedRateLimitMs: 25,
    intervals: { '5m': '5m', '1h': '1h', '1d': '1d' },
    // USDⓈ-M futures: at most 200 streams per connection (ccxt subscriptionLimitByStream.future).
    wsStreamsPerConnection: 200,
    wsStreamsPerCall: 200,
    displaySymbol: (id) => id,
    listable: (info) => info.status === 'TRADING' && info.contractType === 'PERPETUAL',
  },
  BYBIT: {
    name: 'BYBIT',
    ccxtId: 'bybit',
    maxPageSize: 1000,
    klineWeight: () => 1,
    budget: { capacity: 600, windowMs: 5_000 },
    // ccxt charges 5 units (rateLimit 20 ms) per market call = 10 req/s; 600 req/5 s is 1.667 ms/unit.
    documentedRateLimitMs: 5_000 / 600 / 5,
    intervals: { '5m': '5', '1h': '60', '1d': 'D' },
    // Public streams accept at most 10 args per subscribe request.
    wsStreamsPerConnection: 200,
    wsStreamsPerCall: 10,
    displaySymbol: (id) => id,
    listable: (info) => info.status === 'Trading' && info.contractType === 'LinearPerpetual',
  },
  MEXC: {
    name: 'MEXC',
    ccxtId: 'mexc',
    maxPageSize: 2000,
    klineWeight: () => 1,
    budget: { capacity: 20, windowMs: 2_000 },
    // ccxt charges 2 units (rateLimit 50 ms) per contract market call = 10 req/s, as documented.
    documentedRateLimitMs: 50,
    intervals: { '5m': 'Min5', '1h': 'Min60', '1d': 'Day1' },
    // ccxt.pro mexc has no watchOHLCVForSymbols: one sub.kline per symbol and interval.
    wsStreamsPerConnection: 100,
    wsStreamsPerCall: 1,
    // MEXC contract ids are `BTC_USDT`; the app shows `BTCUSDT` like the other exchanges.
    displaySymbol: (id) => id.replace('_', ''),
    // `state` 0 is enabled; `type` 1 is a crypto contract, 2 a commodity or stock (kept out).
    listable: (info) => Number(info.state) === 0 && (info.type === undefined || Number(info.type) === 1),
  },
};
