import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { DbDriverAccess, DbSession } from '../db/db-session.ts';

/** A process's id in `tasks.worker_id`: host, pid and a random part (pids repeat after restarts). */
function newWorkerId(): string {
  return `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
}

export interface WorkerLiveness {
  readonly workerId: string;
  /** Marks this process alive until `stop()` (or until it dies). */
  start(): Promise<void>;
  /** Whether the process that wrote `workerId` is still running. */
  isAlive(workerId: string): Promise<boolean>;
  stop(): Promise<void>;
}

const lockKey = (workerId: string) => `app-worker:${workerId}`;

/**
 * Tells live workers from dead ones, so start-up marks only the crashed processes' tasks as
 * interrupted. On PostgreSQL each worker holds a session advisory lock named after its id on a
 * dedicated connection; the lock vanishes with the process. On PGlite there is only one process,
 * so every other id is dead.
 */
export function createWorkerLiveness(access: DbDriverAccess, workerId = newWorkerId()): WorkerLiveness {
  let session: DbSession | undefined;
  return {
    workerId,
    async start() {
      session = await access.openSession();
      if (!session.shared)
        await session.query('select pg_advisory_lock(hashtextextended($1, 0))', [lockKey(workerId)]);
    },
    async isAlive(other) {
      if (other === workerId) return true;
      if (!session || session.shared) return false;
      const { rows } = await session.query('select pg_try_advisory_lock(hashtextextended($1, 0)) as got', [
        lockKey(other),
      ]);
      const got = rows[0]?.got === true;
      if (got) await session.query('select pg_advisory_unlock(hashtextextended($1, 0))', [lockKey(other)]);
      return !got;
    },
    async stop() {
      await session?.close();
      session = undefined;
    },
  };
}
