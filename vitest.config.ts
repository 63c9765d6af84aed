import { defineConfig } from 'vitest/config';

// Unit and database tiers. Browser tests (e2e/) run through Playwright's own runner.
export default defineConfig({
  test: {
    projects: ['packages/core', 'packages/contracts', 'apps/server', 'apps/web'],
  },
});
