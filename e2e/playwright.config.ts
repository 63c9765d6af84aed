import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium.ts';

/** Browser tests: Debian's Chromium driven by playwright-core against the real server (see support/). */
export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  fullyParallel: true,
  workers: 2,
  // One retry absorbs a server slowed by its own jobs on a loaded CI machine (PGlite serves one query at a time);
  // a test failing twice still fails the run.
  retries: 1,
  timeout: 60_000,
  expect: { timeout: 12_000 },
  reporter: [['list']],
  use: {
    launchOptions: chromiumLaunchOptions(),
    viewport: { width: 1366, height: 900 },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
});
