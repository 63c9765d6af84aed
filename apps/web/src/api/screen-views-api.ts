import { type SavedViewScreen, ScreenView, ScreenViewsResponse } from '@app/contracts';
import { api } from './http.ts';

/** Pro's saved filters: each screener's view kept with the user on the server (docs/api.md §3). */
export const screenViewsApi = {
  /** GET auth/profile/screen-views/: every view the caller saved. Quiet: a failure leaves the defaults. */
  list: () => api.get('auth/profile/screen-views/', { silent: true, schema: ScreenViewsResponse }),
  /**
   * PUT auth/profile/screen-views/{screen}/: the screen's view ('' resets it to the defaults); kept
   * alive, so a view sent as the tab closes still arrives.
   */
  put: (screen: SavedViewScreen, query: string) =>
    api.put(`auth/profile/screen-views/${screen}/`, { query }, { schema: ScreenView, keepalive: true }),
};
