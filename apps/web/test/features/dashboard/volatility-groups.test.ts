import { defaultCprMaps } from '@app/core';
import { describe, expect, it } from 'vitest';
import { buildVolatilitySections, filterRecords } from '../../../src/features/dashboard/volatility-groups.ts';
import { record } from './volatility-fixtures.ts';

const maps = defaultCprMaps;

describe('volatility groups', () => {
  const records = [
    record('A', { daily_subcategory: 'super_narrow', daily_score: 3, is_virgin_cpr: true }),
    record('B', { daily_subcategory: 'super_narrow', daily_score: 5, weekly_subcategory: 'narrow' }),
    record('C', { weekly_subcategory: 'super_narrow', is_inside_weekly: true, cap_category: 'Large' }),
    record('D', { monthly_subcategory: 'normal', is_inside_daily: true, is_inside_monthly: true }),
  ];

  it('builds each timeframe from its map without the last entry, plus the special groups', () => {
    const sections = buildVolatilitySections(records, maps);
    expect(sections.map((s) => s.title)).toEqual([
      'Daily Volatility',
      'Weekly Volatility',
      'Monthly Volatility',
    ]);
    const daily = sections[0]?.groups ?? [];
    expect(daily.map((g) => [g.key, g.title, g.colour, g.records.map((r) => r.symbol)])).toEqual([
      ['daily_super_narrow', 'Super Narrow', 'danger', ['B', 'A']],
      ['daily_narrow', 'Narrow', 'warning', []],
      ['daily_normal', 'Normal', 'secondary', []],
      ['inside_daily_trend', 'Inside Daily Trend', 'secondary', ['D']],
      ['virgin_trend', 'Virgin Trend', 'secondary', ['A']],
    ]);
    expect(sections[1]?.groups.map((g) => [g.key, g.records.length])).toEqual([
      ['weekly_super_narrow', 1],
      ['weekly_narrow', 1],
      ['weekly_normal', 0],
      ['inside_weekly_cpr', 1],
    ]);
    expect(sections[2]?.groups.map((g) => [g.title, g.records.length])).toEqual([
      ['Super Narrow', 0],
      ['Narrow', 0],
      ['Normal', 1],
      ['Inside Monthly CPR', 1],
    ]);
  });

  it('filters by cap and by the first two weekly categories', () => {
    const symbols = (f: Parameters<typeof filterRecords>[2]) =>
      filterRecords(records, maps, f).map((r) => r.symbol);
    expect(symbols({ cap: 'All', onlyWeeklyNarrow: false })).toEqual(['A', 'B', 'C', 'D']);
    expect(symbols({ cap: 'Large', onlyWeeklyNarrow: false })).toEqual(['C']);
    expect(symbols({ cap: 'All', onlyWeeklyNarrow: true })).toEqual(['B', 'C']);
    expect(symbols({ cap: 'Mid', onlyWeeklyNarrow: true })).toEqual(['B']);
  });
});
