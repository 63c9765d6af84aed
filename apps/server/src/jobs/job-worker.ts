import type { StreamEvent } from '@app/contracts';
import { safeErrorText } from '../lib/safe-error.ts';
import type { TaskRepository } from '../repositories/task-repository.ts';
import type { JobContext } from './job-context.ts';
import type { JobQueue, QueuedJob } from './queue/job-queue.ts';
import type { JobRegistry } from './registry.ts';
import type { WorkerLiveness } from './worker-liveness.ts';

export const INTERRUPTED = 'interrupted';

export interface JobWorkerDeps {
  registry: JobRegistry;
  queue: JobQueue;
  tasks: TaskRepository;
  liveness: WorkerLiveness;
  context: JobContext;
  publish(event: StreamEvent): Promise<void>;
  /**
   * Told what a successful run changed, after its stream events (the alert evaluator). Not awaited:
   * the queue moves on; whatever it does, the run stays a success.
   */
  onChanged?(
    modules: StreamEvent['module'][],
    dataTime: number,
    options: { quiet: boolean },
  ): Promise<unknown>;
  /** Wall clock for task timestamps. */
  now?: () => Date;
  log?: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

export interface JobWorker {
  /** Marks the tasks of dead processes FAILURE 'interrupted', then starts taking jobs. */
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
    await deps.publish({ module, data_time: new Date(dataTime).toISOString() }).catch((error: unknown) => {
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
    const count = await tasks.failStarted(
      lost.map((t) => t.id),
      INTERRUPTED,
      now(),
    );
    for (const task of lost) {
      if (task.jobId) await deps.queue.cancel(task.jobName, task.jobId).catch(() => undefined);
    }
    await tasks.failUnqueued(
      new Date(now().getTime() - 120_000),
      'not queued: the process stopped first',
      now(),
    );
    return count;
  }

  const worker: JobWorker = {
    async start() {
      await liveness.start();
      const interrupted = await recover();
      if (interrupted > 0) deps.log?.warn({ interrupted }, 'tasks of stopped processes marked interrupted');
      for (const job of deps.registry.all())
        await deps.queue.work(job.name, (queued) => worker.handle(job.name, queued));
      return { interrupted };
    },

    async handle(name, job) {
      const definition = deps.registry.require(name);
      const { taskId, payload } = job.data;
      const task = await tasks.start(taskId, liveness.workerId, now());
      if (!task) return; // no longer pending (e.g. marked interrupted): nothing to run
      try {
        const result = await definition.run(deps.context, payload);
        await tasks.succeed(taskId, result.detail, now());
        const dataTime = result.dataTime ?? deps.context.now();
        const changed = [...new Set(result.changed ?? [])];
        for (const module of changed) await publish(module, dataTime);
        await publish('tasks', now().getTime());
        if (changed.length > 0 && deps.onChanged)
          void deps.onChanged(changed, dataTime, { quiet: result.quiet === true }).catch((error: unknown) => {
            deps.log?.warn({ job: name, error: errorText(error) }, 'alerts not evaluated');
          });
      } catch (error) {
        const retrying = job.retryCount < job.retryLimit;
        if (retrying) await tasks.retry(taskId, errorText(error), now());
        else await tasks.fail(taskId, errorText(error), now());
        if (!retrying) await publish('tasks', now().getTime());
        deps.log?.warn({ job: name, taskId, retrying, error: errorText(error) }, 'job run failed');
        throw error;
      }
    },
  };
  return worker;
}
