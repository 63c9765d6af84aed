import { type VolumeSnapshot, type VolumeStatus, volumeStatuses } from '@app/contracts';

export type StatusFilter = 'All' | VolumeStatus;
export type StarsFilter = 'All' | '1' | '2' | '3' | '4' | '5';

/** docs/product.md §2: Status (All, Active, Warming Up, Silent), Stars (All, 1 to 5), Watchlist Only. */
export interface VolumeFilters {
  status: StatusFilter;
  stars: StarsFilter;
  watchlistOnly: boolean;
}

export const defaultVolumeFilters: VolumeFilters = { status: 'All', stars: 'All', watchlistOnly: false };
export const statusOptions: StatusFilter[] = ['All', ...volumeStatuses];
export const starsOptions: StarsFilter[] = ['All', '1', '2', '3', '4', '5'];

/**
 * The rows that pass the filters: the status; the stars the caller gave the symbol (exactly that
 * many, so "3" lists the 3-star symbols; unlisted symbols have 0 and never pass); on the caller's
 * watchlist when Watchlist Only is on.
 */
export function filterSnapshots(rows: readonly VolumeSnapshot[], f: VolumeFilters): VolumeSnapshot[] {
  return rows.filter(
    (r) =>
      (f.status === 'All' || r.status === f.status) &&
      (f.stars === 'All' || (r.in_watchlist && r.stars === Number(f.stars))) &&
      (!f.watchlistOnly || r.in_watchlist),
  );
}
