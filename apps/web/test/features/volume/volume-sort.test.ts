import { describe, expect, it } from 'vitest';
import { defaultVolumeFilters, filterSnapshots } from '../../../src/features/volume/volume-filters.ts';
import { snapshot, snapshots } from './volume-fixtures.ts';
import {
  formatChange,
  formatRatio,
  formatVolume,
  zTone,
} from '../../../src/features/volume/volume-format.ts';
import {
  DEFAULT_VOLUME_ROWS,
  readVolumeRows,
  saveVolumeRows,
  VOLUME_ROWS_KEY,
} from '../../../src/features/volume/volume-settings.ts';
import {
  defaultVolumeSort,
  nextVolumeSort,
  sortSnapshots,
} from '../../../src/features/volume/volume-sort.ts';

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

describe('volume sort', () => {
  it('defaults to the z-score, highest first; the same column toggles; missing figures go last', () => {
    expect(symbols(sortSnapshots(snapshots, defaultVolumeSort))).toEqual([
      'BTCUSDT',
      'ETHUSDT',
      'NEWUSDT',
      'SOLUSDT',
      'XRPUSDT',
    ]);
    const ratio = nextVolumeSort(defaultVolumeSort, 'volume_ratio');
    expect(ratio).toEqual({ key: 'volume_ratio', direction: 'desc' });
    expect(symbols(sortSnapshots(snapshots, ratio)).at(-1)).toBe('NEWUSDT');
    const asc = nextVolumeSort(ratio, 'volume_ratio');
    expect(symbols(sortSnapshots(snapshots, asc))).toEqual([
      'XRPUSDT',
      'SOLUSDT',
      'ETHUSDT',
      'BTCUSDT',
      'NEWUSDT',
    ]);
    expect(nextVolumeSort(asc, 'symbol')).toEqual({ key: 'symbol', direction: 'asc' });
    expect(symbols(sortSnapshots(snapshots, { key: 'status', direction: 'asc' }))).toEqual([
      'BTCUSDT',
      'ETHUSDT',
      'SOLUSDT',
      'NEWUSDT',
      'XRPUSDT',
    ]);
    const ties = [snapshot({ symbol: 'B' }), snapshot({ symbol: 'A' })];
    expect(symbols(sortSnapshots(ties, { key: 'confidence', direction: 'desc' }))).toEqual(['A', 'B']);
  });
});

describe('volume rows per page and formats', () => {
  it('reads only an allowed stored value, else 20', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    expect(readVolumeRows(storage)).toBe(DEFAULT_VOLUME_ROWS);
    saveVolumeRows(storage, 50);
    expect(store.get(VOLUME_ROWS_KEY)).toBe('50');
    expect(readVolumeRows(storage)).toBe(50);
    store.set(VOLUME_ROWS_KEY, '30');
    expect(readVolumeRows(storage)).toBe(20);
    expect(readVolumeRows(null)).toBe(20);
  });

  it('formats figures and colours z at ±2', () => {
    expect(formatVolume(3_500_000)).toBe('3.5M');
    expect(formatVolume(null)).toBe('-');
    expect(formatRatio(1.526)).toBe('1.53×');
    expect(formatChange(12.34)).toBe('+12.3%');
    expect(formatChange(-70)).toBe('-70.0%');
    expect(formatChange(null)).toBe('-');
    expect(zTone(2)).toBe('high');
    expect(zTone(1.99)).toBeNull();
    expect(zTone(-2)).toBe('low');
  });
});
