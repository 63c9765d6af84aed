import { toast } from 'react-toastify/unstyled';
import { SESSION_EXPIRED, sessionNotice } from '../auth/session-notice.ts';
import { createApiClient } from './client.ts';
import { tokenStore } from './token-store.ts';

export const API_BASE = '/api/v1/';

/** The app's API client: bearer from local storage, single-flight refresh, error toasts. */
export const api = createApiClient({
  baseUrl: API_BASE,
  tokens: tokenStore,
  // One toast per distinct text: concurrent failures of the same kind do not stack up.
  notifyError: (message) => toast.error(message, { toastId: `api-error:${message}` }),
  onSessionExpired: () => sessionNotice.set(SESSION_EXPIRED),
});
