import { defineConfig } from 'vitest/config';

// Pure schemas: the test files share one module graph per worker, see docs/architecture.md §6.
export default defineConfig({ test: { name: 'contracts', include: ['test/**/*.test.ts'], isolate: false } });
