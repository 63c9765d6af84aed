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
  binanceWsKlines,
  binanceWsQuoteVolumes,
  bybitWsKlines,
  bybitWsQuoteVolumes,
  mexcWsKlines,
  mexcWsQuoteVolumes,
} from '../../../src/market/exchange/ws-quote-volumes.ts';
import { recorded } from '../../mocks/exchange/recorded-bodies.ts';

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

describe('recorded REST klines', () => {
  it('Binance 5m LTCUSDT: 50 ascending rows, quote volume from index 7', () => {
    const candles = parseBinanceKlines(recorded('BINANCE', 'klines_5m_LTCUSDT_gct.json').response);
    expect(candles).toHaveLength(50);
    expect(candles.every((c, i) => i === 0 || c.openTime - (candles[i - 1]?.openTime ?? 0) === 300_000)).toBe(
      true,
    );
    expect([candles[0], candles.at(-1)]).toEqual([
      { openTime: 1602669900000, open: 50.49, high: 50.52, low: 50.31, close: 50.33, volume: 192171.59398 },
      { openTime: 1602684600000, open: 50.84, high: 50.84, low: 50.61, close: 50.7, volume: 732506.20676 },
    ]);
  });
});

describe('websocket kline frames (recorded)', () => {
  it('Binance: the combined-stream frames of one 1m bar, the x:true frame closing it', () => {
    const frames = recorded('BINANCE', 'ws_kline_1m_SUSHIUSDT_cryptofeed.json').response as unknown[];
    const bars = frames.flatMap(binanceWsKlines);
    expect(bars.map((b) => [b.candle.openTime, b.closed])).toEqual([
      [1626992700000, false],
      [1626992700000, false],
      [1626992700000, false],
      [1626992700000, true],
      [1626992760000, false],
      [1626992760000, false],
    ]);
    expect(bars[3]).toEqual({
      marketId: 'SUSHIUSDT',
      interval: '1m',
      candle: {
        openTime: 1626992700000,
        open: 7.608,
        high: 7.618,
        low: 7.607,
        close: 7.617,
        volume: 22875.859,
      },
      closed: true,
    });
    expect(binanceWsQuoteVolumes(frames[3])).toEqual([
      { marketId: 'SUSHIUSDT', interval: '1m', openTime: 1626992700000, quoteVolume: 22875.859 },
    ]);
  });

  it('Bybit: `confirm: false` is a forming bar; turnover is the quote volume', () => {
    const frame = recorded('BYBIT', 'ws_kline_1_BTCUSDT.json').response;
    expect(bybitWsKlines(frame)).toEqual([
      {
        marketId: 'BTCUSDT',
        interval: '1',
        candle: {
          openTime: 1719667560000,
          open: 61030,
          high: 61030,
          low: 61015,
          close: 61029.9,
          volume: 658980.4245,
        },
        closed: false,
      },
    ]);
    const confirmed = JSON.parse(JSON.stringify(frame).replace('"confirm":false', '"confirm":true'));
    expect(bybitWsKlines(confirmed)[0]?.closed).toBe(true);
  });

  it('MEXC: seconds → ms, `a` (amount) is the quote volume, `q` (contracts) is not', () => {
    const frame = recorded('MEXC', 'ws_push_kline_gct.json').response;
    expect(mexcWsKlines(frame)).toEqual([
      {
        marketId: 'CHEEMS_USDT',
        interval: 'Min15',
        candle: {
          openTime: 1746351000000,
          open: 1.5036e-6,
          high: 1.5036e-6,
          low: 1.4962e-6,
          close: 1.4988e-6,
          volume: 1183.078,
        },
        closed: null,
      },
    ]);
    expect(mexcWsQuoteVolumes(frame)[0]?.quoteVolume).toBe(1183.078);
  });

  it('ignores other messages', () => {
    expect(binanceWsKlines({ e: 'depthUpdate' })).toEqual([]);
    expect(bybitWsKlines({ topic: 'tickers.BTCUSDT', data: {} })).toEqual([]);
    expect(mexcWsKlines(recorded('MEXC', 'kline_Min5_BTC_USDT_gct.json').response)).toEqual([]);
    expect(bybitWsQuoteVolumes({ topic: 'kline.5.BTCUSDT', data: [{ start: 60 }] })).toEqual([]);
  });
});
