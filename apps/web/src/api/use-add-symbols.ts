import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify/unstyled';
import { queryKeys } from './query-keys.ts';
import { watchlistApi } from './watchlist-api.ts';
import { watchlistMessages } from './watchlist-messages.ts';

export interface AddOutcome {
  added: string[];
  failed: string[];
}

/** Adds the symbols with 1 star in parallel (docs/product.md §7) and says which ones made it. */
async function addSymbols(symbols: readonly string[]): Promise<AddOutcome> {
  const results = await Promise.allSettled(symbols.map((symbol) => watchlistApi.add(symbol, { stars: 1 })));
  const outcome: AddOutcome = { added: [], failed: [] };
  results.forEach((result, i) => {
    const symbol = symbols[i] ?? '';
    (result.status === 'fulfilled' ? outcome.added : outcome.failed).push(symbol);
  });
  return outcome;
}

/**
 * The screener's 'Add' and 'Add selected': '✅ Added {n} to Watchlist' for what was added,
 * '❌ Failed to add to Watchlist' when anything failed; then the watchlist reloads.
 */
export function useAddSymbols(onDone?: (outcome: AddOutcome) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addSymbols,
    onSuccess: (outcome) => {
      if (outcome.added.length) toast.success(watchlistMessages.added(outcome.added.length));
      if (outcome.failed.length) toast.error(watchlistMessages.addFailed);
      onDone?.(outcome);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.watchlistItems }),
  });
}
