/**
 * What the services need of the background jobs, declared here so that services never import jobs/
 * (the layer above them): jobs/registry.ts and jobs/queue/ satisfy these shapes, and the composition
 * root (composition/) passes them in.
 */

/** What the job service and the admin overview know of one job (jobs/job-definition.ts). */
export interface JobInfo {
  /** Queue name, kebab-case. */
  name: string;
  /** `tasks.module` (the toolbox's grouping). */
  module: string;
  schedules: readonly { cron: string }[];
  /** Validates a payload (throws a ZodError on a bad one). */
  parse(payload: unknown): unknown;
  /** `tasks.action` of a run with this payload. */
  action(payload: unknown): string;
}

/** The app's jobs by name (jobs/registry.ts). */
export interface JobCatalog {
  /** The job called `name`; a missing job is a programming error (throws). */
  require(name: string): JobInfo;
  all(): readonly JobInfo[];
}

/** Where a run is enqueued (the pg-boss queue of jobs/queue/ in production). */
export interface JobSender {
  /** Enqueues; resolves to the job id. */
  send(name: string, data: { taskId: number; payload: unknown }): Promise<string>;
  /** Wakes this process's workers now instead of at their next poll. */
  wake(): void;
}
