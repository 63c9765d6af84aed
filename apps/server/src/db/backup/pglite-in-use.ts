import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Whether another process has the embedded database of `dataDir` open. PGlite belongs to one process
 * and does not lock its directory against a second one (a second open succeeds and both then write
 * the same files), but while open it keeps a `postmaster.pid` there, removed when it closes.
 * A server that crashed leaves the file behind: starting and stopping the server once clears it.
 */
export function pgliteInUse(dataDir: string): boolean {
  return existsSync(join(dataDir, 'pglite', 'postmaster.pid'));
}

/** Whether `dataDir` holds an embedded database at all. */
export function pgliteExists(dataDir: string): boolean {
  return existsSync(join(dataDir, 'pglite', 'PG_VERSION'));
}
