import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { detailOr } from '../../api/error-detail.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { volumeApi } from '../../api/volume-api.ts';
import { latestTime } from '../../components/format.ts';
import { UNKNOWN_ERROR, VOLUME_LOAD_FAILED } from './volume-settings.ts';

/**
 * The current snapshots (refetched on every `volume` stream event and on Refresh), the newest
 * snapshot time as 'Last Updated', and the load error (docs/product.md §8: the server's detail, else
 * 'Failed to load volume snapshot data', else 'Unknown error').
 */
export function useVolumeSnapshots() {
  const query = useQuery({ queryKey: queryKeys.volumeCurrent, queryFn: () => volumeApi.current() });
  const rows = query.data;
  const lastUpdated = useMemo(() => latestTime((rows ?? []).map((r) => r.timestamp)), [rows]);
  return {
    rows: rows ?? [],
    lastUpdated,
    isLoading: query.isPending,
    isFetching: query.isFetching,
    error: query.isError ? detailOr(query.error, VOLUME_LOAD_FAILED) || UNKNOWN_ERROR : null,
    refetch: query.refetch,
  };
}

/** One symbol's sessions today, loaded while its modal is open (`symbol` not null). */
export function useVolumeSessions(symbol: string | null) {
  const query = useQuery({
    queryKey: queryKeys.volumeSessions(symbol ?? ''),
    queryFn: () => volumeApi.symbolSessions(symbol ?? ''),
    enabled: symbol !== null,
  });
  return { rows: query.data ?? [], isLoading: query.isPending && symbol !== null, failed: query.isError };
}
