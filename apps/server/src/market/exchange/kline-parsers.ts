import type { Candle } from '@app/core';
import { MalformedResponseError } from './with-retry.ts';

/**
 * Raw kline responses → candles with QUOTE volume (USDT). ccxt's parsed OHLCV carries base volume
 * (contracts on MEXC), so the raw rows are read instead: Binance index 7 (quote asset volume),
 * Bybit index 6 (turnover), MEXC `amount`. Where a row lacks it, the estimate
 * base volume × typical price (h+l+c)/3 is used (`estimateQuoteVolume`).
 */
function toNumber(value: unknown, what: string): number {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : Number.NaN;
  if (!Number.isFinite(n))
    throw new MalformedResponseError(`kline ${what} is not a number: ${String(value)}`);
  return n;
}

export function estimateQuoteVolume(baseVolume: number, high: number, low: number, close: number): number {
  return (baseVolume * (high + low + close)) / 3;
}

function candle(
  t: unknown,
  o: unknown,
  h: unknown,
  l: unknown,
  c: unknown,
  base: unknown,
  quote: unknown,
): Candle {
  const high = toNumber(h, 'high');
  const low = toNumber(l, 'low');
  const close = toNumber(c, 'close');
  const volume =
    quote === undefined || quote === null
      ? estimateQuoteVolume(toNumber(base, 'volume'), high, low, close)
      : toNumber(quote, 'quote volume');
  return { openTime: toNumber(t, 'open time'), open: toNumber(o, 'open'), high, low, close, volume };
}

/** Ascending, one bar per open time, only bars inside [start, end]. */
export function clampWindow(candles: Candle[], start: number, end: number): Candle[] {
  const byTime = new Map<number, Candle>();
  for (const c of candles) if (c.openTime >= start && c.openTime <= end) byTime.set(c.openTime, c);
  return [...byTime.values()].sort((a, b) => a.openTime - b.openTime);
}

function rows(value: unknown, what: string): unknown[][] {
  if (!Array.isArray(value) || !value.every(Array.isArray))
    throw new MalformedResponseError(`${what}: not a list of rows`);
  return value;
}

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}

/** GET /fapi/v1/klines: [openTime, o, h, l, c, baseVolume, closeTime, quoteVolume, trades, …]. */
export function parseBinanceKlines(raw: unknown): Candle[] {
  return rows(raw, 'binance klines').map((r) => candle(r[0], r[1], r[2], r[3], r[4], r[5], r[7]));
}

/** GET /v5/market/kline: result.list of [start, o, h, l, c, volume, turnover], newest first. */
export function parseBybitKlines(raw: unknown): Candle[] {
  const list = rows(field(field(raw, 'result'), 'list'), 'bybit kline');
  return list.map((r) => candle(r[0], r[1], r[2], r[3], r[4], r[5], r[6])).reverse();
}

/** GET /api/v1/contract/kline/{symbol}: column arrays, `time` in seconds, `vol` in contracts, `amount` in USDT. */
export function parseMexcKlines(raw: unknown, contractSize: number): Candle[] {
  const data = field(raw, 'data');
  const column = (key: string): unknown[] => {
    const value = field(data, key);
    if (!Array.isArray(value)) throw new MalformedResponseError(`mexc kline: missing ${key}`);
    return value;
  };
  const time = column('time');
  const [open, high, low, close, vol] = ['open', 'high', 'low', 'close', 'vol'].map(column);
  const amount = field(data, 'amount');
  return time.map((t, i) =>
    candle(
      toNumber(t, 'time') * 1000,
      open?.[i],
      high?.[i],
      low?.[i],
      close?.[i],
      toNumber(vol?.[i], 'vol') * contractSize,
      Array.isArray(amount) ? amount[i] : undefined,
    ),
  );
}
