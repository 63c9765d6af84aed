import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { sessionNotice } from '../auth/session-notice.ts';

// The shared machine is often busy: give findBy*/waitFor more than the default 1 s.
configure({ asyncUtilTimeout: 3000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  sessionNotice.take();
});
