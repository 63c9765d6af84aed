import { ActionAccepted, RecentTasksResponse, type ToolboxLogRequest } from '@app/contracts';
import { api } from './http.ts';

/** Background tasks and the admin action posts (docs/product.md §7). */
export const adminTasksApi = {
  recent: () => api.get('admin/tasks/recent/', { schema: RecentTasksResponse }),
  /** Records a toolbox action; best effort (the action runs whatever the log answers). */
  log: (entry: ToolboxLogRequest) => api.post('admin/toolbox/log/', entry, { silent: true }),
  /** An action post (`cpr/admin/trigger-cprscan/?tf=1d` …): 202 `{detail, task_id}`. The caller toasts. */
  run: (endpoint: string, payload: unknown) =>
    api.post(endpoint, payload, { schema: ActionAccepted, silent: true }),
};
