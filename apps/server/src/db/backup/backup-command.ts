import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../../config/config.ts';
import { migrationsFolder, openDatabase } from '../database.ts';
import { BackupError } from './backup-format.ts';
import { pgliteExists, pgliteInUse } from './pglite-in-use.ts';
import { restoreBackup } from './restore-backup.ts';
import { writeBackup } from './write-backup.ts';

const USAGE =
  'usage: npm run db:backup -- <file>\n' +
  '       npm run db:restore -- <file> [--force]   (--force deletes what the database holds first)';

export interface CommandIo {
  /** Where a relative file name is resolved from (npm's INIT_CWD: where the user typed the command). */
  cwd: string;
  out(text: string): void;
  err(text: string): void;
}

/**
 * `db:backup` and `db:restore` (docs/reliability.md "Backup and restore"): the same configuration as
 * the server (`DATA_DIR` PGlite, or `DATABASE_URL`). Returns the process exit code.
 */
export async function runBackupCommand(
  argv: readonly string[],
  env: Record<string, string | undefined>,
  io: CommandIo,
): Promise<number> {
  let parsed: ReturnType<typeof parseCommand>;
  try {
    parsed = parseCommand(argv);
  } catch (error) {
    io.err(`${(error as Error).message}\n${USAGE}\n`);
    return 2;
  }
  const { command, file: name, force } = parsed;
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    io.err(`${error.message}\n`);
    return 1;
  }
  const file = resolve(io.cwd, name);
  const where = config.databaseUrl ? 'the PostgreSQL at DATABASE_URL' : `${resolve(config.dataDir)}/pglite`;
  if (!config.databaseUrl) {
    if (pgliteInUse(config.dataDir)) {
      io.err(
        `${where} is open in another process (its postmaster.pid is there): stop the server first. ` +
          'If no server is running (it crashed), start and stop it once to clear the file.\n',
      );
      return 1;
    }
    if (command === 'backup' && !pgliteExists(config.dataDir)) {
      io.err(`there is no database in ${where}: check DATA_DIR\n`);
      return 1;
    }
  }

  const database = await openDatabase(config);
  const session = await database.access.openSession();
  try {
    if (command === 'backup') {
      const summary = await writeBackup(file, { session, driver: database.driver, migrationsFolder });
      const rows = summary.tables.reduce((sum, t) => sum + t.rows, 0);
      io.out(
        `Backed up ${summary.tables.length} tables (${rows} rows) of ${where} at migration ` +
          `${summary.migration.tag} to ${file}\n`,
      );
    } else {
      const summary = await restoreBackup(file, {
        session,
        migrationsFolder,
        migrate: () => database.migrate(),
        force,
      });
      const rows = summary.tables.reduce((sum, t) => sum + t.rows, 0);
      io.out(
        `Restored ${summary.tables.length} tables (${rows} rows) of migration ${summary.migration.tag} ` +
          `from ${file} into ${where}\n`,
      );
    }
    return 0;
  } catch (error) {
    if (!(error instanceof BackupError)) throw error;
    io.err(`${command === 'backup' ? 'Backup' : 'Restore'} refused: ${error.message}\n`);
    return 1;
  } finally {
    await session.close();
    await database.close();
  }
}

function parseCommand(argv: readonly string[]): {
  command: 'backup' | 'restore';
  file: string;
  force: boolean;
} {
  const { values, positionals } = parseArgs({
    args: [...argv],
    options: { force: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  const [command, file, ...rest] = positionals;
  if (command !== 'backup' && command !== 'restore') throw new Error(`unknown command: ${command ?? ''}`);
  if (!file || rest.length > 0) throw new Error('give exactly one backup file');
  if (command === 'backup' && values.force) throw new Error('--force applies to db:restore only');
  return { command, file, force: values.force };
}
