import { describe, expect, it } from 'vitest';
import type { ScreenerRow } from '../../../src/features/cpr/screener-model.ts';
import { defaultSort, nextSort, sortRows } from '../../../src/features/cpr/screener-sort.ts';
import { screenerRow } from './screener-fixtures.ts';

const symbols = (rows: ScreenerRow[]) => rows.map((r) => r.symbol);

describe('sorting', () => {
  const rows = [
    screenerRow('A', { total: 5, trendScore: 1, widthPct: 0.003, trendProbability: null }),
    screenerRow('B', { total: 8, trendScore: 3, widthPct: null, trendProbability: 0.2 }),
    screenerRow('C', { total: 5, trendScore: 2, widthPct: 0.001, trendProbability: 0.9 }),
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
