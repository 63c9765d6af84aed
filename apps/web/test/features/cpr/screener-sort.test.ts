import { defaultCprMaps } from '@app/core';
import { describe, expect, it } from 'vitest';
import { filterRows } from '../../../src/features/cpr/screener-filters.ts';
import { groupRows } from '../../../src/features/cpr/screener-groups.ts';
import type { ScreenerRow } from '../../../src/features/cpr/screener-model.ts';
import { defaultSort, nextSort, sortRows } from '../../../src/features/cpr/screener-sort.ts';
import { activeTab, buildTabs } from '../../../src/features/cpr/screener-tabs.ts';

function row(symbol: string, over: Partial<ScreenerRow> = {}): ScreenerRow {
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
    bucket: '40-60',
    colour: null,
    capCategory: 'Mid',
    marketCap: null,
    watch: null,
    stars: 0,
    ...over,
  };
}

const symbols = (rows: ScreenerRow[]) => rows.map((r) => r.symbol);

describe('filterRows', () => {
  const rows = [
    row('BTCUSDT', { isVirgin: true, dailyBias: 'Explosive', stars: 5, watch: { id: 1, stars: 5 } }),
    row('ETHUSDT', { dailyBias: 'Trending' }),
    row('SOLUSDT', { isVirgin: true }),
  ];
  const all = { virgin: 'all', bias: 'all', stars: 'all' } as const;

  it('searches case-insensitively for a part of the symbol', () => {
    expect(symbols(filterRows(rows, all, '  eth '))).toEqual(['ETHUSDT']);
    expect(symbols(filterRows(rows, all, 'usdt'))).toEqual(['BTCUSDT', 'ETHUSDT', 'SOLUSDT']);
    expect(filterRows(rows, all, 'xyz')).toEqual([]);
  });

  it('filters virgin / non-virgin, bias and stars (0 = not on the watchlist)', () => {
    expect(symbols(filterRows(rows, { ...all, virgin: 'virgin' }, ''))).toEqual(['BTCUSDT', 'SOLUSDT']);
    expect(symbols(filterRows(rows, { ...all, virgin: 'non-virgin' }, ''))).toEqual(['ETHUSDT']);
    expect(symbols(filterRows(rows, { ...all, bias: 'Trending' }, ''))).toEqual(['ETHUSDT']);
    expect(symbols(filterRows(rows, { ...all, stars: '5' }, ''))).toEqual(['BTCUSDT']);
    expect(symbols(filterRows(rows, { ...all, stars: '0', virgin: 'virgin' }, ''))).toEqual(['SOLUSDT']);
  });
});

describe('sorting', () => {
  const rows = [
    row('A', { total: 5, trendScore: 1, widthPct: 0.003, trendProbability: null }),
    row('B', { total: 8, trendScore: 3, widthPct: null, trendProbability: 0.2 }),
    row('C', { total: 5, trendScore: 2, widthPct: 0.001, trendProbability: 0.9 }),
  ];

  it('defaults to Total, highest first, ties by symbol', () => {
    expect(symbols(sortRows(rows, defaultSort))).toEqual(['B', 'A', 'C']);
  });

  it('re-selecting toggles the direction; a new sort starts in its own direction', () => {
    const asc = nextSort(defaultSort, 'total');
    expect(asc).toEqual({ key: 'total', direction: 'asc' });
    expect(nextSort(asc, 'total')).toEqual({ key: 'total', direction: 'desc' });
    expect(nextSort(asc, 'width')).toEqual({ key: 'width', direction: 'asc' });
    expect(nextSort(asc, 'trendPct')).toEqual({ key: 'trendPct', direction: 'desc' });
    expect(symbols(sortRows(rows, asc))).toEqual(['A', 'C', 'B']);
  });

  it('sorts by trend score, width and trend %, missing values last in both directions', () => {
    expect(symbols(sortRows(rows, { key: 'trend', direction: 'desc' }))).toEqual(['B', 'C', 'A']);
    expect(symbols(sortRows(rows, { key: 'width', direction: 'asc' }))).toEqual(['C', 'A', 'B']);
    expect(symbols(sortRows(rows, { key: 'width', direction: 'desc' }))).toEqual(['A', 'C', 'B']);
    expect(symbols(sortRows(rows, { key: 'trendPct', direction: 'desc' }))).toEqual(['C', 'B', 'A']);
    expect(symbols(sortRows(rows, { key: 'trendPct', direction: 'asc' }))).toEqual(['B', 'C', 'A']);
  });
});

describe('groupRows', () => {
  const rows = [
    row('A', { stars: 5, dailyBias: 'Trending' }),
    row('B', { stars: 0, dailyBias: 'Explosive' }),
    row('C', { stars: 5, dailyBias: 'Trending' }),
  ];

  it('groups by stars 5 to 0 with the spec titles, skipping empty groups', () => {
    expect(groupRows(rows, 'stars').map((g) => [g.title, symbols(g.rows)])).toEqual([
      ['⭐ 5 Star Group (2)', ['A', 'C']],
      ['⭐ 0 Star Group (1)', ['B']],
    ]);
  });

  it('groups by daily bias, or not at all', () => {
    expect(groupRows(rows, 'bias').map((g) => g.title)).toEqual([
      '📈 Bias: Explosive (1)',
      '📈 Bias: Trending (2)',
    ]);
    expect(groupRows(rows, 'none').map((g) => g.rows.length)).toEqual([3]);
    expect(groupRows([], 'none')).toEqual([]);
  });
});

describe('tabs', () => {
  const rows = [
    row('A', { subcategory: 'super_narrow', bucket: '80-100' }),
    row('B', { subcategory: 'narrow', bucket: 'Unknown' }),
    row('C', { subcategory: 'narrow', bucket: '80-100' }),
  ];

  it('has one tab per map subcategory, then the five trend tabs when shown', () => {
    const tabs = buildTabs(rows, defaultCprMaps['1d'], true);
    expect(tabs.map((t) => [t.title, t.rows.length])).toEqual([
      ['Super Narrow', 1],
      ['Narrow', 2],
      ['Normal', 0],
      ['Wide', 0],
      ['80-100%', 2],
      ['60-80%', 0],
      ['40-60%', 0],
      ['0-40%', 0],
      ['Unknown', 1],
    ]);
    expect(buildTabs(rows, defaultCprMaps['1d'], false)).toHaveLength(4);
  });

  it('falls back to the first tab when the chosen one is gone', () => {
    const tabs = buildTabs(rows, defaultCprMaps['1d'], false);
    expect(activeTab(tabs, 'sub:narrow')?.title).toBe('Narrow');
    expect(activeTab(tabs, 'trend:80-100')?.title).toBe('Super Narrow');
    expect(activeTab([], null)).toBeNull();
  });
});
