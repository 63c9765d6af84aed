import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ictApi } from '../../api/ict-api.ts';
import { queryKeys } from '../../api/query-keys.ts';

/** docs/product.md §4 and §9: the trades refresh every 10 s while Auto Refresh is on. */
export const TRADES_REFRESH_MS = 10_000;
/** docs/product.md §8: logged only, with no toast. */
export const TRADES_FETCH_FAILED = 'Failed to fetch trades';

/** The generated trades, newest first (refetched on the timer and on each `ict` stream event). */
export function useIctTrades(autoRefresh: boolean) {
  const query = useQuery({
    queryKey: queryKeys.ictTrades,
    queryFn: () => ictApi.trades(),
    refetchInterval: autoRefresh ? TRADES_REFRESH_MS : false,
  });
  useEffect(() => {
    if (query.isError) console.error(TRADES_FETCH_FAILED, query.error);
  }, [query.isError, query.error]);
  return { trades: query.data ?? [], isLoading: query.isPending, isError: query.isError };
}
