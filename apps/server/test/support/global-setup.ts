import { ensurePgliteTemplate } from './pglite-template.ts';

/** Vitest global setup: builds the migrated PGlite template once, before the test files start. */
export default async function setup(): Promise<void> {
  if (!process.env.TEST_DATABASE_URL) await ensurePgliteTemplate();
}
