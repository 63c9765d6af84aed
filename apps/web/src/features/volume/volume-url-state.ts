import { defaultVolumeFilters, starsOptions, statusOptions, type VolumeFilters } from './volume-filters.ts';
import { defaultVolumeSort, type VolumeSort, volumeSortKeys } from './volume-sort.ts';

/**
 * The Volume Activity Dashboard's view in the URL (docs/product.md §2 "Screener state"): the Status,
 * Stars and Watchlist Only filters and the sort. Only what differs from the defaults is written; a
 * value the screen does not know is read as its default.
 */
export interface VolumeView {
  filters: VolumeFilters;
  sort: VolumeSort;
}

export const volumeViewKeys = ['status', 'stars', 'watchlist', 'sort', 'dir'] as const;

function oneOf<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

/** The view a query string describes; missing or unknown values are the defaults. */
export function readVolumeView(params: URLSearchParams): VolumeView {
  const d = defaultVolumeFilters;
  return {
    filters: {
      status: oneOf(params.get('status'), statusOptions, d.status),
      stars: oneOf(params.get('stars'), starsOptions, d.stars),
      watchlistOnly: params.get('watchlist') === '1',
    },
    sort: {
      key: oneOf(params.get('sort'), volumeSortKeys, defaultVolumeSort.key),
      direction: oneOf(params.get('dir'), ['asc', 'desc'] as const, defaultVolumeSort.direction),
    },
  };
}

/** The query entries of a view: only what differs from the defaults (the default view is empty). */
export function writeVolumeView(view: VolumeView): [string, string][] {
  const d = defaultVolumeFilters;
  const sortDiffers =
    view.sort.key !== defaultVolumeSort.key || view.sort.direction !== defaultVolumeSort.direction;
  const entries: [string, string | null][] = [
    ['status', view.filters.status === d.status ? null : view.filters.status],
    ['stars', view.filters.stars === d.stars ? null : view.filters.stars],
    ['watchlist', view.filters.watchlistOnly ? '1' : null],
    ['sort', sortDiffers ? view.sort.key : null],
    ['dir', sortDiffers ? view.sort.direction : null],
  ];
  return entries.filter((e): e is [string, string] => e[1] !== null);
}
