import { describe, expect, it } from 'vitest';
import {
  defaultVolumeSort,
  nextVolumeSort,
  sortSnapshots,
} from '../../../src/features/volume/volume-sort.ts';
import { snapshot, snapshots } from './volume-fixtures.ts';

const symbols = (rows: { symbol: string }[]) => rows.map((r) => r.symbol);

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
