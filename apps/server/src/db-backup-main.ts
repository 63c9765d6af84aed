import { runBackupCommand } from './db/backup/backup-command.ts';
import { safeError } from './lib/safe-error.ts';

/**
 * Entry point of `npm run db:backup -- <file>` and `npm run db:restore -- <file> [--force]`
 * (docs/reliability.md "Backup and restore"). npm runs it in apps/server, the server's own working
 * directory (so a relative DATA_DIR means the same folder); a relative file name is taken from where
 * the command was typed (npm's INIT_CWD).
 */
runBackupCommand(process.argv.slice(2), process.env, {
  cwd: process.env.INIT_CWD ?? process.cwd(),
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
})
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    process.stderr.write(
      `Failed: ${error instanceof Error ? (safeError(error).stack ?? safeError(error).message) : String(error)}\n`,
    );
    process.exit(1);
  });
