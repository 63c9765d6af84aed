import { hasRole } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { cprApi } from '../../api/cpr-api.ts';
import { ictApi } from '../../api/ict-api.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { volumeApi } from '../../api/volume-api.ts';
import { useAuth } from '../../auth/auth-context.tsx';
import { signalsBySymbol } from './watchlist-signals-model.ts';

/**
 * The watched symbols' current signals, from the calls (and query keys, so the caches and the live
 * stream's refetches) of the CPR, Volume and ICT screens: no request of its own. ICT only for pro and
 * above, whose plan serves it; a failed call leaves its signals blank (the row shows a dash).
 */
export function useWatchlistSignals() {
  const { user } = useAuth();
  const insights = useQuery({ queryKey: queryKeys.cprInsights, queryFn: () => cprApi.insights() });
  const volume = useQuery({ queryKey: queryKeys.volumeCurrent, queryFn: () => volumeApi.current() });
  const setups = useQuery({
    queryKey: queryKeys.ictSetups,
    queryFn: () => ictApi.setups(),
    enabled: hasRole(user?.role, 'pro'),
  });
  return useMemo(
    () => signalsBySymbol(insights.data, volume.data, setups.data),
    [insights.data, volume.data, setups.data],
  );
}
