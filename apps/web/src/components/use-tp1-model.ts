import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ictApi } from '../api/ict-api.ts';
import { queryKeys } from '../api/query-keys.ts';
import { tp1ModelLines } from './tp1-model.ts';
import { useTimeZone } from './use-time-zone.ts';

/** The P(TP1) header tooltip's lines (refetched on every `ict` stream event, like the rows). */
export function useTp1ModelLines(): string[] {
  const query = useQuery({ queryKey: queryKeys.ictTp1Model, queryFn: () => ictApi.tp1Model() });
  const { zone } = useTimeZone();
  return useMemo(() => tp1ModelLines(query.data, zone), [query.data, zone]);
}
