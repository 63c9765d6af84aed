/** What a queued job carries: its task row and the validated payload. */
export interface JobEnvelope {
  taskId: number;
  payload: unknown;
}

export interface QueuedJob {
  id: string;
  data: JobEnvelope;
  /** Attempts made before this one, and the most allowed after the first. */
  retryCount: number;
  retryLimit: number;
}

export interface QueueSpec {
  name: string;
  retryLimit: number;
  retryDelaySeconds: number;
  expireInSeconds: number;
}

/**
 * The job queue the engine runs on (pg-boss, see pg-boss-queue.ts). Every queue admits one active
 * job at a time across all processes, so two runs of one job never overlap.
 */
export interface JobQueue {
  start(): Promise<void>;
  /** Stops fetching; waits up to `timeoutMs` for running handlers. */
  stop(timeoutMs?: number): Promise<void>;
  /** Creates the queue or updates its options (idempotent). */
  ensureQueue(spec: QueueSpec): Promise<void>;
  /** Enqueues; resolves to the job id. */
  send(name: string, data: JobEnvelope): Promise<string>;
  /** Runs `handler` for each job of `name`, one at a time; a throw fails the attempt (retried while allowed). */
  work(name: string, handler: (job: QueuedJob) => Promise<void>): Promise<void>;
  /** Makes a job final without running it again (a crashed worker's job). */
  cancel(name: string, id: string): Promise<void>;
  /** Wakes this process's workers now instead of at their next poll. */
  wake(): void;
}

/** Until a queue is wired (processes or tests that run no jobs), an action post fails loudly. */
export const noJobQueue: JobQueue = {
  start: async () => {},
  stop: async () => {},
  ensureQueue: async () => {},
  send: async () => {
    throw new Error('no job queue in this process');
  },
  work: async () => {},
  cancel: async () => {},
  wake: () => {},
};
