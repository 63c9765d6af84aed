import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { sessionNotice } from '../../src/api/session-notice.ts';

// The shared machine is often busy: give findBy*/waitFor more than the default 1 s.
configure({ asyncUtilTimeout: 3000 });

// jsdom has no matchMedia; react-bootstrap's Offcanvas (the Admin Toolbox) asks it for breakpoints.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  sessionNotice.take();
});
