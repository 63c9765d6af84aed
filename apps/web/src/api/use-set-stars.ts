import type { WatchlistItem } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify/unstyled';
import { queryKeys } from './query-keys.ts';
import { watchlistApi } from './watchlist-api.ts';
import { watchlistMessages } from './watchlist-messages.ts';

export interface SetStarsVars {
  id: number;
  stars: number;
}

/** `items` with one item's stars changed (the optimistic update of a star click). */
function withStars(items: readonly WatchlistItem[], id: number, stars: number): WatchlistItem[] {
  return items.map((item) => (item.id === id ? { ...item, stars } : item));
}

/**
 * PATCH watchlist/{id}/ {stars}: shown at once, rolled back with '❌ Failed to update stars' when
 * the server refuses, 'Updated stars to N' when it accepts; the list reloads either way.
 */
export function useSetStars() {
  const queryClient = useQueryClient();
  const key = queryKeys.watchlistItems;
  return useMutation({
    mutationFn: ({ id, stars }: SetStarsVars) => watchlistApi.setStars(id, stars),
    onMutate: async ({ id, stars }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<WatchlistItem[]>(key);
      if (previous) queryClient.setQueryData(key, withStars(previous, id, stars));
      return { previous };
    },
    onError: (_error, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      toast.error(watchlistMessages.starsFailed);
    },
    onSuccess: (_data, { stars }) => {
      toast.success(watchlistMessages.starsUpdated(stars));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
