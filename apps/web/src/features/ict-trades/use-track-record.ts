import { useQuery } from '@tanstack/react-query';
import { ictApi } from '../../api/ict-api.ts';
import { queryKeys } from '../../api/query-keys.ts';

/** The track record of the last 30 days (refetched on every `ict` stream event). */
export function useTrackRecord() {
  const query = useQuery({ queryKey: queryKeys.ictTrackRecord, queryFn: () => ictApi.trackRecord() });
  return { record: query.data, isLoading: query.isPending, isError: query.isError };
}
