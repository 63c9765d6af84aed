import type { CprInsight, CprRow, SymbolMeta } from '@app/contracts';
import type { ScreenerRow } from '../../../src/features/cpr/screener-model.ts';
import { type FakeHandler, json } from '../../support/fake-fetch.ts';

/** Test data for the Trend Screener (not shipped: only tests import it). */
export function cprRow(symbol: string, over: Partial<CprRow> = {}): CprRow {
  return {
    symbol,
    is_virgin_cpr: false,
    daily_subcategory: 'normal',
    weekly_subcategory: 'normal',
    monthly_subcategory: 'normal',
    daily_width_pct: 0.005,
    weekly_width_pct: 0.012,
    monthly_width_pct: 0.031,
    daily_updated_at: '2025-01-02T00:01:00Z',
    cap_category: 'Mid',
    market_cap: 2e9,
    top: 101,
    pivot: 100,
    bottom: 99,
    width_pct: 0.02,
    ...over,
  };
}

export function insight(symbol: string, over: Partial<CprInsight> = {}): CprInsight {
  return {
    symbol,
    daily_position: 'Within',
    weekly_position: 'Within',
    monthly_position: 'Within',
    daily_bias: 'Neutral',
    trend_probability: 0.5,
    trend_checkpoint: 'open',
    trend_served: 'model',
    price: 100,
    change_pct: 0.001,
    updated_at: '2025-01-02T00:05:00Z',
    ...over,
  };
}

export function meta(symbol: string, over: Partial<SymbolMeta> = {}): SymbolMeta {
  return { symbol, cap_category: 'Mid', market_cap: 2e9, ...over };
}

const rows = [
  cprRow('BTCUSDT', {
    is_virgin_cpr: true,
    daily_subcategory: 'super_narrow',
    weekly_subcategory: 'super_narrow',
    daily_width_pct: 0.00084,
    daily_updated_at: '2025-01-02T00:01:00Z',
  }),
  cprRow('ETHUSDT', { daily_subcategory: 'super_narrow', daily_width_pct: null }),
  cprRow('SOLUSDT', { daily_subcategory: 'super_narrow', daily_updated_at: '2025-01-03T00:01:00Z' }),
  cprRow('XRPUSDT', { daily_subcategory: 'narrow' }),
];
const insights = [
  insight('BTCUSDT', {
    daily_position: 'Above',
    weekly_position: 'Above',
    daily_bias: 'Explosive',
    trend_probability: 0.91,
  }),
  insight('ETHUSDT', { daily_bias: 'Trending', trend_probability: null }),
  insight('SOLUSDT', {
    daily_position: 'Below',
    weekly_position: 'Below',
    updated_at: '2025-01-03T08:00:00Z',
  }),
];
const watchlist = [{ id: 9, symbol: 'BTCUSDT', stars: 4, tags: [], cap_category: 'Large', market_cap: 1e12 }];

/** The fake API of a screen with four symbols, BTCUSDT on the watchlist with 4 stars. */
export function screenRoutes(over: Record<string, FakeHandler | Response> = {}) {
  return {
    'GET cpr/cpr-data/?range=daily': json(200, rows),
    'GET cpr/cpr-insights/': json(200, { data: insights }),
    'GET cpr/symbol-meta/': json(200, [meta('BTCUSDT', { cap_category: 'Large' })]),
    'GET cpr/trend-model/': json(200, { fitted_at: null, checkpoints: [] }),
    'GET watchlist/': json(200, watchlist),
    ...over,
  };
}

/** A screener row (the model's output) with neutral values, overridden by `over`. */
export function screenerRow(symbol: string, over: Partial<ScreenerRow> = {}): ScreenerRow {
  return {
    symbol,
    isVirgin: false,
    subcategory: 'normal',
    trendScore: 0,
    biasScore: 0,
    total: 0,
    dailyBias: 'Neutral',
    widthPct: 0.005,
    trendProbability: 0.5,
    trendTitle: 'Trend-day probability',
    trendNote: 'Open',
    trendBaseRate: false,
    bucket: '40-60',
    colour: null,
    capCategory: 'Mid',
    marketCap: null,
    watch: null,
    stars: 0,
    ...over,
  };
}
