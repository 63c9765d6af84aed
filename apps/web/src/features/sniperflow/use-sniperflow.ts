import { amsterdamSession, type HeaderSession } from '@app/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { detailOr } from '../../api/error-detail.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { sniperflowApi } from '../../api/sniperflow-api.ts';
import { latestTime } from '../../components/format.ts';

/** docs/product.md §8. */
const SNIPERFLOW_LOAD_FAILED = 'Failed to load SniperFlow data';
/** A fallback refetch at the pace of the 5m runs; the `sniperflow` stream event refetches at once. */
const SNIPERFLOW_REFRESH_MS = 5 * 60_000;

/** The rows (refetched on every `sniperflow` stream event), the newest as-of, and the load error. */
export function useSniperflow() {
  const query = useQuery({
    queryKey: queryKeys.sniperflowSummary,
    queryFn: () => sniperflowApi.summary(),
    refetchInterval: SNIPERFLOW_REFRESH_MS,
  });
  const rows = query.data;
  const lastUpdated = useMemo(() => latestTime((rows ?? []).map((r) => r.as_of)), [rows]);
  return {
    rows: rows ?? [],
    lastUpdated,
    isLoading: query.isPending,
    isFetching: query.isFetching,
    error: query.isError ? detailOr(query.error, SNIPERFLOW_LOAD_FAILED) : null,
    refetch: query.refetch,
  };
}

/**
 * The header badge's session (docs/product.md §4: from the Europe/Amsterdam hour), re-read every minute.
 * `dataAsOf`: on a fixed data set (the files source's replay) the market clock the rows stand at, so the
 * badge names the session of the data, not of the wall clock; null on a live source.
 */
export function useHeaderSession(
  dataAsOf: string | null = null,
  now: () => number = Date.now,
): HeaderSession {
  const asOf = dataAsOf === null ? Number.NaN : Date.parse(dataAsOf);
  const fixed = Number.isNaN(asOf) ? null : asOf;
  const [session, setSession] = useState(() => amsterdamSession(fixed ?? now()));
  useEffect(() => {
    if (fixed !== null) {
      setSession(amsterdamSession(fixed));
      return;
    }
    setSession(amsterdamSession(now()));
    const timer = setInterval(() => setSession(amsterdamSession(now())), 60_000);
    return () => clearInterval(timer);
  }, [fixed, now]);
  return session;
}
