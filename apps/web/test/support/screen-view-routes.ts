import { type ScreenView, savedViewScreens } from '@app/contracts';
import { type FakeHandler, json } from './fake-fetch.ts';

/**
 * A fake server's saved screener views (Pro's saved filters): GET lists `store`, each screen's PUT
 * replaces its view there. Pass one store to two renders to play the same user in a second browser.
 */
export function screenViewRoutes(store: ScreenView[] = []): Record<string, FakeHandler> {
  const routes: Record<string, FakeHandler> = {
    'GET auth/profile/screen-views/': () => json(200, store),
  };
  for (const screen of savedViewScreens)
    routes[`PUT auth/profile/screen-views/${screen}/`] = (call) => {
      const view: ScreenView = {
        screen,
        query: (call.body as { query: string }).query,
        updated_at: '2025-01-02T00:00:00Z',
      };
      const at = store.findIndex((v) => v.screen === screen);
      if (at >= 0) store.splice(at, 1, view);
      else store.push(view);
      return json(200, view);
    };
  return routes;
}
