import { randomBytes } from 'node:crypto';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { type AppDatabase, pgliteDatabase, postgresDatabase } from '../../src/db/database.ts';
import * as schema from '../../src/db/schema.ts';
import { openPgliteFromTemplate } from './pglite-template.ts';

export interface TestDatabase extends AppDatabase {
  /** Empties every table of `db/schema.ts` and restarts their id sequences. */
  truncate(): Promise<void>;
}

const tableNames = Object.values(schema as Record<string, unknown>)
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => `"${getTableName(table)}"`);

/**
 * A fresh, migrated database for one test file: an in-memory PGlite by default; with
 * `TEST_DATABASE_URL` set, a uniquely named database created on that PostgreSQL and dropped on
 * `close()`. Create it in `beforeAll`, `truncate()` in `beforeEach` if tests need isolation.
 */
export async function createTestDatabase(
  env: Record<string, string | undefined> = process.env,
): Promise<TestDatabase> {
  const url = env.TEST_DATABASE_URL;
  const database = url
    ? await createPostgresTestDatabase(url)
    : pgliteDatabase(await openPgliteFromTemplate());
  await database.migrate();
  return {
    ...database,
    truncate: async () => {
      await database.db.execute(`TRUNCATE ${tableNames.join(', ')} RESTART IDENTITY CASCADE`);
    },
  };
}

async function withAdminClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function createPostgresTestDatabase(baseUrl: string): Promise<AppDatabase> {
  const name = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdminClient(baseUrl, (c) => c.query(`CREATE DATABASE "${name}"`));
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = postgresDatabase(url.toString(), 4);
  return {
    ...database,
    close: async () => {
      await database.close();
      await withAdminClient(baseUrl, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}
