import { defineConfig } from 'vitest/config';

// The bench scripts' pure parts (the soak's checks): unit tests that start no server.
export default defineConfig({
  test: {
    name: 'bench',
    include: ['test/**/*.test.ts'],
    isolate: false,
  },
});
