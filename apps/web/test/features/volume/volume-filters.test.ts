import { describe, expect, it } from 'vitest';
import { defaultVolumeFilters, filterSnapshots } from '../../../src/features/volume/volume-filters.ts';
import { snapshots } from './volume-fixtures.ts';

const symbols = (rows: { symbol: string }[]) => rows.map((r) => r.symbol);

describe('volume filters', () => {
  it('by status, exact stars of watchlisted symbols, and Watchlist Only', () => {
    expect(filterSnapshots(snapshots, defaultVolumeFilters)).toHaveLength(5);
    expect(symbols(filterSnapshots(snapshots, { ...defaultVolumeFilters, status: 'Silent' }))).toEqual([
      'XRPUSDT',
      'NEWUSDT',
    ]);
    expect(symbols(filterSnapshots(snapshots, { ...defaultVolumeFilters, stars: '4' }))).toEqual(['BTCUSDT']);
    expect(filterSnapshots(snapshots, { ...defaultVolumeFilters, stars: '1' })).toEqual([]);
    expect(symbols(filterSnapshots(snapshots, { ...defaultVolumeFilters, watchlistOnly: true }))).toEqual([
      'BTCUSDT',
      'SOLUSDT',
    ]);
    expect(
      symbols(filterSnapshots(snapshots, { status: 'Active', stars: 'All', watchlistOnly: true })),
    ).toEqual(['BTCUSDT']);
  });
});
