import { mockBars } from './mock-klines.ts';
import type { MockInstrument } from './mock-universe.ts';
import { intParam, json, type MockVenue, type MockVenueContext, timeframeMsById } from './mock-venue.ts';
import { recordedBody } from './recorded-bodies.ts';

const bybitId = (m: MockInstrument): string => {
  if (m.kind === 'future') return `${m.base}${m.quote}-26DEC25`;
  return m.settle === 'USDC' ? `${m.base}PERP` : `${m.base}${m.quote}`;
};

function instrument(m: MockInstrument): Record<string, unknown> {
  return {
    symbol: bybitId(m),
    contractType: m.kind === 'future' ? 'LinearFutures' : 'LinearPerpetual',
    status: m.active ? 'Trading' : 'Closed',
    baseCoin: m.base,
    quoteCoin: m.quote,
    settleCoin: m.settle,
    launchTime: String(m.listedAt || 1585526400000),
    deliveryTime: m.kind === 'future' ? '1766736000000' : '0',
    deliveryFeeRate: '',
    priceScale: '4',
    leverageFilter: { minLeverage: '1', maxLeverage: '50.00', leverageStep: '0.01' },
    priceFilter: { minPrice: '0.0001', maxPrice: '199999.8', tickSize: '0.0001' },
    lotSizeFilter: { maxOrderQty: '100000', minOrderQty: '0.001', qtyStep: '0.001', minNotionalValue: '5' },
    unifiedMarginTrade: true,
    fundingInterval: 480,
    copyTrading: 'both',
    isPreListing: false,
    preListingInfo: null,
  };
}

const envelope = (result: unknown, now: number) => ({
  retCode: 0,
  retMsg: 'OK',
  result,
  retExtInfo: {},
  time: now,
});

/** GET /v5/market/instruments-info (category=linear) and /v5/market/kline in Bybit v5's recorded shapes. */
export function createBybitVenue(ctx: MockVenueContext): MockVenue {
  const listed = ctx.universe.filter((m) => m.kind !== 'inverse');
  const byId = new Map(listed.map((m) => [bybitId(m), m]));
  return {
    // Documented IP limit: 600 requests per 5-second window.
    budget: { capacity: 600, windowMs: 5_000 },
    symbolOf: (req) => req.query.get('symbol') ?? undefined,
    cost: () => 1,
    handle(req) {
      const now = ctx.now();
      if (req.path === '/v5/market/time')
        return json(200, envelope({ timeSecond: String(Math.floor(now / 1000)) }, now));
      if (req.path === '/v5/market/instruments-info') {
        if (req.query.get('category') !== 'linear')
          return json(200, envelope({ category: '', list: [] }, now));
        const list = req.query.get('status') === 'PreLaunch' ? [] : listed.map(instrument);
        return json(200, envelope({ category: 'linear', list, nextPageCursor: '' }, now));
      }
      if (req.path !== '/v5/market/kline') return json(404, { retCode: 10001, retMsg: 'Not found' });
      const m = byId.get(req.query.get('symbol') ?? '');
      if (m === undefined)
        return json(200, { retCode: 10001, retMsg: 'Not supported symbols', result: {}, time: now });
      const tf = timeframeMsById[req.query.get('interval') ?? ''];
      if (tf === undefined)
        return json(200, { retCode: 10001, retMsg: 'Invalid period!', result: {}, time: now });
      const limit = Math.min(1000, intParam(req.query, 'limit') ?? 200);
      const bars = mockBars(
        m.index,
        tf,
        intParam(req.query, 'start') ?? 0,
        intParam(req.query, 'end') ?? now,
        now,
        m.listedAt,
      );
      const list = bars
        .slice(-limit)
        .reverse()
        .map((b) => [
          String(b.openTime),
          String(b.open),
          String(b.high),
          String(b.low),
          String(b.close),
          String(b.baseVolume),
          String(b.quoteVolume),
        ]);
      return json(200, envelope({ symbol: bybitId(m), category: 'linear', list }, now));
    },
    rateLimited: (retryAfterMs) => ({
      status: 200,
      headers: { 'X-Bapi-Limit-Reset-Timestamp': String(Date.now() + retryAfterMs) },
      // The recorded reply (fixtures/exchange/bybit-linear/error_10006_too_many_visits.json).
      body: recordedBody('BYBIT', 'error_10006_too_many_visits.json'),
    }),
    usageHeaders: () => ({}),
  };
}
