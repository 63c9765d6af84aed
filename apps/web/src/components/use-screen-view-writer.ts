import type { SavedViewScreen, ScreenView } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { queryKeys } from '../api/query-keys.ts';
import { screenViewsApi } from '../api/screen-views-api.ts';
import { isoTime } from '../lib/time-format.ts';
import { createDebouncedWriter, type DebouncedWriter } from './debounced-writer.ts';
import { savedQuery, withSavedView } from './saved-view.ts';

/** How long after the last change a view is sent (a burst of clicks is one write). */
const SAVE_VIEW_DELAY_MS = 1000;

/**
 * Saves one screen's view for a pro user (`userId`; null: nothing is saved). The cached list takes the
 * new query at once (so a reset is not undone by the older saved view); the server is written
 * `SAVE_VIEW_DELAY_MS` after the last change, or at once when the screen or the page closes, and its answer is
 * what the cache keeps. A refused write (its toast says why) reloads the list: the server is the truth.
 */
export function useScreenViewWriter(screen: SavedViewScreen, userId: number | null) {
  const queryClient = useQueryClient();
  const writer = useRef<DebouncedWriter<string> | null>(null);

  useEffect(() => {
    if (userId === null) return;
    const key = queryKeys.screenViews(userId);
    const w = createDebouncedWriter<string>(SAVE_VIEW_DELAY_MS, (query) => {
      screenViewsApi.put(screen, query).then(
        (saved) => queryClient.setQueryData<ScreenView[]>(key, (old) => withSavedView(old ?? [], saved)),
        () => void queryClient.invalidateQueries({ queryKey: key }),
      );
    });
    writer.current = w;
    // A change made just before the tab closes or reloads is sent then (the request is kept alive).
    const onPageHide = () => w.flush();
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      w.flush();
      if (writer.current === w) writer.current = null;
    };
  }, [screen, userId, queryClient]);

  return useCallback(
    (query: string) => {
      if (userId === null) return;
      const key = queryKeys.screenViews(userId);
      const views = queryClient.getQueryData<ScreenView[]>(key);
      // The view already saved (or on its way): nothing to send.
      if (views !== undefined && savedQuery(views, screen) === query) return;
      if (views !== undefined)
        queryClient.setQueryData<ScreenView[]>(
          key,
          withSavedView(views, { screen, query, updated_at: isoTime(Date.now()) }),
        );
      writer.current?.push(query);
    },
    [screen, userId, queryClient],
  );
}
