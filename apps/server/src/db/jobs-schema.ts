/** Background job bookkeeping and the admin toolbox log (see schema.ts for how to change tables). */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One row per job run request: PENDING when queued, STARTED when a worker picks it up, then
 * SUCCESS or FAILURE. `job_id` is the queue's job id; `worker_id` the process that ran it (to tell
 * runs of a crashed process from live ones); `schedule_key` makes a scheduled run unique, so
 * several schedulers enqueue it once.
 */
export const tasks = pgTable(
  'tasks',
  {
    id: serial('id').primaryKey(),
    module: text('module').notNull(),
    action: text('action').notNull(),
    jobName: text('job_name').notNull(),
    payload: jsonb('payload').$type<unknown>(),
    trigger: text('trigger').notNull(),
    status: text('status').notNull().default('PENDING'),
    detail: text('detail'),
    error: text('error'),
    jobId: text('job_id'),
    workerId: text('worker_id'),
    attempts: integer('attempts').notNull().default(0),
    scheduleKey: text('schedule_key'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    startedAt: at('started_at'),
    finishedAt: at('finished_at'),
  },
  (t) => [
    check('tasks_status_check', sql`${t.status} in ('PENDING', 'STARTED', 'SUCCESS', 'FAILURE')`),
    uniqueIndex('tasks_schedule_key_key').on(t.scheduleKey),
    index('tasks_open_idx').on(t.status).where(sql`${t.status} in ('PENDING', 'STARTED')`),
  ],
);

/** Every admin toolbox action, as the toolbox reports it (`POST admin/toolbox/log/`). */
export const toolboxLog = pgTable('toolbox_log', {
  id: serial('id').primaryKey(),
  userId: integer('user_id'),
  username: text('username'),
  label: text('label').notNull(),
  endpoint: text('endpoint').notNull(),
  payload: jsonb('payload').$type<unknown>(),
  pathname: text('pathname').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

export type TaskRow = typeof tasks.$inferSelect;
export type ToolboxLogRow = typeof toolboxLog.$inferSelect;
