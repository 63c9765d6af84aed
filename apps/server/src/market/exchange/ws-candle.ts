import type { Candle } from '@app/core';
import type { OHLCV } from 'ccxt';
import { estimateQuoteVolume } from './kline-parsers.ts';

/**
 * A bar as ccxt.pro parsed it from a websocket frame ([t, o, h, l, c, base volume], base volume in
 * contracts on MEXC) → a candle with the quote volume: the exact one the raw frame carried
 * (ws-quote-volumes.ts) when there is one, else base volume × contractSize × typical price.
 */
export function candleFromWs(bar: OHLCV, contractSize: number, exactQuote: number | undefined): Candle {
  const [t, o, h, l, c, v] = bar.map((x) => Number(x ?? Number.NaN)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  return {
    openTime: t,
    open: o,
    high: h,
    low: l,
    close: c,
    volume: exactQuote ?? estimateQuoteVolume(v * contractSize, h, l, c),
  };
}
