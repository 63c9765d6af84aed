import { defineConfig } from 'vitest/config';

// The server's unit tier: tests that need no database (`*.db.test.ts` run in vitest.db.config.ts).
export default defineConfig({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts'],
    exclude: ['test/**/*.db.test.ts'],
    testTimeout: 30_000,
  },
});
