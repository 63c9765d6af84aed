import { defaultCprMaps } from '@app/core';
import { describe, expect, it } from 'vitest';
import { buildScreenerRows, watchIndex } from '../../../src/features/cpr/screener-model.ts';
import { cprRow, insight, meta } from './screener-fixtures.ts';

const maps = defaultCprMaps;

describe('buildScreenerRows', () => {
  it("shows the width of the selected timeframe's CPR, not the daily one, on the weekly and monthly tabs", () => {
    const rows = [
      cprRow('VETUSDT', { daily_width_pct: 0.0189, weekly_width_pct: 0.0022, monthly_width_pct: null }),
    ];
    const width = (range: 'daily' | 'weekly' | 'monthly') =>
      buildScreenerRows({ range, rows, insights: [], meta: [], watch: new Map(), maps })[0]?.widthPct;
    expect(width('daily')).toBe(0.0189);
    expect(width('weekly')).toBe(0.0022);
    expect(width('monthly')).toBeNull();
  });

  it('joins insight, meta and watchlist and scores with core (spec section 9)', () => {
    const [row] = buildScreenerRows({
      range: 'daily',
      rows: [
        cprRow('BTCUSDT', {
          is_virgin_cpr: true,
          daily_subcategory: 'super_narrow',
          weekly_subcategory: 'narrow',
          monthly_subcategory: 'super_narrow',
          market_cap: 1,
        }),
      ],
      insights: [
        insight('BTCUSDT', {
          daily_position: 'Above',
          weekly_position: 'Above',
          daily_bias: 'Explosive',
          trend_probability: 0.83,
        }),
      ],
      meta: [meta('BTCUSDT', { cap_category: 'Large', market_cap: 1.2e12 })],
      watch: watchIndex([{ id: 9, symbol: 'BTCUSDT', stars: 4 }]),
      maps,
    });
    // trend 2 + 1 + 1.5; bias weekly Above 2 + daily Above 1.5 + virgin 1 + Explosive 2.
    expect(row).toMatchObject({
      trendScore: 4.5,
      biasScore: 6.5,
      total: 11,
      colour: 'success',
      bucket: '80-100',
      subcategory: 'super_narrow',
      capCategory: 'Large',
      marketCap: 1.2e12,
      watch: { id: 9, stars: 4 },
      stars: 4,
    });
  });

  it('treats a symbol without insight as Neutral with unknown positions and 0 stars', () => {
    const [row] = buildScreenerRows({
      range: 'weekly',
      rows: [cprRow('ETHUSDT', { weekly_subcategory: 'wide', daily_subcategory: 'wide' })],
      insights: [],
      meta: [],
      watch: new Map(),
      maps,
    });
    expect(row).toMatchObject({
      subcategory: 'wide',
      dailyBias: 'Neutral',
      total: 0,
      colour: 'danger',
      trendProbability: null,
      bucket: 'Unknown',
      capCategory: 'Mid',
      watch: null,
      stars: 0,
    });
  });

  it('keeps the first watchlist entry of a symbol', () => {
    const index = watchIndex([
      { id: 1, symbol: 'A', stars: 2 },
      { id: 2, symbol: 'A', stars: 5 },
    ]);
    expect(index.get('A')).toEqual({ id: 1, stars: 2 });
  });
});
