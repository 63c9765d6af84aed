import type { PositioningSnapshotRow } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { positioningApi } from './positioning-api.ts';
import { queryKeys } from './query-keys.ts';

/**
 * The positioning snapshot (refetched on every `positioning` stream event), and its rows by symbol for
 * the screens that show funding and OI change beside their own rows (/cpr, /dashboard, /volume).
 */
export function usePositioningSnapshot() {
  const query = useQuery({
    queryKey: queryKeys.positioningSnapshot,
    queryFn: () => positioningApi.snapshot(),
  });
  const rows = query.data;
  const bySymbol = useMemo(
    () => new Map<string, PositioningSnapshotRow>((rows ?? []).map((r) => [r.symbol, r])),
    [rows],
  );
  return {
    rows: rows ?? [],
    bySymbol,
    isLoading: query.isPending,
    isError: query.isError,
    refetch: query.refetch,
  };
}
