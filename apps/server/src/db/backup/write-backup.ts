import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { DbSession } from '../db-session.ts';
import { type AppTable, quoteIdent, readAppTables } from './app-tables.ts';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, BackupError, type BackupHeader } from './backup-format.ts';
import { appliedMigration } from './migration-version.ts';

export interface BackupOptions {
  session: DbSession;
  driver: BackupHeader['driver'];
  migrationsFolder: string;
  /** Rows fetched per round trip; memory holds about one batch (default 5,000). */
  batchSize?: number;
  now?: () => Date;
}

export interface BackupSummary {
  file: string;
  migration: BackupHeader['migration'];
  tables: { name: string; rows: number }[];
}

/**
 * Writes every table of the app's schema to `file` (gzip'd JSON lines, see backup-format.ts), all
 * from one snapshot (a repeatable-read, read-only transaction), each table in primary-key order
 * through a cursor, so a table of millions of candles streams in batches. The file appears under
 * its name only once complete (written beside it, then renamed).
 */
export async function writeBackup(file: string, options: BackupOptions): Promise<BackupSummary> {
  const { session } = options;
  const batchSize = options.batchSize ?? 5000;
  const partial = `${file}.partial`;
  const counts: { name: string; rows: number }[] = [];
  await session.query('begin isolation level repeatable read, read only');
  try {
    const migration = await appliedMigration(session, options.migrationsFolder);
    if (!migration) throw new BackupError('the database has no migrations applied: nothing to back up');
    const tables = await readAppTables(session);
    const header: BackupHeader = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt: (options.now?.() ?? new Date()).toISOString(),
      driver: options.driver,
      migration,
      tables: tables.map((t) => ({ name: t.name, columns: t.columns })),
    };
    async function* lines(): AsyncGenerator<string> {
      yield `${JSON.stringify(header)}\n`;
      for (const table of tables) {
        yield `${JSON.stringify({ table: table.name })}\n`;
        let rows = 0;
        for await (const batch of tableBatches(session, table, batchSize)) {
          rows += batch.length;
          yield batch.map((row) => `${JSON.stringify(row)}\n`).join('');
        }
        counts.push({ name: table.name, rows });
        yield `${JSON.stringify({ end: table.name, rows })}\n`;
      }
      yield `${JSON.stringify({ done: true, tables: tables.length })}\n`;
    }
    await pipeline(Readable.from(lines()), createGzip(), createWriteStream(partial));
    await rename(partial, file);
    return { file, migration, tables: counts };
  } catch (error) {
    await rm(partial, { force: true });
    const code = (error as { code?: string }).code;
    if (code === 'ENOENT' || code === 'EACCES' || code === 'EISDIR' || code === 'ENOSPC')
      throw new BackupError(`cannot write ${file}: ${(error as Error).message}`);
    throw error;
  } finally {
    await session.query('rollback');
  }
}

/** The table's rows in a stable order, each value in its text form, `batchSize` rows at a time. */
async function* tableBatches(
  session: DbSession,
  table: AppTable,
  batchSize: number,
): AsyncGenerator<(string | null)[][]> {
  const select = table.columns.map((c, i) => `${quoteIdent(c.name)}::text as c${i}`).join(', ');
  const order =
    table.primaryKey.length > 0
      ? table.primaryKey.map(quoteIdent).join(', ')
      : table.columns.map((_, i) => String(i + 1)).join(', ');
  await session.query(
    `declare backup_rows no scroll cursor for select ${select} from ${quoteIdent(table.name)} order by ${order}`,
  );
  try {
    for (;;) {
      const { rows } = await session.query(`fetch forward ${batchSize} from backup_rows`);
      if (rows.length === 0) return;
      yield rows.map((row) => table.columns.map((_, i) => (row[`c${i}`] ?? null) as string | null));
      if (rows.length < batchSize) return;
    }
  } finally {
    // After a failed statement the transaction is aborted and the cursor gone with it.
    await session.query('close backup_rows').catch(() => undefined);
  }
}
