import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'core',
    include: ['test/**/*.test.ts'],
    // Pure functions: the test files share one module graph per worker (no reload per file), see
    // docs/architecture.md §6.
    isolate: false,
    // The property and replay tests take 0.5-2 s alone; with a worker per core on a busy machine a few
    // passed 5 s (a timeout is no speed check: speed is measured by `npm run bench`).
    testTimeout: 20_000,
  },
});
