import { useQuery } from '@tanstack/react-query';
import { queryKeys } from './query-keys.ts';
import { defaultScreenSettings, type ScreenSettings, screenSettingsApi } from './screen-settings-api.ts';

/** docs/product.md §8 (CPR page): the admin settings could not be read. */
const SETTINGS_FAILED = 'Failed to fetch admin settings';

export interface ScreenSettingsState {
  settings: ScreenSettings;
  isLoading: boolean;
  /** SETTINGS_FAILED when an admin's read failed (the defaults are used then), else null. */
  error: string | null;
}

/**
 * The CPR maps and exchange the admin configured, for the screening screens of every user; while they
 * load, or when they cannot be read, core's defaults (the server's defaults too) stand in.
 */
export function useScreenSettings(): ScreenSettingsState {
  const query = useQuery({
    queryKey: queryKeys.screenSettings,
    queryFn: () => screenSettingsApi.get(),
    staleTime: 5 * 60_000,
  });
  return {
    settings: query.data ?? defaultScreenSettings,
    isLoading: query.isPending,
    error: query.isError ? SETTINGS_FAILED : null,
  };
}
