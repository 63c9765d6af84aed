import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate` writes a new timestamped migration from the changes in src/db/schema.ts. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
  migrations: { prefix: 'timestamp' },
  strict: true,
});
