import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';
import { mockingTestFiles } from './test/support/mocking-files.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

// The screen tests. One jsdom and one copy of the packages (React, the testing library, Bootstrap) per
// worker instead of per file: setting those up again for each of ~90 files cost more than the tests
// themselves (docs/architecture.md §6). Each file still gets fresh app modules (test/support/setup.ts
// resets the module registry) and a clean DOM, storage and URL. Files that mock a module run in
// vitest.isolated.config.ts.
export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['test/**/*.test.{ts,tsx}'],
    exclude: [...configDefaults.exclude, ...mockingTestFiles(root)],
    setupFiles: ['test/support/setup.ts'],
    isolate: false,
    // A screen test clicks through jsdom; on a shared 2-core machine a few took over the 5 s default
    // (a timeout is no speed check here: speed is measured by `npm run bench`).
    testTimeout: 15_000,
  },
});
