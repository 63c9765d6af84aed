import { mockBars } from './mock-klines.ts';
import type { MockInstrument } from './mock-universe.ts';
import { intParam, json, type MockVenue, type MockVenueContext, timeframeMsById } from './mock-venue.ts';

const mexcId = (m: MockInstrument): string => `${m.base}_${m.quote}`;
const klinePrefix = '/api/v1/contract/kline/';

function contract(m: MockInstrument): Record<string, unknown> {
  return {
    symbol: mexcId(m),
    displayName: `${mexcId(m)}永续`,
    displayNameEn: `${mexcId(m)} PERPETUAL`,
    positionOpenType: 3,
    baseCoin: m.base,
    quoteCoin: m.quote,
    settleCoin: m.settle,
    contractSize: m.contractSize,
    minLeverage: 1,
    maxLeverage: 200,
    priceScale: 4,
    volScale: 0,
    amountScale: 4,
    priceUnit: 0.0001,
    volUnit: 1,
    minVol: 1,
    maxVol: 1000000,
    takerFeeRate: 0.0002,
    makerFeeRate: 0,
    state: m.active ? 0 : 1,
    isNew: false,
    isHot: false,
    isHidden: false,
    futureType: 1,
    // 1: a crypto contract (the recorded detail lists commodities such as SILVER_USDT as 2).
    type: 1,
  };
}

/** Spot exchangeInfo, contract detail and contract kline in MEXC's recorded shapes (times in seconds). */
export function createMexcVenue(ctx: MockVenueContext): MockVenue {
  const listed = ctx.universe.filter((m) => m.kind !== 'future');
  const byId = new Map(listed.map((m) => [mexcId(m), m]));
  return {
    // Documented: contract market endpoints 20 requests per 2 seconds.
    budget: { capacity: 20, windowMs: 2_000 },
    symbolOf: (req) => (req.path.startsWith(klinePrefix) ? req.path.slice(klinePrefix.length) : undefined),
    cost: () => 1,
    handle(req) {
      const now = ctx.now();
      if (req.path === '/api/v3/exchangeInfo') {
        const spot = {
          symbol: 'BTCUSDT',
          status: '1',
          baseAsset: 'BTC',
          quoteAsset: 'USDT',
          isSpotTradingAllowed: true,
        };
        return json(200, {
          timezone: 'CST',
          serverTime: now,
          rateLimits: [],
          exchangeFilters: [],
          symbols: [spot],
        });
      }
      if (req.path === '/api/v1/contract/ping') return json(200, { success: true, code: 0, data: now });
      if (req.path === '/api/v1/contract/detail')
        return json(200, { success: true, code: 0, data: listed.map(contract) });
      if (!req.path.startsWith(klinePrefix))
        return json(404, { success: false, code: 404, message: 'Not found' });
      const m = byId.get(req.path.slice(klinePrefix.length));
      if (m === undefined)
        return json(200, { success: false, code: 1001, message: 'Contract does not exist!' });
      const tf = timeframeMsById[req.query.get('interval') ?? 'Min1'];
      if (tf === undefined) return json(200, { success: false, code: 600, message: 'Parameter error' });
      const start = (intParam(req.query, 'start') ?? 0) * 1000;
      const end = (intParam(req.query, 'end') ?? now / 1000) * 1000;
      const bars = mockBars(m.index, tf, start, end, now, m.listedAt).slice(-2000);
      const data = {
        time: bars.map((b) => b.openTime / 1000),
        open: bars.map((b) => b.open),
        close: bars.map((b) => b.close),
        high: bars.map((b) => b.high),
        low: bars.map((b) => b.low),
        vol: bars.map((b) => Math.round(b.baseVolume / m.contractSize)),
        amount: bars.map((b) => b.quoteVolume),
        realOpen: bars.map((b) => b.open),
        realClose: bars.map((b) => b.close),
        realHigh: bars.map((b) => b.high),
        realLow: bars.map((b) => b.low),
      };
      return json(200, { success: true, code: 0, data });
    },
    rateLimited: () =>
      json(200, { success: false, code: 510, message: 'Requests are too frequent, please try again later' }),
    usageHeaders: () => ({}),
  };
}
