import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { mockingTestFiles } from './test/support/mocking-files.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

// The screen tests that replace a module with vi.mock: each file in a worker of its own, so its mocks
// end with it (the rest run in vitest.config.ts, sharing a worker).
export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web-isolated',
    environment: 'jsdom',
    include: mockingTestFiles(root),
    setupFiles: ['test/support/setup.ts'],
    testTimeout: 15_000,
  },
});
