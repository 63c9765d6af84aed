import PgBoss from 'pg-boss';
import type { DbDriverAccess } from '../../db/db-session.ts';
import type { JobEnvelope, JobQueue, QueuedJob } from './job-queue.ts';

export interface PgBossQueueOptions {
  access: DbDriverAccess;
  /** Run pg-boss maintenance (expiring lost jobs, archiving): in worker/scheduler processes. */
  supervise: boolean;
  /** Seconds between polls of an idle queue; pg-boss's minimum is 0.5. */
  pollingIntervalSeconds?: number;
  onError?: (error: Error) => void;
  /**
   * Runs pg-boss's schema set-up and each queue's creation while no other process does (the setup lock,
   * db/setup-lock.ts): processes started at once on an empty database otherwise deadlock in
   * `createQueue`. Default: as they come.
   */
  exclusive?: <T>(work: () => Promise<T>) => Promise<T>;
}

/**
 * The job queue on pg-boss 10, in the app's own database, on PGlite as on PostgreSQL, through
 * pg-boss's custom `db.executeSql` adapter over `DbDriverAccess` (on PGlite, SQL without parameters
 * — pg-boss's multi-statement migrations and locked commands — goes through `exec`; PGlite binds
 * JS arrays such as job-id lists natively). Checked here: schema creation, send/fetch/complete,
 * retry and failure, the singleton policy (one active job per queue), cancel, restart on a
 * file-backed PGlite with a job left active by a killed process — see pg-boss-queue.db.test.ts.
 *
 * Every queue uses the `singleton` policy: at most one active job per queue across all processes,
 * enforced by pg-boss's unique index, so two runs of one job never overlap. pg-boss's own cron is not
 * used (minute granularity, and the simulated market's clock may run faster than the wall clock):
 * jobs/job-scheduler.ts schedules on the market clock with croner.
 */
export function createPgBossQueue(options: PgBossQueueOptions): JobQueue {
  const polling = options.pollingIntervalSeconds ?? 1;
  const boss = new PgBoss({
    db: { executeSql: (text: string, values: unknown[]) => options.access.execute(text, values) },
    supervise: options.supervise,
    schedule: false,
    migrate: true,
  });
  boss.on('error', (error) => options.onError?.(error));
  const workerIds: string[] = [];
  const exclusive = options.exclusive ?? (<T>(work: () => Promise<T>) => work());

  return {
    async start() {
      await exclusive(() => boss.start());
    },
    async stop(timeoutMs = 10_000) {
      await boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs });
    },
    async ensureQueue(spec) {
      const queue = {
        policy: 'singleton' as const,
        retryLimit: spec.retryLimit,
        retryDelay: spec.retryDelaySeconds,
        retryBackoff: false,
        expireInSeconds: spec.expireInSeconds,
      };
      await exclusive(async () => {
        await boss.createQueue(spec.name, { name: spec.name, ...queue });
        await boss.updateQueue(spec.name, { name: spec.name, ...queue });
      });
    },
    async send(name, data) {
      const id = await boss.send(name, data);
      if (!id) throw new Error(`queue ${name} refused the job`);
      return id;
    },
    async work(name, handler) {
      const id = await boss.work<JobEnvelope>(
        name,
        { batchSize: 1, pollingIntervalSeconds: polling, includeMetadata: true },
        async ([job]) => {
          if (!job) return;
          const queued: QueuedJob = {
            id: job.id,
            data: job.data,
            retryCount: job.retryCount,
            retryLimit: job.retryLimit,
          };
          await handler(queued);
        },
      );
      workerIds.push(id);
    },
    async cancel(name, id) {
      await boss.cancel(name, id);
    },
    wake() {
      for (const id of workerIds) boss.notifyWorker(id);
    },
  };
}
