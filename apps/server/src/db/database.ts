import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { AppConfig } from '../config/config.ts';
import { type DbDriverAccess, pgliteAccess, postgresAccess } from './db-session.ts';
import { createPgliteFilesOnce } from './pglite-first-start.ts';
import { type HeldStatement, shareEventLoop } from './pglite-turns.ts';
import * as schema from './schema.ts';
import { advisoryExclusive, type Exclusive, inProcessExclusive, takeDataDirLock } from './setup-lock.ts';

export type Schema = typeof schema;

/**
 * The one database type repositories accept: drizzle's Postgres database, which both the PGlite and
 * the node-postgres drivers (and their transactions) implement. Write queries against this type only.
 */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface AppDatabase {
  readonly db: Db;
  readonly driver: 'pglite' | 'postgres';
  /** Below drizzle: the job queue's SQL adapter and LISTEN sessions (see db-session.ts). */
  readonly access: DbDriverAccess;
  /**
   * Applies pending migrations from `src/db/migrations` (idempotent), under `exclusive`: processes
   * started at once on an empty database take turns.
   */
  migrate(): Promise<void>;
  /**
   * Runs first-start work (migrations, the first admin) while no other process does its own: a
   * PostgreSQL advisory lock, or one at a time within the one process of the embedded database
   * (db/setup-lock.ts).
   */
  exclusive: Exclusive;
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations/', import.meta.url));

/** Wraps an open PGlite (on disk or in memory) as an AppDatabase. */
export function pgliteDatabase(client: PGlite, onClose?: () => void): AppDatabase {
  const db = drizzlePglite({ client, schema });
  const exclusive = inProcessExclusive();
  return {
    db,
    driver: 'pglite',
    access: pgliteAccess(client),
    exclusive,
    migrate: () => exclusive(() => migratePglite(db, { migrationsFolder })),
    close: async () => {
      await client.close();
      onClose?.();
    },
  };
}

/** Opens a node-postgres pool on `url` as an AppDatabase. */
export function postgresDatabase(url: string, maxConnections = 10): AppDatabase {
  const pool = new pg.Pool({ connectionString: url, max: maxConnections });
  // An idle connection the server terminates (restart, failover, an administrator) is reported here;
  // the pool has already discarded it and opens a new one on demand, and queries in flight still
  // reject to their callers. Without a listener node-postgres would crash the process instead.
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool, schema });
  const exclusive = advisoryExclusive(pool);
  return {
    db,
    driver: 'postgres',
    access: postgresAccess(pool, url),
    exclusive,
    migrate: () => exclusive(() => migratePg(db, { migrationsFolder })),
    close: () => pool.end(),
  };
}

/**
 * PostgreSQL at `DATABASE_URL` when set; otherwise the embedded PGlite with its files under
 * `DATA_DIR/pglite` (one process at a time, held by the lock file `DATA_DIR/pglite.lock`: split
 * process roles need DATABASE_URL). On a fresh data
 * directory the files are created by a short-lived child process first (pglite-first-start.ts).
 * PGlite shares the event loop (db/pglite-turns.ts); `onHeld` hears of each statement that held it
 * 100 ms or more.
 */
export async function openDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>,
  onHeld?: (statement: HeldStatement) => void,
): Promise<AppDatabase> {
  if (config.databaseUrl) {
    const database = postgresDatabase(config.databaseUrl);
    await database.db.execute('select 1');
    return database;
  }
  const dir = join(config.dataDir, 'pglite');
  await mkdir(dir, { recursive: true });
  const unlock = takeDataDirLock(join(config.dataDir, 'pglite.lock'));
  try {
    await createPgliteFilesOnce(dir, PGLITE_SETTINGS);
    const client = await PGlite.create(dir, { postgresqlconf: PGLITE_SETTINGS });
    shareEventLoop(client, onHeld ? { onHeld } : {});
    return pgliteDatabase(client, unlock);
  } catch (error) {
    unlock();
    throw error;
  }
}

/**
 * The embedded database's buffer cache: PGlite's WASM memory never shrinks, and its default 128 MB of
 * shared buffers is most of it; 32 MB holds the recent bars the jobs and charts read (the files sit in
 * the OS page cache behind it). Written to the data directory's postgresql.conf
 * (docs/performance.md "Memory").
 */
const PGLITE_SETTINGS = ['shared_buffers = 32MB'];
