import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
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
  if (url) {
    const database = await createPostgresTestDatabase(url);
    await database.migrate();
    const truncate = `TRUNCATE ${tableNames.join(', ')} RESTART IDENTITY CASCADE`;
    return { ...database, truncate: async () => void (await database.db.execute(truncate)) };
  }
  const client = await openPgliteFromTemplate();
  const database = pgliteDatabase(client);
  await database.migrate();
  const empty = await emptyingScript(client);
  return { ...database, truncate: async () => void (await client.exec(empty)) };
}

/**
 * The TRUNCATE ... RESTART IDENTITY above for PGlite, ~10x cheaper: a TRUNCATE of every table gives
 * each table and index a new file (100-150 ms of CPU per test in PGlite), a DELETE of the few rows a
 * test wrote does not (docs/architecture.md §6). Triggers are off while deleting, as a TRUNCATE fires no
 * row triggers (no cache notices), so the order of the tables does not matter; then every id sequence
 * restarts.
 */
async function emptyingScript(client: PGlite): Promise<string> {
  const sequences = await client.query<{ name: string }>(
    `SELECT pg_get_serial_sequence(quote_ident(table_name), column_name) AS name
       FROM information_schema.columns
      WHERE table_schema = 'public'
        AND pg_get_serial_sequence(quote_ident(table_name), column_name) IS NOT NULL`,
  );
  return [
    'SET session_replication_role = replica',
    ...tableNames.map((name) => `DELETE FROM ${name}`),
    'SET session_replication_role = DEFAULT',
    ...sequences.rows.map((row) => `ALTER SEQUENCE ${row.name} RESTART`),
  ].join(';\n');
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
