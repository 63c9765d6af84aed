import type { StreamEvent } from '@app/contracts';
import { safeErrorText } from '../lib/safe-error.ts';
import { isoOfMs } from '../lib/time.ts';
import type { PublishSource } from '../push/source-event.ts';
import type { TaskRepository } from '../repositories/task-repository.ts';
import type { JobContext } from './job-context.ts';
import type { JobQueue, QueuedJob } from './queue/job-queue.ts';
import type { JobRegistry } from './registry.ts';
import type { WorkerLiveness } from './worker-liveness.ts';

const INTERRUPTED = 'interrupted';
/** The error of a task put back in the queue after its worker stopped during the run (its one retry). */
export const INTERRUPTED_RETRYING = 'interrupted: the worker running it stopped; queued again once';
/** The error of a task whose worker stopped during its retry too: failed, with the reason. */
export const INTERRUPTED_TWICE = 'interrupted: the worker running it stopped twice (retried once)';

export interface JobWorkerDeps {
  registry: JobRegistry;
  queue: JobQueue;
  tasks: TaskRepository;
  liveness: WorkerLiveness;
  /**
   * The context a run gets: the current source scope's (composition/source-scope.ts), read when the
   * run starts, so a run after a venue switch computes on the new venue.
   */
  context: () => JobContext;
  /** The stream events of the changed modules and of `tasks` (to the browsers, through the API). */
  publish(event: StreamEvent): Promise<void>;
  /**
   * Where `changed` goes after a successful run's stream events (push/source-event.ts: the alert
   * evaluation subscribes). A failed publish is logged; the run stays a success.
   */
  publishSource?: PublishSource;
  /** Wall clock for task timestamps. */
  now?: () => Date;
  log?: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

export interface JobWorker {
  /**
   * Takes back the tasks of dead processes (each queued again once, then FAILURE 'interrupted' with the
   * reason: docs/reliability.md), then starts taking jobs.
   */
  start(): Promise<{ interrupted: number }>;
  /** Runs one queued job (what the queue calls; exposed for tests). */
  handle(name: string, job: QueuedJob): Promise<void>;
}

/** What is logged and stored (the task's error) of a failure: its safe text (lib/safe-error.ts). */
function errorText(error: unknown): string {
  return (safeErrorText(error) || (error instanceof Error ? error.name : 'Error')).slice(0, 2000);
}

/**
 * The worker role: runs jobs from the queue, each as its task row goes PENDING → STARTED →
 * SUCCESS | FAILURE (a failed attempt with retries left goes back to PENDING with its error), and
 * publishes a stream event for each module a successful run changed, plus `tasks` when a task ends.
 */
export function createJobWorker(deps: JobWorkerDeps): JobWorker {
  const now = deps.now ?? (() => new Date());
  const { tasks, liveness } = deps;

  async function publish(module: StreamEvent['module'], dataTime: number): Promise<void> {
    await deps.publish({ module, data_time: isoOfMs(dataTime) }).catch((error: unknown) => {
      deps.log?.warn({ error: errorText(error), module }, 'stream event not published');
    });
  }

  async function recover(): Promise<number> {
    const started = await tasks.listStarted();
    const dead = new Map<string, boolean>();
    const lost = [];
    for (const task of started) {
      const owner = task.workerId ?? '';
      if (!dead.has(owner)) dead.set(owner, !(await liveness.isAlive(owner)));
      if (dead.get(owner)) lost.push(task);
    }
    // A task whose run was already a retry after an interruption fails with the reason; any other is
    // queued again once (a worker killed mid-run, a deploy): its lost queue job is cancelled first.
    const twice = lost.filter((t) => t.error?.startsWith(INTERRUPTED) === true);
    const count = await tasks.failStarted(
      twice.map((t) => t.id),
      INTERRUPTED_TWICE,
      now(),
    );
    let requeued = 0;
    for (const task of lost) {
      if (task.jobId) await deps.queue.cancel(task.jobName, task.jobId).catch(() => undefined);
      if (twice.includes(task)) continue;
      if (!(await tasks.requeueStarted(task.id, INTERRUPTED_RETRYING, now()))) continue;
      // Should this process stop before the job is sent, failUnqueued below (in the next worker) ends it.
      const jobId = await deps.queue.send(task.jobName, { taskId: task.id, payload: task.payload });
      await tasks.setJobId(task.id, jobId);
      requeued += 1;
    }
    await tasks.failUnqueued(
      new Date(now().getTime() - 120_000),
      'not queued: the process stopped first',
      now(),
    );
    if (requeued > 0) deps.log?.warn({ requeued }, 'interrupted tasks queued again');
    return count + requeued;
  }

  const worker: JobWorker = {
    async start() {
      await liveness.start();
      const interrupted = await recover();
      if (interrupted > 0) deps.log?.warn({ interrupted }, 'tasks of stopped processes taken back');
      for (const job of deps.registry.all())
        await deps.queue.work(job.name, (queued) => worker.handle(job.name, queued));
      return { interrupted };
    },

    async handle(name, job) {
      const definition = deps.registry.require(name);
      const { taskId, payload } = job.data;
      const task = await tasks.start(taskId, liveness.workerId, now());
      if (!task) return; // no longer pending (e.g. marked interrupted): nothing to run
      const context = deps.context();
      try {
        const result = await definition.run(context, payload);
        await tasks.succeed(taskId, result.detail, now());
        const dataTime = result.dataTime ?? context.now();
        const changed = [...new Set(result.changed ?? [])];
        for (const module of changed) await publish(module, dataTime);
        await publish('tasks', now().getTime());
        if (changed.length > 0 && deps.publishSource)
          await deps
            .publishSource({
              type: 'changed',
              source: context.source,
              modules: changed,
              data_time: dataTime,
              quiet: result.quiet === true,
            })
            .catch((error: unknown) => {
              deps.log?.warn({ job: name, error: errorText(error) }, 'change not published');
            });
      } catch (error) {
        const retrying = job.retryCount < job.retryLimit;
        // A run that was already the one retry after an interruption keeps saying so, so a second
        // interruption of a later attempt fails it instead of queuing it once more.
        const after = task.error?.startsWith(INTERRUPTED) ? `${INTERRUPTED_RETRYING}; ` : '';
        if (retrying) await tasks.retry(taskId, `${after}${errorText(error)}`.slice(0, 2000), now());
        else await tasks.fail(taskId, errorText(error), now());
        if (!retrying) await publish('tasks', now().getTime());
        deps.log?.warn({ job: name, taskId, retrying, error: errorText(error) }, 'job run failed');
        throw error;
      }
    },
  };
  return worker;
}
