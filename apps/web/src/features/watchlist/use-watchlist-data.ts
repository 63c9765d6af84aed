import type { WatchlistItem, WatchlistModulesResponse } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from 'react-toastify/unstyled';
import { queryKeys } from '../../api/query-keys.ts';
import { watchlistApi } from '../../api/watchlist-api.ts';
import { watchlistMessages } from '../../api/watchlist-messages.ts';

const NO_ITEMS: WatchlistItem[] = [];
const NO_MODULES: WatchlistModulesResponse = {};

/** The items and the module → tag map; each failed load raises its docs/product.md §8 toast. */
export function useWatchlistData() {
  const items = useQuery({ queryKey: queryKeys.watchlistItems, queryFn: () => watchlistApi.list() });
  const modules = useQuery({
    queryKey: queryKeys.watchlistModules,
    queryFn: () => watchlistApi.modules(),
    staleTime: 5 * 60_000,
  });

  // Every failed load (the first and any failed reload) raises the toast once.
  const failedAt = items.isError ? items.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt)
      toast.error(watchlistMessages.fetchFailed, { toastId: `watchlist-fetch-failed-${failedAt}` });
  }, [failedAt]);
  useEffect(() => {
    if (modules.isError)
      toast.error(watchlistMessages.modulesFailed, { toastId: 'watchlist-modules-failed' });
  }, [modules.isError]);

  return {
    items: items.data ?? NO_ITEMS,
    modules: modules.data ?? NO_MODULES,
    isLoading: items.isPending,
    loadFailed: items.isError,
  };
}
