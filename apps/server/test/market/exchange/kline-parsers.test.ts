import ccxt from 'ccxt';
import { describe, expect, it } from 'vitest';
import {
  estimateQuoteVolume,
  parseBinanceKlines,
  parseBybitKlines,
  parseMexcKlines,
} from '../../../src/market/exchange/kline-parsers.ts';
import { MalformedResponseError } from '../../../src/market/exchange/with-retry.ts';
import {
  binanceWsQuoteVolumes,
  bybitWsQuoteVolumes,
  mexcWsQuoteVolumes,
} from '../../../src/market/exchange/ws-quote-volumes.ts';

describe('kline parsers', () => {
  it('reads quote volume from the raw rows of each exchange', () => {
    const binance = [[1000, '1', '2', '0.5', '1.5', '10', 1999, '14.2', 5, '4', '5.6', '0']];
    expect(parseBinanceKlines(binance)).toEqual([
      { openTime: 1000, open: 1, high: 2, low: 0.5, close: 1.5, volume: 14.2 },
    ]);
    const bybit = {
      retCode: 0,
      result: {
        list: [
          ['2000', '2', '2', '2', '2', '1', '2.1'],
          ['1000', '1', '1', '1', '1', '1', '1.1'],
        ],
      },
    };
    expect(parseBybitKlines(bybit).map((c) => [c.openTime, c.volume])).toEqual([
      [1000, 1.1],
      [2000, 2.1],
    ]);
    const mexc = {
      success: true,
      data: { time: [1], open: [1], high: [2], low: [1], close: [2], vol: [300], amount: [555.5] },
    };
    expect(parseMexcKlines(mexc, 0.01)).toEqual([
      { openTime: 1000, open: 1, high: 2, low: 1, close: 2, volume: 555.5 },
    ]);
  });

  it('estimates base × typical price where the quote volume is missing (MEXC vol in contracts)', () => {
    const mexc = { data: { time: [1], open: [1], high: [3], low: [1], close: [2], vol: [300] } };
    expect(parseMexcKlines(mexc, 0.01)[0]?.volume).toBeCloseTo(estimateQuoteVolume(3, 3, 1, 2));
    expect(estimateQuoteVolume(3, 3, 1, 2)).toBe(6);
  });

  it('rejects bodies that are not the documented shape as retryable', () => {
    expect(() => parseBinanceKlines('{"truncated": [1, 2')).toThrow(MalformedResponseError);
    expect(() => parseBinanceKlines([[1, 'x', '1', '1', '1', '1', 2, '1']])).toThrow(MalformedResponseError);
    expect(() => parseBybitKlines({ retCode: 0, result: {} })).toThrow(MalformedResponseError);
    expect(() => parseMexcKlines({ data: { time: [1] } }, 1)).toThrow(MalformedResponseError);
    expect(new ccxt.RequestTimeout('x')).toBeInstanceOf(ccxt.NetworkError);
  });
});

describe('websocket quote volumes', () => {
  it('extracts the exact quote volume from each exchange message shape', () => {
    expect(
      binanceWsQuoteVolumes({ e: 'kline', s: 'BTCUSDT', k: { s: 'BTCUSDT', i: '5m', t: 60, q: '12.5' } }),
    ).toEqual([{ marketId: 'BTCUSDT', interval: '5m', openTime: 60, quoteVolume: 12.5 }]);
    expect(bybitWsQuoteVolumes({ topic: 'kline.5.BTCUSDT', data: [{ start: 60, turnover: '7' }] })).toEqual([
      { marketId: 'BTCUSDT', interval: '5', openTime: 60, quoteVolume: 7 },
    ]);
    expect(
      mexcWsQuoteVolumes({
        channel: 'push.kline',
        data: { symbol: 'BTC_USDT', interval: 'Min5', t: 60, a: 9 },
      }),
    ).toEqual([{ marketId: 'BTC_USDT', interval: 'Min5', openTime: 60_000, quoteVolume: 9 }]);
    expect(binanceWsQuoteVolumes({ e: 'depthUpdate' })).toEqual([]);
    expect(bybitWsQuoteVolumes({ topic: 'tickers.BTCUSDT', data: {} })).toEqual([]);
  });
});
