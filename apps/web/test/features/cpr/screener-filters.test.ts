import { describe, expect, it } from 'vitest';
import { filterRows } from '../../../src/features/cpr/screener-filters.ts';
import type { ScreenerRow } from '../../../src/features/cpr/screener-model.ts';
import { screenerRow } from './screener-fixtures.ts';

const symbols = (rows: ScreenerRow[]) => rows.map((r) => r.symbol);

describe('filterRows', () => {
  const rows = [
    screenerRow('BTCUSDT', { isVirgin: true, dailyBias: 'Explosive', stars: 5, watch: { id: 1, stars: 5 } }),
    screenerRow('ETHUSDT', { dailyBias: 'Trending' }),
    screenerRow('SOLUSDT', { isVirgin: true }),
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
