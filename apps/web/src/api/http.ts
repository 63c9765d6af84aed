import { toast } from 'react-toastify/unstyled';
import { createApiClient } from './client.ts';
import { SESSION_EXPIRED, sessionNotice } from './session-notice.ts';
import { tokenStore } from './token-store.ts';

export const API_BASE = '/api/v1/';

/** The app's API client: bearer from local storage, single-flight refresh, error toasts. */
export const api = createApiClient({
  baseUrl: API_BASE,
  tokens: tokenStore,
  // One toast per distinct text (or kind: a burst of 429s with different waits is one toast), so
  // concurrent failures of the same kind do not stack up.
  notifyError: (message, key) => toast.error(message, { toastId: `api-error:${key ?? message}` }),
  onSessionExpired: () => sessionNotice.set(SESSION_EXPIRED),
});
