import { defineConfig } from 'vitest/config';

// Every vitest project: `npm run test:unit` picks the unit ones, `npm run test:db` the database tier.
// Browser tests (e2e/) run through Playwright's own runner.
export default defineConfig({
  test: {
    projects: [
      'packages/core',
      'packages/contracts',
      'apps/server/vitest.config.ts',
      'apps/server/vitest.db.config.ts',
      'apps/web',
      'bench/vitest.config.ts',
    ],
  },
});
