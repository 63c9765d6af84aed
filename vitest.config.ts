import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Every vitest project: `npm run test:unit` picks the unit ones, `npm run test:db` the database tier.
// Browser tests (e2e/) run through Playwright's own runner.
export default defineConfig({
  test: {
    // vitest's default is one worker fewer than the cores: 1 on a 2-core machine, leaving a core idle
    // while test files run one at a time. The main process only hands out files, so use every core
    // (docs/architecture.md §6 has the measurements).
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      'packages/core',
      'packages/contracts',
      'apps/server/vitest.config.ts',
      'apps/server/vitest.db.config.ts',
      'apps/web',
      'apps/web/vitest.isolated.config.ts',
      'bench/vitest.config.ts',
    ],
  },
});
