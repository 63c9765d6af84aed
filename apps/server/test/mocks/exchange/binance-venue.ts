import { mockBars } from './mock-klines.ts';
import type { MockInstrument } from './mock-universe.ts';
import { intParam, json, type MockVenue, type MockVenueContext, timeframeMsById } from './mock-venue.ts';

/** Binance USDⓈ-M kline weight by `limit` (documented: [1,100) 1, [100,500) 2, [500,1000] 5, >1000 10). */
function binanceKlineWeight(limit: number): number {
  if (limit < 100) return 1;
  if (limit < 500) return 2;
  if (limit <= 1000) return 5;
  return 10;
}

const binanceId = (m: MockInstrument): string =>
  m.kind === 'future' ? `${m.base}${m.quote}_251226` : `${m.base}${m.quote}`;

function symbolInfo(m: MockInstrument): Record<string, unknown> {
  return {
    symbol: binanceId(m),
    pair: `${m.base}${m.quote}`,
    contractType: m.kind === 'future' ? 'CURRENT_QUARTER' : 'PERPETUAL',
    deliveryDate: m.kind === 'future' ? 1766736000000 : 4133404800000,
    onboardDate: m.listedAt || 1569398400000,
    status: m.active ? 'TRADING' : 'SETTLING',
    baseAsset: m.base,
    quoteAsset: m.quote,
    marginAsset: m.settle,
    pricePrecision: 4,
    quantityPrecision: 3,
    baseAssetPrecision: 8,
    quotePrecision: 8,
    underlyingType: 'COIN',
    filters: [
      { filterType: 'PRICE_FILTER', minPrice: '0.0001', maxPrice: '1000000', tickSize: '0.0001' },
      { filterType: 'LOT_SIZE', minQty: '0.001', maxQty: '1000000', stepSize: '0.001' },
      { filterType: 'MIN_NOTIONAL', notional: '5' },
    ],
    orderTypes: ['LIMIT', 'MARKET'],
    timeInForce: ['GTC', 'IOC', 'FOK', 'GTX'],
  };
}

/** GET /fapi/v1/exchangeInfo, /fapi/v1/klines, /fapi/v1/time in Binance's recorded shapes. */
export function createBinanceVenue(ctx: MockVenueContext): MockVenue {
  const listed = ctx.universe.filter((m) => m.kind !== 'inverse');
  const byId = new Map(listed.map((m) => [binanceId(m), m]));
  return {
    budget: { capacity: 2400, windowMs: 60_000 },
    symbolOf: (req) => req.query.get('symbol') ?? undefined,
    cost(req) {
      if (req.path.endsWith('/klines')) return binanceKlineWeight(intParam(req.query, 'limit') ?? 500);
      return 1;
    },
    handle(req) {
      const now = ctx.now();
      if (req.path === '/fapi/v1/time') return json(200, { serverTime: now });
      if (req.path === '/fapi/v1/exchangeInfo') {
        return json(200, {
          timezone: 'UTC',
          serverTime: now,
          futuresType: 'U_MARGINED',
          rateLimits: [{ rateLimitType: 'REQUEST_WEIGHT', interval: 'MINUTE', intervalNum: 1, limit: 2400 }],
          exchangeFilters: [],
          assets: [],
          symbols: listed.map(symbolInfo),
        });
      }
      if (req.path !== '/fapi/v1/klines') return json(404, { code: -1, msg: 'Not found' });
      const m = byId.get(req.query.get('symbol') ?? '');
      if (m === undefined) return json(400, { code: -1121, msg: 'Invalid symbol.' });
      const tf = timeframeMsById[req.query.get('interval') ?? ''];
      if (tf === undefined) return json(400, { code: -1120, msg: 'Invalid interval.' });
      const limit = intParam(req.query, 'limit') ?? 500;
      if (limit < 1 || limit > 1500) return json(400, { code: -1130, msg: 'Invalid limit.' });
      const start = intParam(req.query, 'startTime');
      const end = intParam(req.query, 'endTime');
      const bars = mockBars(m.index, tf, start ?? 0, end ?? now, now, m.listedAt);
      // Documented: with endTime (or neither bound) the `limit` bars nearest the end; with only startTime, from it.
      const page = start !== undefined && end === undefined ? bars.slice(0, limit) : bars.slice(-limit);
      return json(
        200,
        page.map((b) => [
          b.openTime,
          String(b.open),
          String(b.high),
          String(b.low),
          String(b.close),
          String(b.baseVolume),
          b.openTime + tf - 1,
          String(b.quoteVolume),
          100,
          String(b.baseVolume / 2),
          String(b.quoteVolume / 2),
          '0',
        ]),
      );
    },
    rateLimited: (retryAfterMs) => ({
      status: 429,
      headers: { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) },
      body: JSON.stringify({
        code: -1003,
        msg: 'Too many requests; current limit of IP is 2400 requests per minute.',
      }),
    }),
    usageHeaders: (used) => ({ 'X-MBX-USED-WEIGHT-1M': String(used) }),
  };
}
