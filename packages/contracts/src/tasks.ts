import { z } from 'zod';

const taskStatuses = ['PENDING', 'STARTED', 'SUCCESS', 'FAILURE'] as const;
export const TaskStatus = z.enum(taskStatuses);
export type TaskStatus = z.infer<typeof TaskStatus>;

/** One background job run, as the admin toolbox lists it. */
export const Task = z.object({
  id: z.number().int(),
  module: z.string(),
  action: z.string(),
  status: TaskStatus,
  /** What the run did (on success) or why it failed; null while pending or started. */
  detail: z.string().nullable(),
  error: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
});
export type Task = z.infer<typeof Task>;

/** GET admin/tasks/recent/: the 20 newest tasks, newest first. */
export const RecentTasksResponse = z.array(Task);
export const RECENT_TASKS_LIMIT = 20;

/** POST admin/toolbox/log/: one toolbox action, as the toolbox sends it. */
export const ToolboxLogRequest = z
  .object({
    label: z.string().trim().min(1, 'label is required.').max(200, 'label must be at most 200 characters.'),
    endpoint: z
      .string()
      .trim()
      .min(1, 'endpoint is required.')
      .max(500, 'endpoint must be at most 500 characters.'),
    payload: z
      .unknown()
      .refine(
        (v) => v === undefined || JSON.stringify(v).length <= 10_000,
        'payload must be at most 10000 characters of JSON.',
      )
      .optional(),
    pathname: z.string().trim().max(500, 'pathname must be at most 500 characters.').default(''),
  })
  .strict();
export type ToolboxLogRequest = z.infer<typeof ToolboxLogRequest>;

export const ToolboxLogEntry = z.object({
  id: z.number().int(),
  label: z.string(),
  endpoint: z.string(),
  payload: z.unknown(),
  pathname: z.string(),
  created_at: z.string(),
});
export type ToolboxLogEntry = z.infer<typeof ToolboxLogEntry>;

/** The answer to every admin action post: the job was queued as task `task_id`. */
export const ActionAccepted = z.object({ detail: z.string(), task_id: z.number().int() });
export type ActionAccepted = z.infer<typeof ActionAccepted>;

/** `?tf=` of the CPR scan and insights actions: daily, weekly or monthly. */
export const PeriodTimeframe = z.enum(['1d', '1w', '1M'], { error: 'tf must be one of 1d, 1w, 1M.' });
export type PeriodTimeframe = z.infer<typeof PeriodTimeframe>;

export const PeriodActionQuery = z.object({ tf: PeriodTimeframe });
export type PeriodActionQuery = z.infer<typeof PeriodActionQuery>;

/** POST sniperflow/run/liquidity/ body: `historical` recomputes today's levels and hits from stored bars. */
export const LiquidityRunRequest = z
  .object({
    mode: z.enum(['historical', 'live'], { error: 'mode must be historical or live.' }).default('historical'),
  })
  .strict();
export type LiquidityRunRequest = z.infer<typeof LiquidityRunRequest>;

/** Action posts that take no input accept no body (null) or `{}`. */
export const EmptyActionRequest = z.object({}).strict().nullish();
