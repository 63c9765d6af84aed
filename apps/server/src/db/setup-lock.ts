import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import type pg from 'pg';

/**
 * The key of the PostgreSQL advisory lock that migrations and first-start setup (the first admin)
 * run under (docs/reliability.md "Many processes start as one"): any number of processes of any
 * roles started at once on an empty database take turns, the first applies the migrations, the others
 * find them applied. A number no other lock of the app or of pg-boss uses ("tradesetup" in ASCII, cut
 * to 63 bits).
 */
const SETUP_LOCK_KEY = '8391673041152938341';

export type Exclusive = <T>(work: () => Promise<T>) => Promise<T>;

/** Runs the works given to it one after the other, each when the previous one has settled. */
function oneAtATime(): Exclusive {
  let tail: Promise<unknown> = Promise.resolve();
  return (work) => {
    const next = tail.then(work, work);
    tail = next.catch(() => undefined);
    return next;
  };
}

/**
 * Runs `work` holding the session-level advisory lock on its own pooled connection, so it waits for any
 * other process's setup; the lock goes with the connection if the process dies. Within this process,
 * one at a time as well.
 */
export function advisoryExclusive(pool: pg.Pool): Exclusive {
  const turn = oneAtATime();
  return (work) =>
    turn(async () => {
      const client = await pool.connect();
      let broken = false;
      try {
        await client.query('select pg_advisory_lock($1::bigint)', [SETUP_LOCK_KEY]);
        try {
          return await work();
        } finally {
          await client.query('select pg_advisory_unlock($1::bigint)', [SETUP_LOCK_KEY]).catch(() => {
            broken = true;
          });
        }
      } finally {
        // A connection whose unlock failed is closed, which drops the lock with it.
        client.release(broken);
      }
    });
}

/** The embedded database: one process, so one start-up at a time within it. */
export function inProcessExclusive(): Exclusive {
  return oneAtATime();
}

/** Whether a process with this pid is running (signal 0 tests without sending anything). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The embedded database's files belong to one process at a time (PGlite has no server to share them
 * through): a lock file holding the owner's pid, created exclusively before the files are opened and
 * removed at close. A second process started on the same `DATA_DIR` stops with a clear message instead
 * of opening the files twice; a lock left by a process that died is taken over.
 */
export function takeDataDirLock(file: string, pid: number = process.pid): () => void {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, String(pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(file, 'utf8').trim());
      if (Number.isInteger(owner) && owner > 0 && owner !== pid && alive(owner)) {
        throw new Error(
          `The embedded database in ${file.replace(/[/\\][^/\\]*$/, '')} is in use by process ${owner}; ` +
            'several processes need DATABASE_URL (PostgreSQL).',
        );
      }
      // Left by a process that is gone (or by this one): taken over.
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${file}.`);
}
