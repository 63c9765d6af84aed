import type { VolumeSnapshot, VolumeStatus } from '@app/contracts';
import { compareMissingLast, nextTableSort, type TableSort } from '../../components/table-sort.ts';

/** docs/product.md §2: the eight sortable columns. */
export const volumeSortKeys = [
  'symbol',
  'status',
  'confidence',
  'actual_volume',
  'expected_volume',
  'volume_ratio',
  'volume_change_pct',
  'z_score',
] as const;
export type VolumeSortKey = (typeof volumeSortKeys)[number];
export type VolumeSort = TableSort<VolumeSortKey>;

/** The most unusual volume first: the z-score, highest first (the spec leaves the default open). */
export const defaultVolumeSort: VolumeSort = { key: 'z_score', direction: 'desc' };

/** Status in order of activity: Active, Warming Up, Silent ('asc'). */
const statusRank: Record<VolumeStatus, number> = { Active: 0, 'Warming Up': 1, Silent: 2 };

/** The same column again toggles; another starts A→Z for symbol and status, highest first for figures. */
export function nextVolumeSort(current: VolumeSort, key: VolumeSortKey): VolumeSort {
  return nextTableSort(current, key, key === 'symbol' || key === 'status' ? 'asc' : 'desc');
}

function value(row: VolumeSnapshot, key: VolumeSortKey): number | string | null {
  if (key === 'symbol') return row.symbol;
  if (key === 'status') return statusRank[row.status];
  return row[key];
}

/**
 * A sorted copy. Missing figures (no baseline, no previous session) go last whichever way the column
 * points; ties keep the symbol A→Z.
 */
export function sortSnapshots(rows: readonly VolumeSnapshot[], sort: VolumeSort): VolumeSnapshot[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort(
    (a, b) =>
      compareMissingLast(value(a, sort.key), value(b, sort.key), sign) || a.symbol.localeCompare(b.symbol),
  );
}
