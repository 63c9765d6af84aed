import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../auth/auth-context.tsx';
import { queryKeys } from './query-keys.ts';
import { defaultScreenSettings, type ScreenSettings, screenSettingsApi } from './screen-settings-api.ts';

/** Spec section 8 (CPR page): the admin settings could not be read. */
export const SETTINGS_FAILED = 'Failed to fetch admin settings';

export interface ScreenSettingsState {
  settings: ScreenSettings;
  isLoading: boolean;
  /** SETTINGS_FAILED when an admin's read failed (the defaults are used then), else null. */
  error: string | null;
}

/**
 * The CPR maps and exchange for the screening screens: read from `admin/settings/` for admins, the
 * defaults for everyone else (that endpoint answers them 403).
 */
export function useScreenSettings(): ScreenSettingsState {
  const { role } = useAuth();
  const isAdmin = role === 'admin';
  const query = useQuery({
    queryKey: queryKeys.screenSettings,
    queryFn: () => screenSettingsApi.get(),
    enabled: isAdmin,
    staleTime: 5 * 60_000,
  });
  return {
    settings: isAdmin && query.data ? query.data : defaultScreenSettings,
    isLoading: isAdmin && query.isPending,
    error: isAdmin && query.isError ? SETTINGS_FAILED : null,
  };
}
