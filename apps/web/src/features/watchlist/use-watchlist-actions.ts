import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify/unstyled';
import { detailOr } from '../../api/error-detail.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { watchlistApi } from '../../api/watchlist-api.ts';
import { watchlistMessages as msg } from '../../api/watchlist-messages.ts';

export type BulkAction =
  | { kind: 'stars'; ids: number[]; stars: number }
  | { kind: 'tag'; ids: number[]; module: string }
  | { kind: 'untag'; ids: number[]; module: string }
  | { kind: 'delete'; ids: number[] };

/** Runs one bulk call and returns its success toast (the server's `updated` count). */
async function runBulk(action: BulkAction): Promise<string> {
  if (action.kind === 'stars') {
    const result = await watchlistApi.bulkStars(action.ids, action.stars);
    return msg.starsApplied(action.stars, result.updated);
  }
  if (action.kind === 'tag') {
    const result = await watchlistApi.bulkTag(action.ids, action.module);
    return msg.tagApplied(action.module, result.updated);
  }
  if (action.kind === 'untag') {
    const result = await watchlistApi.bulkTagRemove(action.ids, action.module);
    return msg.tagRemoved(action.module, result.updated);
  }
  const result = await watchlistApi.bulkDelete(action.ids);
  return msg.removed(result.updated);
}

/** docs/product.md §8: the failure toast of each bulk action. */
function bulkFailure(action: BulkAction, error: unknown): string {
  if (action.kind === 'stars') return msg.bulkStarsFailed;
  if (action.kind === 'tag') return detailOr(error, msg.tagAddFailed);
  if (action.kind === 'untag') return detailOr(error, msg.tagRemoveFailed);
  return msg.removeFailed;
}

/**
 * Bulk actions and the per-item tag toggle. After each bulk action, whatever its outcome, the
 * selection is cleared (`onBulkDone`) and the list reloads (docs/product.md §4).
 */
export function useWatchlistActions(onBulkDone: () => void) {
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: queryKeys.watchlistItems });
  const bulk = useMutation({
    mutationFn: runBulk,
    onSuccess: (message) => toast.success(message),
    onError: (error, action) => toast.error(bulkFailure(action, error)),
    onSettled: () => {
      onBulkDone();
      return reload();
    },
  });
  const toggle = useMutation({
    mutationFn: ({ id, tag }: { id: number; tag: string }) => watchlistApi.toggleTag(id, tag),
    onError: (error) => toast.error(detailOr(error, msg.toggleFailed)),
    onSettled: reload,
  });
  return {
    runBulk: bulk.mutate,
    bulkPending: bulk.isPending,
    toggleTag: toggle.mutate,
  };
}
