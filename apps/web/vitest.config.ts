import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['test/**/*.test.{ts,tsx}'],
    setupFiles: ['test/support/setup.ts'],
    // A screen test clicks through jsdom; on a shared 2-core machine a few took over the 5 s default
    // (a timeout is no speed check here: speed is measured by `npm run bench`).
    testTimeout: 15_000,
  },
});
