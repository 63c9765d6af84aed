import { ActionAccepted, RecentTasksResponse, type ToolboxLogRequest } from '@app/contracts';
import { api } from './http.ts';

/** Background tasks and the admin action posts (spec section 7). */
export const adminTasksApi = {
  recent: () => api.get('admin/tasks/recent/', { schema: RecentTasksResponse }),
  /** Records a toolbox action; best effort (the action runs whatever the log answers). */
  log: (entry: ToolboxLogRequest) => api.post('admin/toolbox/log/', entry, { silent: true }),
  /** An action post (`cpr/admin/trigger-cprscan/?tf=1d` …): 202 `{detail, task_id}`. The caller toasts. */
  run: (endpoint: string, payload: unknown) =>
    api.post(endpoint, payload, { schema: ActionAccepted, silent: true }),
};

/** Query key of the recent tasks; under ['admin', 'tasks'], which the live stream's `tasks` events refresh. */
export const RECENT_TASKS_QUERY_KEY = ['admin', 'tasks', 'recent'] as const;
