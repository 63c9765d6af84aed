import { WatchlistBulkResult, WatchlistModulesResponse, WatchlistResponse } from '@app/contracts';
import { api } from './http.ts';
import { listResponse } from './list-response.ts';

export interface AddOptions {
  /** Omit to let the server use `default_star_rating`. */
  stars?: number;
  /** The caller shows its own failure message. */
  silent?: boolean;
}

/** The user's watchlist (bearer; docs/product.md §7, contracts in @app/contracts watchlist.ts). */
export const watchlistApi = {
  list: () => api.get('watchlist/', { schema: listResponse(WatchlistResponse) }),
  /** Module name → tag name. */
  modules: () => api.get('watchlist/modules/', { schema: WatchlistModulesResponse }),
  /** The created item is not read: the list reloads after every change. */
  add: (symbol: string, { stars, silent }: AddOptions = {}) =>
    api.post('watchlist/', stars === undefined ? { symbol } : { symbol, stars }, { silent }),
  setStars: (id: number, stars: number) => api.patch(`watchlist/${id}/`, { stars }),
  remove: (id: number) => api.delete(`watchlist/${id}/`),
  /** `tag`: a tag name, or a module name standing for its tag. */
  toggleTag: (id: number, tag: string) => api.post(`watchlist/${id}/toggle-tag/`, { tag }, { silent: true }),
  bulkTag: (ids: number[], module: string) =>
    api.post('watchlist/bulk-tag/', { ids, module }, { schema: WatchlistBulkResult, silent: true }),
  bulkTagRemove: (ids: number[], module: string) =>
    api.post('watchlist/bulk-tag-remove/', { ids, module }, { schema: WatchlistBulkResult, silent: true }),
  bulkStars: (ids: number[], stars: number) =>
    api.post('watchlist/bulk-stars/', { ids, stars }, { schema: WatchlistBulkResult }),
  bulkDelete: (ids: number[]) => api.post('watchlist/bulk-delete/', { ids }, { schema: WatchlistBulkResult }),
};
