import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { detailOr } from '../../api/error-detail.ts';
import { ictApi } from '../../api/ict-api.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { latestTime } from '../../components/format.ts';

/** docs/product.md §4 and §9: the screener refreshes every 60 s while Auto Refresh is on. */
const ICT_REFRESH_MS = 60_000;
/** docs/product.md §8. */
const SETUPS_LOAD_FAILED = 'Failed to load ICT setups';

/**
 * The setups (refetched on the timer while `autoRefresh`, and on every `ict` stream event), the newest
 * `as_of` as the last update, and the load error: the server's detail, else the spec's text.
 */
export function useIctSetups(autoRefresh: boolean) {
  const query = useQuery({
    queryKey: queryKeys.ictSetups,
    queryFn: () => ictApi.setups(),
    refetchInterval: autoRefresh ? ICT_REFRESH_MS : false,
  });
  const setups = query.data;
  const lastUpdated = useMemo(() => latestTime((setups ?? []).map((s) => s.as_of)), [setups]);
  return {
    setups: setups ?? [],
    lastUpdated,
    isLoading: query.isPending,
    isFetching: query.isFetching,
    error: query.isError ? detailOr(query.error, SETUPS_LOAD_FAILED) : null,
    refetch: query.refetch,
  };
}
