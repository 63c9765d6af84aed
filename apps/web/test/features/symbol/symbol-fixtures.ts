import type { CandleTuple, OverlaysResponse } from '@app/contracts';

/** Test fixtures: 2024-01-02 00:00 UTC and twelve 5m bars from it. */
export const T = Date.UTC(2024, 0, 2);
const M5 = 300_000;

export const fixtureCandles: CandleTuple[] = Array.from({ length: 12 }, (_, i) => [
  T + i * M5,
  100 + i,
  102 + i,
  99 + i,
  101 + i,
  1000 + i,
]);

export const fixtureOverlays: OverlaysResponse = {
  symbol: 'BTCUSDT',
  tf: '5m',
  as_of: T + 12 * M5,
  from: T,
  to: T + 12 * M5,
  price: 112,
  cprs: [
    { period: 'daily', start: T, end: T + 86_400_000, top: 101, pivot: 100.5, bottom: 100, width_pct: 0.01 },
    {
      period: 'weekly',
      start: T - 86_400_000,
      end: T + 6 * 86_400_000,
      top: 95,
      pivot: 94,
      bottom: 93,
      width_pct: 0.02,
    },
  ],
  virgin_cprs: [
    {
      period: 'daily',
      start: T,
      end: T + 86_400_000,
      top: 90,
      pivot: 89,
      bottom: 88,
      width_pct: 0.02,
      age_periods: 0,
      distance_pct: -0.2,
    },
  ],
  sessions: [
    {
      day: T,
      pdh: 110,
      pdl: 90,
      asia_high: 113,
      asia_low: 99,
      london_high: null,
      london_low: null,
      asia_start: T,
      asia_end: T + 7 * 3_600_000,
      london_start: null,
      london_end: null,
    },
  ],
  fvgs: [
    {
      start: T + M5,
      direction: 'bullish',
      top: 103,
      bottom: 102,
      state: 'open',
      mitigated_at: null,
      known_at: T + 3 * M5,
    },
    {
      start: T + 4 * M5,
      direction: 'bearish',
      top: 106,
      bottom: 105,
      state: 'mitigated',
      mitigated_at: T + 8 * M5,
      known_at: T + 6 * M5,
    },
    {
      start: T + 5 * M5,
      direction: 'bullish',
      top: 107,
      bottom: 106.5,
      state: 'breaker',
      mitigated_at: T + 9 * M5,
      known_at: T + 7 * M5,
    },
  ],
  swings: [{ time: T + 3 * M5, kind: 'high', price: 105, confirmed_at: T + 9 * M5 }],
  leg: {
    direction: 'Bullish',
    from_time: T + M5,
    from_price: 99,
    to_time: T + 6 * M5 + 60_000,
    to_price: 108,
  },
  ote: { low: 101, high: 103 },
  dealing_range: { high: 120, low: 80 },
  trades: [
    {
      id: 5,
      bias: 'Bullish',
      entry_low: 101,
      entry_high: 102,
      stop_loss: 98,
      take_profit_1: 108,
      take_profit_2: 115,
      status: 'triggered',
      score: 8,
      created_at: T + 7 * M5,
      triggered_at: T + 8 * M5,
      tp1_at: null,
      tp2_at: null,
      stopped_at: null,
      expired_at: null,
      closed_at: null,
      r_multiple: null,
    },
  ],
};
