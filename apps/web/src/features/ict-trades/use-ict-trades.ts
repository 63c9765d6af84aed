import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ictApi } from '../../api/ict-api.ts';
import { queryKeys } from '../../api/query-keys.ts';

/** docs/product.md §4 and §9: the trades refresh every 10 s while Auto Refresh is on. */
const TRADES_REFRESH_MS = 10_000;
/** docs/product.md §8: logged only, with no toast. */
const TRADES_FETCH_FAILED = 'Failed to fetch trades';

/**
 * One page of the generated trades (`query`: `tradesPageQuery`), refetched on the timer and on each
 * `ict` stream event (its key sits under `queryKeys.ictTrades`); the previous page stays shown while
 * the next loads.
 */
export function useIctTradesPage(query: string, autoRefresh: boolean) {
  const result = useQuery({
    queryKey: [...queryKeys.ictTrades, 'page', query],
    queryFn: () => ictApi.tradesPage(query),
    refetchInterval: autoRefresh ? TRADES_REFRESH_MS : false,
    placeholderData: keepPreviousData,
  });
  useEffect(() => {
    if (result.isError) console.error(TRADES_FETCH_FAILED, result.error);
  }, [result.isError, result.error]);
  return { page: result.data ?? null, isLoading: result.isPending, isError: result.isError };
}
