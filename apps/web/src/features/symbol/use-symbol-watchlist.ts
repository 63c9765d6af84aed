import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify/unstyled';
import { detailOr } from '../../api/error-detail.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { useSetStars } from '../../api/use-set-stars.ts';
import { watchlistApi } from '../../api/watchlist-api.ts';
import { watchlistMessages as msg } from '../../api/watchlist-messages.ts';

/**
 * The symbol's watchlist item (the watchlist screen's query), the tag modules, and the edits the
 * symbol view offers: stars (optimistic, `useSetStars`), a tag toggle, and adding the symbol with 1
 * star (docs/product.md §4); the list reloads after each.
 */
export function useSymbolWatchlist(symbol: string) {
  const queryClient = useQueryClient();
  const items = useQuery({ queryKey: queryKeys.watchlistItems, queryFn: () => watchlistApi.list() });
  const modules = useQuery({ queryKey: queryKeys.watchlistModules, queryFn: () => watchlistApi.modules() });
  const reload = () => queryClient.invalidateQueries({ queryKey: queryKeys.watchlistItems });
  const setStars = useSetStars();
  const toggle = useMutation({
    mutationFn: ({ id, tag }: { id: number; tag: string }) => watchlistApi.toggleTag(id, tag),
    onError: (error) => toast.error(detailOr(error, msg.toggleFailed)),
    onSettled: reload,
  });
  const add = useMutation({
    mutationFn: () => watchlistApi.add(symbol, { stars: 1, silent: true }),
    onSuccess: () => toast.success(msg.added(1)),
    onError: (error) => toast.error(detailOr(error, msg.addFailed)),
    onSettled: reload,
  });
  return {
    item: items.data?.find((i) => i.symbol === symbol) ?? null,
    loading: items.isPending,
    modules: modules.data ?? {},
    setStars: (id: number, stars: number) => setStars.mutate({ id, stars }),
    toggleTag: (id: number, tag: string) => toggle.mutate({ id, tag }),
    add: () => add.mutate(),
    adding: add.isPending,
  };
}
