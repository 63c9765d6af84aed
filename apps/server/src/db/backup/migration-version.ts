import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isoOfMs } from '../../lib/time.ts';
import type { DbSession } from '../db-session.ts';
import type { MigrationVersion } from './backup-format.ts';

interface Journal {
  entries: { tag: string; when: number }[];
}

async function readJournal(migrationsFolder: string): Promise<Journal> {
  return JSON.parse(await readFile(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as Journal;
}

/** The newest migration this build of the app ships (the last entry of drizzle's journal). */
export async function latestMigration(migrationsFolder: string): Promise<MigrationVersion> {
  const last = (await readJournal(migrationsFolder)).entries.at(-1);
  if (!last) throw new Error(`no migrations in ${migrationsFolder}`);
  return { tag: last.tag, when: last.when };
}

/**
 * The newest migration applied to the database, from drizzle's bookkeeping table
 * (`drizzle.__drizzle_migrations`, whose `created_at` is the journal's `when`); undefined when none
 * is (an empty database). The tag comes from the journal; a migration this build does not know is
 * named by its timestamp.
 */
export async function appliedMigration(
  session: DbSession,
  migrationsFolder: string,
): Promise<MigrationVersion | undefined> {
  const { rows } = await session.query(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!rows[0]?.present) return undefined;
  const { rows: last } = await session.query(
    'select created_at::text as "when" from drizzle.__drizzle_migrations order by created_at desc limit 1',
  );
  if (last.length === 0) return undefined;
  const when = Number(last[0]?.when);
  const entry = (await readJournal(migrationsFolder)).entries.find((e) => e.when === when);
  return { tag: entry?.tag ?? `unknown migration of ${isoOfMs(when)}`, when };
}
