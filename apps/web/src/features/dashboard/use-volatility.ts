import type { VolatilityRecord } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { cprApi } from '../../api/cpr-api.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { useScreenSettings } from '../../api/use-screen-settings.ts';
import { watchlistApi } from '../../api/watchlist-api.ts';
import { watchlistMessages } from '../../api/watchlist-messages.ts';
import { addOneByOne } from './add-one-by-one.ts';
import { planGroupAdd } from './plan-group-add.ts';
import { buildVolatilitySections, filterRecords, type VolatilityFilter } from './volatility-groups.ts';

/** docs/product.md §8. */
const BIAS_SCORES_FAILED = 'Failed to load bias scores';

const EMPTY: VolatilityRecord[] = [];

/** The volatility records, filtered and grouped into the dashboard's sections (memoised). */
export function useVolatility(filter: VolatilityFilter) {
  const { settings, isLoading: settingsLoading, error: settingsError } = useScreenSettings();
  const scores = useQuery({ queryKey: queryKeys.biasScores, queryFn: () => cprApi.biasScores() });
  const { cap, onlyWeeklyNarrow } = filter;
  const sections = useMemo(
    () =>
      buildVolatilitySections(
        filterRecords(scores.data ?? EMPTY, settings.maps, { cap, onlyWeeklyNarrow }),
        settings.maps,
      ),
    [scores.data, settings.maps, cap, onlyWeeklyNarrow],
  );
  return {
    sections,
    total: scores.data?.length ?? 0,
    exchange: settings.exchange,
    isLoading: scores.isPending || settingsLoading,
    errors: [scores.isError ? BIAS_SCORES_FAILED : null, settingsError].filter(
      (e): e is string => e !== null,
    ),
  };
}

/**
 * The Watchlist button of a card: adds, one at a time with the server's default stars, the group's
 * symbols not already on the watchlist, toasting '❌ {symbol} failed' per failure, then one summary
 * ('N symbols added', with how many were already there when any were).
 */
export function useAddGroup() {
  const queryClient = useQueryClient();
  const [groupKey, setGroupKey] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: async (symbols: string[]) => {
      const watched = await queryClient.fetchQuery({
        queryKey: queryKeys.watchlistItems,
        queryFn: () => watchlistApi.list(),
      });
      const plan = planGroupAdd(
        symbols,
        watched.map((item) => item.symbol),
      );
      const outcome = await addOneByOne(
        plan.toAdd,
        (symbol) => watchlistApi.add(symbol, { silent: true }),
        (symbol) => toast.error(watchlistMessages.symbolFailed(symbol)),
      );
      return { ...outcome, alreadyWatched: plan.alreadyWatched };
    },
    onSuccess: ({ added, alreadyWatched }) =>
      toast.success(watchlistMessages.groupAdded(added.length, alreadyWatched.length)),
    onSettled: () => {
      setGroupKey(null);
      return queryClient.invalidateQueries({ queryKey: queryKeys.watchlistItems });
    },
  });
  return {
    /** The key of the group being added, or null. */
    addingKey: mutation.isPending ? groupKey : null,
    add: (key: string, symbols: string[]) => {
      setGroupKey(key);
      mutation.mutate(symbols);
    },
  };
}
