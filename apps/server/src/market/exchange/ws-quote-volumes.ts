import type { Candle } from '@app/core';

/**
 * Raw websocket kline frames read in each exchange's own words, because ccxt.pro parses them to
 * base volume only (contracts on MEXC): Binance `k.q`, Bybit `turnover`, MEXC swap `a` (amount) are
 * the exact quote volumes. Keys use exchange-native ids and interval ids so they can be matched to
 * ccxt's parsed bars. Shapes as recorded from the live streams (test/fixtures/exchange/).
 */
export interface WsKlineBar {
  marketId: string;
  interval: string;
  /** Open time in ms, prices, and the quote volume (USDT). */
  candle: Candle;
  /** Whether the frame says the bar is final (Binance `k.x`, Bybit `confirm`); null when it does not say (MEXC). */
  closed: boolean | null;
}

export interface QuoteVolumeTick {
  marketId: string;
  interval: string;
  openTime: number;
  quoteVolume: number;
}

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj | undefined =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Obj) : undefined;
const num = (v: unknown): number | undefined => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN;
  return Number.isFinite(n) ? n : undefined;
};

function bar(
  marketId: unknown,
  interval: unknown,
  values: [unknown, unknown, unknown, unknown, unknown, unknown],
  closed: boolean | null,
): WsKlineBar[] {
  const [openTime, open, high, low, close, volume] = values.map(num);
  if (
    typeof marketId !== 'string' ||
    typeof interval !== 'string' ||
    openTime === undefined ||
    open === undefined ||
    high === undefined ||
    low === undefined ||
    close === undefined ||
    volume === undefined
  ) {
    return [];
  }
  return [{ marketId, interval, candle: { openTime, open, high, low, close, volume }, closed }];
}

/**
 * `{"e":"kline","s":"BTCUSDT","k":{"t":…,"i":"5m","o":…,"q":"…","x":false}}`, or the same wrapped as
 * `{"stream":"btcusdt@kline_5m","data":{…}}` on a combined stream. `x: true` is the closing frame.
 */
export function binanceWsKlines(message: unknown): WsKlineBar[] {
  const m = obj(message);
  const event = typeof m?.stream === 'string' ? obj(m.data) : m;
  const k = obj(event?.k);
  if (k === undefined) return [];
  const closed = typeof k.x === 'boolean' ? k.x : null;
  return bar(k.s ?? event?.s, k.i, [k.t, k.o, k.h, k.l, k.c, k.q], closed);
}

/** `{"topic":"kline.5.BTCUSDT","data":[{"start":…,"open":"…","turnover":"…","confirm":false}]}` */
export function bybitWsKlines(message: unknown): WsKlineBar[] {
  const m = obj(message);
  const topic = typeof m?.topic === 'string' ? m.topic.split('.') : [];
  if (topic[0] !== 'kline' || !Array.isArray(m?.data)) return [];
  return m.data.flatMap((item) => {
    const d = obj(item);
    if (d === undefined) return [];
    const closed = typeof d.confirm === 'boolean' ? d.confirm : null;
    return bar(topic[2], topic[1], [d.start, d.open, d.high, d.low, d.close, d.turnover], closed);
  });
}

/** `{"channel":"push.kline","data":{"symbol":"BTC_USDT","interval":"Min5","t":<s>,"o":…,"a":…,"q":…}}` */
export function mexcWsKlines(message: unknown): WsKlineBar[] {
  const m = obj(message);
  const d = obj(m?.data);
  if (m?.channel !== 'push.kline' || d === undefined) return [];
  const t = num(d.t);
  return bar(
    d.symbol ?? m.symbol,
    d.interval,
    [t === undefined ? undefined : t * 1000, d.o, d.h, d.l, d.c, d.a],
    null,
  );
}

const ticks = (bars: WsKlineBar[]): QuoteVolumeTick[] =>
  bars.map((b) => ({
    marketId: b.marketId,
    interval: b.interval,
    openTime: b.candle.openTime,
    quoteVolume: b.candle.volume,
  }));

export const binanceWsQuoteVolumes = (message: unknown): QuoteVolumeTick[] => ticks(binanceWsKlines(message));
export const bybitWsQuoteVolumes = (message: unknown): QuoteVolumeTick[] => ticks(bybitWsKlines(message));
export const mexcWsQuoteVolumes = (message: unknown): QuoteVolumeTick[] => ticks(mexcWsKlines(message));
