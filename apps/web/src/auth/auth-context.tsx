import type { LoginRequest, Profile, Role } from '@app/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
} from 'react';
import { useNavigate } from 'react-router';
import { authApi } from '../api/auth-api.ts';
import { queryKeys } from '../api/query-keys.ts';
import { SESSION_EXPIRED, sessionNotice } from '../api/session-notice.ts';
import { tokenStore } from '../api/token-store.ts';
import { timeZoneStore } from '../lib/time-zone-store.ts';

export interface AuthState {
  /** The loaded profile; null for guests and while it loads. */
  user: Profile | null;
  /** The user's role, 'guest' without a user. */
  role: Role;
  /** An access token is stored (docs/product.md §4). */
  isAuthenticated: boolean;
  /** Authenticated but the profile is not loaded yet. */
  isLoading: boolean;
  /** Logs in, loads the profile, then stores the tokens; throws an ApiError on failure. */
  login: (credentials: LoginRequest) => Promise<void>;
  logout: () => void;
}

const AuthContext = createContext<AuthState | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const access = useSyncExternalStore(tokenStore.subscribe, tokenStore.getAccess, () => null);
  const isAuthenticated = access !== null;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const profile = useQuery({
    queryKey: queryKeys.profile,
    queryFn: () => authApi.profile(),
    enabled: isAuthenticated,
    staleTime: 5 * 60_000,
    retry: false,
  });

  // A stored token whose profile cannot be fetched: the session is over.
  useEffect(() => {
    if (!isAuthenticated || !profile.isError) return;
    sessionNotice.set(SESSION_EXPIRED);
    tokenStore.clear();
  }, [isAuthenticated, profile.isError]);

  // A token refresh (one access token replaced by another) reloads the profile, so a role changed
  // meanwhile (an approved upgrade, an admin's change) shows without a new login.
  const previousAccess = useRef(access);
  useEffect(() => {
    const previous = previousAccess.current;
    previousAccess.current = access;
    if (previous && access && previous !== access) {
      void queryClient.invalidateQueries({ queryKey: queryKeys.profile });
    }
  }, [access, queryClient]);

  // Whatever ended the session (logout, expiry, another tab), drop the cached data of that user.
  useEffect(() => {
    if (!isAuthenticated) queryClient.removeQueries();
  }, [isAuthenticated, queryClient]);

  const login = useCallback(
    async (credentials: LoginRequest) => {
      const pair = await authApi.login(credentials);
      const user = await authApi.profile(pair.access);
      queryClient.setQueryData(queryKeys.profile, user);
      timeZoneStore.setUserChoice(user.time_zone);
      sessionNotice.take();
      tokenStore.set(pair);
    },
    [queryClient],
  );

  const logout = useCallback(() => {
    const refresh = tokenStore.getRefresh();
    if (refresh) authApi.logout(refresh).catch(() => undefined); // best effort
    tokenStore.clear();
    navigate('/login', { replace: true });
  }, [navigate]);

  const user = isAuthenticated ? (profile.data ?? null) : null;
  // The user's time zone choice formats every time on screen; set before paint, so no UTC flash.
  const timeZone = user?.time_zone ?? null;
  useLayoutEffect(() => timeZoneStore.setUserChoice(timeZone), [timeZone]);
  const value = useMemo<AuthState>(
    () => ({
      user,
      role: user?.role ?? 'guest',
      isAuthenticated,
      isLoading: isAuthenticated && user === null,
      login,
      logout,
    }),
    [user, isAuthenticated, login, logout],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used inside <AuthProvider>');
  return state;
}
