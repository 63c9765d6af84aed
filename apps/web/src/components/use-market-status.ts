import { HealthResponse } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../api/http.ts';
import { queryKeys } from '../api/query-keys.ts';
import { useAuth } from '../auth/auth-context.tsx';

/** How often the status is re-read while the data loads, and otherwise (the stream is the fast path). */
const LOADING_POLL_MS = 3_000;
const IDLE_POLL_MS = 60_000;

/**
 * The market data's source, exchange and loading state (`health/`): which exchange the screens'
 * data is from, and whether it is still loading after a start or an exchange switch. The query starts
 * once the session state is settled (the auth provider drops every cached query when there is none).
 */
export function useMarketStatus() {
  const { isAuthenticated } = useAuth();
  const [session, setSession] = useState<boolean | null>(null);
  useEffect(() => setSession(isAuthenticated), [isAuthenticated]);
  return useQuery({
    queryKey: queryKeys.marketStatus(session),
    queryFn: () => api.get('health/', { schema: HealthResponse, auth: false, silent: true }),
    enabled: session !== null,
    refetchInterval: (query) => (query.state.data?.loading ? LOADING_POLL_MS : IDLE_POLL_MS),
    retry: false,
  });
}
