import { and, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { type TaskRow, tasks } from '../db/jobs-schema.ts';
import { affectedRows } from './sql-results.ts';

export interface NewTask {
  module: string;
  action: string;
  jobName: string;
  payload: unknown;
  trigger: 'admin' | 'schedule' | 'startup';
  /** A scheduled run's unique key: a second insert with the same key is skipped. */
  scheduleKey?: string;
}

export interface TaskRepository {
  /** Inserts a PENDING task; undefined when `scheduleKey` is already taken. */
  create(task: NewTask, at: Date): Promise<TaskRow | undefined>;
  setJobId(id: number, jobId: string): Promise<void>;
  findById(id: number): Promise<TaskRow | undefined>;
  /** PENDING → STARTED by `workerId`; undefined when the task is not PENDING (e.g. marked interrupted). */
  start(id: number, workerId: string, at: Date): Promise<TaskRow | undefined>;
  succeed(id: number, detail: string, at: Date): Promise<void>;
  fail(id: number, error: string, at: Date): Promise<void>;
  /** STARTED → PENDING with the error of the failed attempt, before the queue retries it. */
  retry(id: number, error: string, at: Date): Promise<void>;
  recent(limit: number): Promise<TaskRow[]>;
  /** Tasks in STARTED state, oldest first. */
  listStarted(): Promise<TaskRow[]>;
  /**
   * A STARTED task whose worker stopped goes back to PENDING with `error` and no queue job, to be
   * queued again; false when it is no longer STARTED (another worker took it back first).
   */
  requeueStarted(id: number, error: string, at: Date): Promise<boolean>;
  /** STARTED tasks among `ids` become FAILURE with `error`; returns how many changed. */
  failStarted(ids: readonly number[], error: string, at: Date): Promise<number>;
  /** PENDING tasks that never got a queue job (their process died in between) and are older than `before`. */
  failUnqueued(before: Date, error: string, at: Date): Promise<number>;
  /** Deletes finished tasks created before `before`. */
  deleteFinishedBefore(before: Date): Promise<number>;
}

export function createTaskRepository(db: Db): TaskRepository {
  const set = (id: number, fields: Partial<TaskRow>, from: TaskRow['status'][]) =>
    db
      .update(tasks)
      .set(fields)
      .where(and(eq(tasks.id, id), inArray(tasks.status, from)))
      .returning();

  return {
    async create(task, at) {
      const [row] = await db
        .insert(tasks)
        .values({ ...task, status: 'PENDING', createdAt: at, updatedAt: at })
        .onConflictDoNothing()
        .returning();
      return row;
    },

    async setJobId(id, jobId) {
      await db.update(tasks).set({ jobId }).where(eq(tasks.id, id));
    },

    async findById(id) {
      const [row] = await db.select().from(tasks).where(eq(tasks.id, id));
      return row;
    },

    async start(id, workerId, at) {
      const [row] = await db
        .update(tasks)
        .set({
          status: 'STARTED',
          workerId,
          startedAt: at,
          updatedAt: at,
          attempts: sql`${tasks.attempts} + 1`,
        })
        .where(and(eq(tasks.id, id), eq(tasks.status, 'PENDING')))
        .returning();
      return row;
    },

    async succeed(id, detail, at) {
      await set(id, { status: 'SUCCESS', detail, error: null, finishedAt: at, updatedAt: at }, ['STARTED']);
    },

    async fail(id, error, at) {
      await set(id, { status: 'FAILURE', error, finishedAt: at, updatedAt: at }, ['PENDING', 'STARTED']);
    },

    async retry(id, error, at) {
      await set(id, { status: 'PENDING', error, updatedAt: at }, ['STARTED']);
    },

    recent(limit) {
      return db.select().from(tasks).orderBy(desc(tasks.id)).limit(limit);
    },

    listStarted() {
      return db.select().from(tasks).where(eq(tasks.status, 'STARTED')).orderBy(tasks.id);
    },

    async requeueStarted(id, error, at) {
      const rows = await set(id, { status: 'PENDING', error, jobId: null, workerId: null, updatedAt: at }, [
        'STARTED',
      ]);
      return rows.length > 0;
    },

    async failStarted(ids, error, at) {
      if (ids.length === 0) return 0;
      const rows = await db
        .update(tasks)
        .set({ status: 'FAILURE', error, finishedAt: at, updatedAt: at })
        .where(and(inArray(tasks.id, [...ids]), eq(tasks.status, 'STARTED')))
        .returning({ id: tasks.id });
      return rows.length;
    },

    async failUnqueued(before, error, at) {
      const rows = await db
        .update(tasks)
        .set({ status: 'FAILURE', error, finishedAt: at, updatedAt: at })
        .where(and(eq(tasks.status, 'PENDING'), isNull(tasks.jobId), lt(tasks.createdAt, before)))
        .returning({ id: tasks.id });
      return rows.length;
    },

    async deleteFinishedBefore(before) {
      const result = await db
        .delete(tasks)
        .where(and(inArray(tasks.status, ['SUCCESS', 'FAILURE']), lt(tasks.createdAt, before)));
      return affectedRows(result);
    },
  };
}
