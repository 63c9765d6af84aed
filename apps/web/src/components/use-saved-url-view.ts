import { hasRole, type SavedViewScreen } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { queryKeys } from '../api/query-keys.ts';
import { screenViewsApi } from '../api/screen-views-api.ts';
import { useAuth } from '../auth/auth-context.tsx';
import { savedQuery, viewQuery, viewToRestore, withView } from './saved-view.ts';
import { useScreenViewWriter } from './use-screen-view-writer.ts';

const NONE: readonly string[] = [];

/**
 * A screen's view held in the URL's query (`keys`), and for pro and above kept with the user on the
 * server (Pro's saved filters, docs/product.md §3 "Screener state"). The URL wins when it holds any of
 * the keys (a reload, a bookmark, a shared link); without them the user's saved view, read once a
 * session, is shown and written into the URL. `update` replaces the screen's keys (the history entry is
 * replaced, so Back leaves the screen) and, for pro and above, saves the view a second after the last
 * change, without the `transient` keys (a search is a look-up, not a filter to come back to). A free
 * user's view lives in the URL alone.
 */
export function useSavedUrlView(
  screen: SavedViewScreen,
  keys: readonly string[],
  transient: readonly string[] = NONE,
) {
  const [params, setParams] = useSearchParams();
  const { user } = useAuth();
  const userId = user && hasRole(user.role, 'pro') ? user.id : null;
  const views = useQuery({
    queryKey: queryKeys.screenViews(userId ?? 0),
    queryFn: () => screenViewsApi.list(),
    enabled: userId !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const restore = viewToRestore(params, keys, userId === null ? null : savedQuery(views.data, screen));
  const restoreKey = restore === null ? null : viewQuery(restore);

  const view = useMemo(
    () => (restoreKey === null ? params : withView(params, keys, [...new URLSearchParams(restoreKey)])),
    [params, keys, restoreKey],
  );
  useEffect(() => {
    if (restoreKey !== null) setParams(view, { replace: true });
  }, [restoreKey, view, setParams]);

  const save = useScreenViewWriter(screen, userId);
  const update = useCallback(
    (entries: [string, string][]) => {
      save(viewQuery(entries.filter(([key]) => !transient.includes(key))));
      setParams((current) => withView(current, keys, entries), { replace: true });
    },
    [save, keys, transient, setParams],
  );
  return { params: view, update };
}
