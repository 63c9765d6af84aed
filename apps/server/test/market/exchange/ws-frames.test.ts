import ccxt, { type Exchange, type OHLCV } from 'ccxt';
import { describe, expect, it } from 'vitest';
import { tapQuoteVolumes } from '../../../src/market/exchange/quote-volume-tap.ts';
import { candleFromWs } from '../../../src/market/exchange/ws-candle.ts';
import {
  binanceWsQuoteVolumes,
  bybitWsQuoteVolumes,
  mexcWsQuoteVolumes,
  type QuoteVolumeTick,
} from '../../../src/market/exchange/ws-quote-volumes.ts';
import { recorded } from '../../mocks/exchange/recorded-bodies.ts';

/**
 * The recorded websocket frames through the live feed's path: ccxt.pro parses the frame (OHLC, base
 * volume), the quote-volume tap reads the raw frame, `candleFromWs` joins them into the candle the bar
 * tracker receives. No socket: frames go to `handleMessage` as the socket would deliver them.
 */
type Stored = Record<string, Record<string, OHLCV[]>>;

function feed(pro: Exchange, url: string, extract: (m: unknown) => QuoteVolumeTick[], frames: unknown[]) {
  const tap = tapQuoteVolumes(pro, extract);
  const client = { url, resolve: () => undefined, reject: () => undefined, subscriptions: {}, futures: {} };
  for (const frame of frames) pro.handleMessage(client as never, frame as never);
  return tap;
}

const stubbed = <T extends Exchange>(pro: T, methods: Record<string, () => Promise<unknown>>): T =>
  Object.assign(pro, methods);

describe('websocket frames → the bar the live feed passes on', () => {
  it('Binance: six frames of SUSHIUSDT 1m, the closed bar with its exact quote volume', async () => {
    const pro = stubbed(new ccxt.pro.binanceusdm({}), {
      fapiPublicGetExchangeInfo: async () =>
        recorded('BINANCE', 'exchangeInfo_2021-07_cryptofeed.json').response,
    });
    await pro.loadMarkets();
    const frames = recorded('BINANCE', 'ws_kline_1m_SUSHIUSDT_cryptofeed.json').response as unknown[];
    const tap = feed(pro, 'wss://fstream.binance.com/ws', binanceWsQuoteVolumes, frames);
    // SUSHIUSDT is not among the 45 recorded markets, so ccxt keys it by its id.
    const bars = (pro.ohlcvs as unknown as Stored).SUSHIUSDT?.['1m'] ?? [];
    expect(bars.map((b) => b[0])).toEqual([1626992700000, 1626992760000]);
    const closed = bars[0] as OHLCV;
    expect(candleFromWs(closed, 1, tap.quoteVolume('SUSHIUSDT', '1m', 1626992700000))).toEqual({
      openTime: 1626992700000,
      open: 7.608,
      high: 7.618,
      low: 7.607,
      close: 7.617,
      volume: 22875.859,
    });
    // Without the tap: 3005 SUSHI × typical price, close to the exact figure.
    expect(candleFromWs(closed, 1, undefined).volume).toBeCloseTo((3005 * (7.618 + 7.607 + 7.617)) / 3, 6);
  });

  it('Bybit: kline.1.BTCUSDT to BTC/USDT:USDT with the turnover as volume', async () => {
    const items = recorded('BYBIT', 'instruments_info_linear_entries_ccxt.json').response;
    const pro = stubbed(new ccxt.pro.bybit({ options: { fetchMarkets: { types: ['linear'] } } }), {
      publicGetV5MarketInstrumentsInfo: async () => ({
        retCode: 0,
        retMsg: 'OK',
        result: { category: 'linear', list: items, nextPageCursor: '' },
        retExtInfo: {},
        time: 1,
      }),
    });
    await pro.loadMarkets();
    const frame = recorded('BYBIT', 'ws_kline_1_BTCUSDT.json').response;
    const tap = feed(pro, 'wss://stream.bybit.com/v5/public/linear', bybitWsQuoteVolumes, [frame]);
    const bar = (pro.ohlcvs as unknown as Stored)['BTC/USDT:USDT']?.['1m']?.[0] as OHLCV;
    expect(candleFromWs(bar, 1, tap.quoteVolume('BTCUSDT', '1', Number(bar[0])))).toEqual({
      openTime: 1719667560000,
      open: 61030,
      high: 61030,
      low: 61015,
      close: 61029.9,
      volume: 658980.4245,
    });
  });

  it('MEXC: push.kline seconds → ms; the amount, not the 79 contracts ccxt reads, is the volume', async () => {
    const pro = stubbed(new ccxt.pro.mexc({}), {
      spotPublicGetExchangeInfo: async () => ({ symbols: [] }),
      contractPublicGetDetail: async () => ({
        success: true,
        code: 0,
        data: [
          {
            symbol: 'CHEEMS_USDT',
            baseCoin: 'CHEEMS',
            quoteCoin: 'USDT',
            settleCoin: 'USDT',
            state: 0,
            type: 1,
          },
        ],
      }),
    });
    await pro.loadMarkets();
    const frame = recorded('MEXC', 'ws_push_kline_gct.json').response;
    const tap = feed(pro, 'wss://contract.mexc.com/edge', mexcWsQuoteVolumes, [frame]);
    const bar = (pro.ohlcvs as unknown as Stored)['CHEEMS/USDT:USDT']?.['15m']?.[0] as OHLCV;
    expect(bar[5]).toBe(79);
    expect(candleFromWs(bar, 1, tap.quoteVolume('CHEEMS_USDT', 'Min15', Number(bar[0])))).toEqual({
      openTime: 1746351000000,
      open: 1.5036e-6,
      high: 1.5036e-6,
      low: 1.4962e-6,
      close: 1.4988e-6,
      volume: 1183.078,
    });
  });
});
