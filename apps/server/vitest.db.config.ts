import { defineConfig } from 'vitest/config';

// The server's database tier: repositories, services, routes and jobs against PGlite, or against the
// PostgreSQL at TEST_DATABASE_URL when it is set.
export default defineConfig({
  test: {
    name: 'server-db',
    include: ['test/**/*.db.test.ts'],
    // Builds the migrated PGlite dump that every test database starts from (see test/support/).
    globalSetup: ['test/support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
