import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useAuth } from '../auth/auth-context.tsx';
import { hasAnyKey, readSavedView, savedViewKey, saveView, viewQuery, withView } from './saved-view.ts';

const NONE: readonly string[] = [];

function localStore(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * A screen's view held in the URL's query (`keys`), and for a logged-in user saved in this browser.
 * The URL wins when it holds any of the keys (a reload, a bookmark, a shared link); without them the
 * user's saved view is shown and written into the URL. `update` replaces the screen's keys (the
 * history entry is replaced, so Back leaves the screen) and saves the view for the user, without the
 * `transient` keys (a search is a look-up, not a filter to come back to).
 */
export function useSavedUrlView(
  screen: string,
  keys: readonly string[],
  transient: readonly string[] = NONE,
) {
  const [params, setParams] = useSearchParams();
  const { user } = useAuth();
  const storageKey = user ? savedViewKey(screen, user.id) : null;
  const fromUrl = hasAnyKey(params, keys);
  const saved = !fromUrl && storageKey ? readSavedView(localStore(), storageKey) : null;
  const restore = saved !== null && saved !== '' ? saved : null;

  const view = useMemo(
    () => (restore === null ? params : withView(params, keys, [...new URLSearchParams(restore)])),
    [params, keys, restore],
  );
  useEffect(() => {
    if (restore !== null) setParams(view, { replace: true });
  }, [restore, view, setParams]);

  const update = useCallback(
    (entries: [string, string][]) => {
      const kept = entries.filter(([key]) => !transient.includes(key));
      if (storageKey) saveView(localStore(), storageKey, viewQuery(kept));
      setParams((current) => withView(current, keys, entries), { replace: true });
    },
    [storageKey, keys, transient, setParams],
  );
  return { params: view, update };
}
