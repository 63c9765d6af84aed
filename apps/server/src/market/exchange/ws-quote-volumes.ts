/**
 * Exact quote volumes from raw websocket kline messages, which ccxt.pro parses to base volume only:
 * Binance `k.q`, Bybit `turnover`, MEXC swap `a` (amount). Keys use exchange-native ids and
 * interval ids so they can be matched to ccxt's parsed bars.
 */
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
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : Number.NaN;
  return Number.isFinite(n) ? n : undefined;
};

function tick(
  marketId: unknown,
  interval: unknown,
  openTime: number | undefined,
  q: unknown,
): QuoteVolumeTick[] {
  const quoteVolume = num(q);
  if (
    typeof marketId !== 'string' ||
    typeof interval !== 'string' ||
    openTime === undefined ||
    quoteVolume === undefined
  ) {
    return [];
  }
  return [{ marketId, interval, openTime, quoteVolume }];
}

/** `{"e":"kline","s":"BTCUSDT","k":{"t":…,"i":"5m","q":"…"}}` */
export function binanceWsQuoteVolumes(message: unknown): QuoteVolumeTick[] {
  const k = obj(obj(message)?.k);
  if (k === undefined) return [];
  return tick(k.s ?? obj(message)?.s, k.i, num(k.t), k.q);
}

/** `{"topic":"kline.5.BTCUSDT","data":[{"start":…,"turnover":"…"}]}` */
export function bybitWsQuoteVolumes(message: unknown): QuoteVolumeTick[] {
  const m = obj(message);
  const topic = typeof m?.topic === 'string' ? m.topic.split('.') : [];
  if (topic[0] !== 'kline' || !Array.isArray(m?.data)) return [];
  return m.data.flatMap((d) => tick(topic[2], topic[1], num(obj(d)?.start), obj(d)?.turnover));
}

/** `{"channel":"push.kline","data":{"symbol":"BTC_USDT","interval":"Min5","t":<s>,"a":…}}` */
export function mexcWsQuoteVolumes(message: unknown): QuoteVolumeTick[] {
  const m = obj(message);
  const d = obj(m?.data);
  if (m?.channel !== 'push.kline' || d === undefined) return [];
  const t = num(d.t);
  return tick(d.symbol ?? m.symbol, d.interval, t === undefined ? undefined : t * 1000, d.a);
}
