import type { MockExchangeName } from './mock-exchange-server.ts';
import { json, type MockVenue } from './mock-venue.ts';
import { recorded } from './recorded-bodies.ts';

export interface RecordedChoice {
  /** Markets file in the venue's fixture folder; the newest full recording by default. */
  markets?: string;
  /** Klines file served for every kline request. */
  klines?: string;
}

const defaults: Record<MockExchangeName, Required<RecordedChoice>> = {
  BINANCE: { markets: 'exchangeInfo_2021-07_cryptofeed.json', klines: 'klines_1d_BTCUSDT_2023-01_gct.json' },
  BYBIT: { markets: 'instruments_info_linear_entries_ccxt.json', klines: 'kline_60_BTCUSDT_ccxt.json' },
  MEXC: { markets: 'contract_detail_all_gct.json', klines: 'kline_Min5_BTC_USDT_gct.json' },
};

const marketPaths: Record<MockExchangeName, string> = {
  BINANCE: '/fapi/v1/exchangeInfo',
  BYBIT: '/v5/market/instruments-info',
  MEXC: '/api/v1/contract/detail',
};

const isKlinePath = (path: string): boolean =>
  path === '/fapi/v1/klines' || path === '/v5/market/kline' || path.startsWith('/api/v1/contract/kline/');

/**
 * A mock venue that answers market discovery and klines with the real exchange's recorded bodies,
 * whatever the query (the klines file is one recorded window); everything else (spot exchangeInfo on
 * MEXC, time, rate limits) as the generated venue does. Bybit's list items were recorded without
 * their envelope (see the fixture README): they are wrapped in v5's `{retCode, result: {list}}`.
 */
export function withRecordedMarketData(
  exchange: MockExchangeName,
  generated: MockVenue,
  choice: RecordedChoice,
): MockVenue {
  const files = { ...defaults[exchange], ...choice };
  const markets = recorded(exchange, files.markets).response;
  const klines = recorded(exchange, files.klines).response;
  return {
    ...generated,
    handle(req) {
      if (req.path === marketPaths[exchange]) {
        if (exchange !== 'BYBIT') return json(200, markets);
        const list = req.query.get('status') === 'PreLaunch' ? [] : markets;
        return json(200, {
          retCode: 0,
          retMsg: 'OK',
          result: { category: 'linear', list, nextPageCursor: '' },
          retExtInfo: {},
          time: 1_700_000_000_000,
        });
      }
      if (isKlinePath(req.path)) return json(200, klines);
      return generated.handle(req);
    },
  };
}
