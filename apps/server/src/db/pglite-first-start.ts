import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Creates the embedded database's files in a short-lived child process when `dir` holds none yet, so
 * the server itself always opens an existing data directory (docs/performance.md "Memory").
 *
 * Creating the files (PGlite's initdb, and the first compilation of its WebAssembly) is the process's
 * largest native-memory peak: several hundred MB of C heap and V8 compiler memory, whose freed pages
 * glibc keeps resident in the middle of its heap for the rest of the process's life. A process that
 * opens existing files never reaches that peak. The child opens the directory with the same settings
 * and closes it; the server then opens it as it would after a restart.
 */
export async function createPgliteFilesOnce(dir: string, settings: readonly string[]): Promise<boolean> {
  if (existsSync(join(dir, 'PG_VERSION'))) return false;
  const pglite = pathToFileURL(createRequire(import.meta.url).resolve('@electric-sql/pglite')).href;
  await runChild([
    '--input-type=module',
    '--eval',
    CREATE_FILES,
    '--',
    pglite,
    dir,
    JSON.stringify(settings),
  ]);
  return true;
}

/** The child's program: argv is [node, pglite module URL, data directory, settings as JSON]. */
const CREATE_FILES = `
const [, url, dir, settings] = process.argv;
const { PGlite } = await import(url);
const db = await PGlite.create(dir, { postgresqlconf: JSON.parse(settings) });
await db.close();
`;

function runChild(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000);
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else
        reject(
          new Error(
            `creating the database files failed (${signal ?? `exit code ${code}`}): ${stderr.trim() || 'no output'}`,
          ),
        );
    });
  });
}
