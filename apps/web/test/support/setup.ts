import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';

// The `web` project shares one worker between test files (vitest.config.ts): this setup runs before
// each file, and resetting the registry here gives the file its own, freshly evaluated app modules as
// in an isolated run. Packages from node_modules (React, the testing library) stay loaded.
vi.resetModules();

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

/** A file starts where a fresh jsdom would: at `/`, with empty storage. */
function resetBrowserState(): void {
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
}

beforeAll(resetBrowserState);

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  // The app's module as this file imported it (the registry was reset above).
  const { sessionNotice } = await import('../../src/api/session-notice.ts');
  sessionNotice.take();
});
