import {
  type ActionAccepted,
  RECENT_TASKS_LIMIT,
  type Task,
  type ToolboxLogEntry,
  type ToolboxLogRequest,
} from '@app/contracts';
import type { TaskRow } from '../db/jobs-schema.ts';
import { safeErrorText } from '../lib/safe-error.ts';
import { isoOrNull } from '../lib/time.ts';
import type { NewTask, TaskRepository } from '../repositories/task-repository.ts';
import type { ToolboxLogRepository } from '../repositories/toolbox-log-repository.ts';
import type { JobQueue } from './queue/job-queue.ts';
import type { JobRegistry } from './registry.ts';

export interface JobService {
  /**
   * Validates `payload` for job `name`, records a PENDING task and enqueues it. With a `scheduleKey`
   * that is already taken (another scheduler enqueued that run) it does nothing and returns undefined.
   */
  enqueue(
    name: string,
    payload: unknown,
    trigger: NewTask['trigger'],
    scheduleKey?: string,
  ): Promise<TaskRow | undefined>;
  /** An admin action post: enqueues and answers `{detail, task_id}`. */
  trigger(name: string, payload: unknown): Promise<ActionAccepted>;
  recentTasks(): Promise<Task[]>;
  logToolboxAction(
    user: { id: number; username: string },
    entry: ToolboxLogRequest,
  ): Promise<ToolboxLogEntry>;
}

export interface JobServiceDeps {
  registry: JobRegistry;
  queue: Pick<JobQueue, 'send' | 'wake'>;
  tasks: TaskRepository;
  toolboxLog: ToolboxLogRepository;
  now?: () => Date;
}

function taskDto(row: TaskRow): Task {
  return {
    id: row.id,
    module: row.module,
    action: row.action,
    status: row.status as Task['status'],
    detail: row.detail,
    error: row.error,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    started_at: isoOrNull(row.startedAt),
    finished_at: isoOrNull(row.finishedAt),
  };
}

export function createJobService(deps: JobServiceDeps): JobService {
  const now = deps.now ?? (() => new Date());
  const service: JobService = {
    async enqueue(name, payload, trigger, scheduleKey) {
      const job = deps.registry.require(name);
      const valid = job.parse(payload);
      const task = await deps.tasks.create(
        {
          module: job.module,
          action: job.action(valid),
          jobName: job.name,
          payload: valid,
          trigger,
          scheduleKey,
        },
        now(),
      );
      if (!task) return undefined;
      try {
        const jobId = await deps.queue.send(job.name, { taskId: task.id, payload: valid });
        await deps.tasks.setJobId(task.id, jobId);
        deps.queue.wake();
        return { ...task, jobId };
      } catch (error) {
        await deps.tasks.fail(task.id, `not queued: ${safeErrorText(error)}`, now());
        throw error;
      }
    },

    async trigger(name, payload) {
      const task = await service.enqueue(name, payload, 'admin');
      if (!task) throw new Error(`job ${name} was not enqueued`);
      return { detail: `${task.module} ${task.action} queued.`, task_id: task.id };
    },

    async recentTasks() {
      return (await deps.tasks.recent(RECENT_TASKS_LIMIT)).map(taskDto);
    },

    async logToolboxAction(user, entry) {
      const row = await deps.toolboxLog.add(
        {
          userId: user.id,
          username: user.username,
          label: entry.label,
          endpoint: entry.endpoint,
          payload: entry.payload ?? null,
          pathname: entry.pathname,
        },
        now(),
      );
      return {
        id: row.id,
        label: row.label,
        endpoint: row.endpoint,
        payload: row.payload,
        pathname: row.pathname,
        created_at: row.createdAt.toISOString(),
      };
    },
  };
  return service;
}
