import ccxt, { type Exchange } from 'ccxt';
import { describe, expect, it } from 'vitest';
import {
  createExchangePositioning,
  settlementsOf,
} from '../../../src/market/exchange/exchange-positioning.ts';
import { recorded } from '../../mocks/exchange/recorded-bodies.ts';

/**
 * A ccxt instance whose HTTP is the recorded bodies of test/fixtures/exchange/ (by path): ccxt's own
 * request building and parsing run on what the venues send (docs/positioning.md §3).
 */
function recordedRest(rest: Exchange, routes: Record<string, unknown>): { rest: Exchange; paths: string[] } {
  const paths: string[] = [];
  rest.fetch = async (url: string) => {
    const path = new URL(url).pathname;
    paths.push(`${path}${new URL(url).search}`);
    const key = Object.keys(routes).find((k) => path.endsWith(k));
    if (key === undefined) throw new Error(`no recorded body for ${path}`);
    return routes[key];
  };
  return { rest, paths };
}

const binanceRoutes = {
  '/fapi/v1/exchangeInfo': recorded('BINANCE', 'exchangeInfo_2025-08_gct.json').response,
  '/fapi/v1/premiumIndex': recorded('BINANCE', 'premiumIndex_all_2024-11-27.json').response,
  '/fapi/v1/fundingRate': recorded('BINANCE', 'doc_funding_rate.json').response,
  '/futures/data/openInterestHist': recorded('BINANCE', 'doc_open_interest_historical.json').response,
  '/futures/data/globalLongShortAccountRatio': recorded('BINANCE', 'doc_global_long_short_account_ratio.json')
    .response,
};

describe('exchange positioning through ccxt on recorded bodies', () => {
  it('Binance: the forecast of every symbol in one call, the histories of a few in turn', async () => {
    const { rest, paths } = recordedRest(
      new ccxt.binanceusdm({ options: { fetchCurrencies: false, fetchMarkets: { types: ['linear'] } } }),
      binanceRoutes,
    );
    await rest.loadMarkets();
    const source = createExchangePositioning({
      exchange: 'BINANCE',
      rest,
      ccxtSymbol: async (d) => rest.markets_by_id?.[d]?.[0]?.symbol,
      historiesPerRun: 1,
    });
    expect(source.liquidations).toBe(false);
    const until = 1732716000000;
    const batch = await source.read(['BTCUSDT', 'ETHUSDT', 'NOPEUSDT'], 0, until);
    expect(batch.forecasts).toEqual([
      { symbol: 'BTCUSDT', asOf: until, predictedRate: 0.00013062, nextFundingTime: 1732723200000 },
      { symbol: 'ETHUSDT', asOf: until, predictedRate: 0.00019922, nextFundingTime: 1732723200000 },
    ]);
    // one symbol's histories this run (BTC), the documented examples' values
    expect(batch.funding).toEqual([
      { symbol: 'BTCUSDT', time: 1570608000000, rate: -0.0375, intervalHours: null },
      { symbol: 'BTCUSDT', time: 1570636800000, rate: 0.0001, intervalHours: 8 },
    ]);
    expect(batch.metrics).toEqual([
      expect.objectContaining({
        symbol: 'BTCUSDT',
        time: 1583127900000,
        openInterest: 20403.637,
        openInterestValue: 150570784.07809979,
        longShortRatio: null,
        topTraderLongShortRatio: null,
      }),
      expect.objectContaining({ symbol: 'BTCUSDT', time: 1583128200000, openInterest: 20401.367 }),
    ]);
    // the next run reads the next symbol's histories (ccxt keeps only rows of the symbol asked)
    paths.length = 0;
    await source.read(['BTCUSDT', 'ETHUSDT'], 0, until);
    expect(paths.filter((p) => p.includes('/fundingRate?'))).toEqual([
      expect.stringContaining('symbol=ETHUSDT'),
    ]);
    expect(paths.filter((p) => p.includes('/premiumIndex'))).toHaveLength(1);
  });

  it('MEXC: open interest from the contract ticker’s holdVol × contract size; no ratios', async () => {
    const mexcRoutes = {
      '/api/v1/contract/detail': recorded('MEXC', 'contract_detail_all_gct.json').response,
      '/api/v1/contract/ticker': recorded('MEXC', 'ticker_all_gct.json').response,
      // loadMarkets always asks for the spot markets too: none here
      '/api/v3/exchangeInfo': { timezone: 'CST', serverTime: 0, symbols: [] },
    };
    const { rest } = recordedRest(
      new ccxt.mexc({
        options: { fetchMarkets: { types: { spot: false, swap: { linear: true, inverse: false } } } },
      }),
      mexcRoutes,
    );
    rest.fetchFundingRates = async () => ({});
    rest.fetchFundingRateHistory = async () => [];
    await rest.loadMarkets();
    const btc = rest.markets?.['BTC/USDT:USDT'];
    expect(btc?.contractSize).toBeGreaterThan(0);
    const source = createExchangePositioning({
      exchange: 'MEXC',
      rest,
      ccxtSymbol: async (d) => (d === 'BTCUSDT' ? 'BTC/USDT:USDT' : undefined),
    });
    const until = Date.UTC(2025, 11, 31, 12, 3);
    const batch = await source.read(['BTCUSDT'], until - 3_600_000, until);
    const coins = 277022504 * (btc?.contractSize ?? 0);
    expect(batch.metrics).toEqual([
      {
        symbol: 'BTCUSDT',
        time: Date.UTC(2025, 11, 31, 12, 0),
        openInterest: coins,
        openInterestValue: coins * 87718.1,
        longShortRatio: null,
        topTraderAccountRatio: null,
        topTraderLongShortRatio: null,
        takerBuySellRatio: null,
      },
    ]);
  });

  it('a failed call is reported and the rest of the run goes on', async () => {
    const errors: string[] = [];
    const rest = {
      markets: {},
      fetchFundingRates: async () => {
        throw new Error('418');
      },
      fetchFundingRateHistory: async () => [{ timestamp: 2, fundingRate: 0.0001 }],
      fetchOpenInterestHistory: async () => {
        throw new Error('429');
      },
      fetchLongShortRatioHistory: async () => [],
    } as unknown as Exchange;
    const source = createExchangePositioning({
      exchange: 'BYBIT',
      rest,
      ccxtSymbol: async () => 'BTC/USDT:USDT',
      onError: (message) => errors.push(message),
    });
    const batch = await source.read(['BTCUSDT'], 0, 10);
    expect(batch.funding).toHaveLength(1);
    expect(batch.metrics).toEqual([]);
    expect(errors).toEqual([
      'positioning: BYBIT fetchFundingRates failed',
      'positioning: BYBIT fetchOpenInterestHistory failed',
    ]);
    expect(settlementsOf([{ timestamp: 3, fundingRate: Number.NaN }])).toEqual([]);
  });
});
