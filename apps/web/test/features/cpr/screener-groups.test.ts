import { describe, expect, it } from 'vitest';
import { groupRows } from '../../../src/features/cpr/screener-groups.ts';
import type { ScreenerRow } from '../../../src/features/cpr/screener-model.ts';
import { screenerRow } from './screener-fixtures.ts';

const symbols = (rows: ScreenerRow[]) => rows.map((r) => r.symbol);

describe('groupRows', () => {
  const rows = [
    screenerRow('A', { stars: 5, dailyBias: 'Trending' }),
    screenerRow('B', { stars: 0, dailyBias: 'Explosive' }),
    screenerRow('C', { stars: 5, dailyBias: 'Trending' }),
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
