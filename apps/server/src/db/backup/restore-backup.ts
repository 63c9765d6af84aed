import type { DbSession } from '../db-session.ts';
import { type AppTable, quoteIdent, readAppTables } from './app-tables.ts';
import {
  BackupError,
  type BackupHeader,
  BackupHeaderSchema,
  type BackupRow,
  DoneSchema,
  TableEndSchema,
  TableStartSchema,
} from './backup-format.ts';
import { appliedMigration, latestMigration } from './migration-version.ts';
import { backupLines, parseLine } from './read-backup.ts';

export interface RestoreOptions {
  session: DbSession;
  migrationsFolder: string;
  /** Applies the app's migrations (AppDatabase.migrate): an empty database gets the schema first. */
  migrate: () => Promise<void>;
  /** Empties a database that holds rows instead of refusing it. */
  force?: boolean;
  /** Rows per INSERT statement (default 5,000). */
  batchSize?: number;
}

export interface RestoreSummary {
  migration: BackupHeader['migration'];
  tables: { name: string; rows: number }[];
}

/**
 * Restores a file of writeBackup into the database: checks the file's migration against this build's,
 * migrates the database to it, refuses one that holds rows unless `force` (then truncates every app
 * table), inserts every table in foreign-key order in one transaction, batch by batch as the file
 * streams, and sets each serial or identity sequence to the column's max. Nothing is changed unless
 * the whole file was restored.
 */
export async function restoreBackup(file: string, options: RestoreOptions): Promise<RestoreSummary> {
  const { session } = options;
  const lines = backupLines(file);
  let lineNumber = 0;
  const next = async (): Promise<unknown> => {
    const line = await lines.next();
    if (line.done) throw new BackupError(`the backup ends after line ${lineNumber}: the file is cut off`);
    lineNumber += 1;
    return parseLine(line.value, lineNumber);
  };

  try {
    const header = BackupHeaderSchema.safeParse(await next());
    if (!header.success)
      throw new BackupError(`${file} is not a backup of this app (its header does not fit)`);
    const { migration, tables: fileTables } = header.data;
    const shipped = await latestMigration(options.migrationsFolder);
    if (migration.when !== shipped.when)
      throw new BackupError(
        `the backup was taken at migration ${migration.tag}; this version of the app is at migration ` +
          `${shipped.tag}. Restore it with the app version that wrote it, then upgrade.`,
      );
    await options.migrate();
    const applied = await appliedMigration(session, options.migrationsFolder);
    if (applied?.when !== shipped.when)
      throw new BackupError(
        `the database is at migration ${applied?.tag ?? 'none'}, newer than this app's ${shipped.tag}: ` +
          'restore with the app version that matches it',
      );
    const tables = new Map((await readAppTables(session)).map((t) => [t.name, t]));
    checkTablesFit(fileTables, tables);

    const counts: { name: string; rows: number }[] = [];
    await session.query('begin');
    try {
      await emptyOrRefuse(session, [...tables.values()], options.force ?? false);
      for (const fileTable of fileTables) {
        const table = tables.get(fileTable.name) as AppTable;
        const start = TableStartSchema.safeParse(await next());
        if (!start.success || start.data.table !== table.name)
          throw new BackupError(`line ${lineNumber}: expected the rows of table ${table.name}`);
        counts.push({ name: table.name, rows: await restoreTable(table, next, session, options.batchSize) });
      }
      if (!DoneSchema.safeParse(await next()).success)
        throw new BackupError(`line ${lineNumber}: expected the end of the backup`);
      for (const table of tables.values()) await resetSequences(session, table);
      await session.query('commit');
    } catch (error) {
      await session.query('rollback').catch(() => undefined);
      throw error;
    }
    return { migration, tables: counts };
  } finally {
    await lines.return(undefined);
  }
}

/** Same tables, same columns (name and type) in the same order, as the file's header lists. */
function checkTablesFit(fileTables: BackupHeader['tables'], tables: Map<string, AppTable>): void {
  const missing = [...tables.keys()].filter((name) => !fileTables.some((t) => t.name === name));
  if (missing.length > 0)
    throw new BackupError(`the backup has no table ${missing.join(', ')} that this database has`);
  for (const fileTable of fileTables) {
    const table = tables.get(fileTable.name);
    if (!table) throw new BackupError(`the backup has a table ${fileTable.name} this database lacks`);
    const want = JSON.stringify(table.columns);
    if (JSON.stringify(fileTable.columns) !== want)
      throw new BackupError(`the columns of table ${table.name} in the backup differ from the database's`);
  }
}

async function emptyOrRefuse(session: DbSession, tables: AppTable[], force: boolean): Promise<void> {
  if (tables.length === 0) return;
  if (force) {
    await session.query(
      `truncate ${tables.map((t) => quoteIdent(t.name)).join(', ')} restart identity cascade`,
    );
    return;
  }
  for (const table of tables) {
    const { rows } = await session.query(
      `select exists (select 1 from ${quoteIdent(table.name)}) as has_rows`,
    );
    if (rows[0]?.has_rows)
      throw new BackupError(
        `the database is not empty (table ${table.name} has rows): restore into an empty database, ` +
          'or pass --force to delete its contents first',
      );
  }
}

/** Inserts the rows that follow a table's start line up to its end line; returns their count. */
async function restoreTable(
  table: AppTable,
  next: () => Promise<unknown>,
  session: DbSession,
  batchSize = 5000,
): Promise<number> {
  const width = table.columns.length;
  const names = table.columns.map((c) => quoteIdent(c.name)).join(', ');
  const casts = table.columns.map((c, i) => `u.c${i}::${c.type}`).join(', ');
  const arrays = table.columns.map((_, i) => `$${i + 1}::text[]`).join(', ');
  const aliases = table.columns.map((_, i) => `c${i}`).join(', ');
  const insert =
    `insert into ${quoteIdent(table.name)} (${names})${table.hasIdentity ? ' overriding system value' : ''} ` +
    `select ${casts} from unnest(${arrays}) as u(${aliases})`;
  let batch: BackupRow[] = [];
  let rows = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    const columns = table.columns.map((_, i) => batch.map((row) => row[i] ?? null));
    await session.query(insert, columns);
    rows += batch.length;
    batch = [];
  };
  for (;;) {
    const line = await next();
    if (Array.isArray(line)) {
      if (line.length !== width || !line.every((v) => v === null || typeof v === 'string'))
        throw new BackupError(`a row of table ${table.name} does not have its ${width} columns`);
      batch.push(line as BackupRow);
      if (batch.length >= batchSize) await flush();
      continue;
    }
    await flush();
    const end = TableEndSchema.safeParse(line);
    if (!end.success || end.data.end !== table.name)
      throw new BackupError(`unexpected line in the rows of table ${table.name}`);
    if (end.data.rows !== rows)
      throw new BackupError(`table ${table.name}: the file lists ${end.data.rows} rows, it holds ${rows}`);
    return rows;
  }
}

/** Sets each serial or identity sequence so the next id follows the restored rows. */
async function resetSequences(session: DbSession, table: AppTable): Promise<void> {
  for (const column of table.sequenceColumns) {
    const name = quoteIdent(column);
    await session.query(
      `select setval(pg_get_serial_sequence($1, $2), coalesce(max(${name}), 1), max(${name}) is not null)
         from ${quoteIdent(table.name)}`,
      [quoteIdent(table.name), column],
    );
  }
}
