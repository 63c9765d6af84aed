import type { Task } from '@app/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { adminTasksApi } from '../../api/admin-tasks-api.ts';
import { ApiError } from '../../api/api-error.ts';
import { queryKeys } from '../../api/query-keys.ts';
import {
  failureText,
  readAutoRefresh,
  saveAutoRefresh,
  successText,
  TASK_POLL_MS,
  type ToolboxAction,
} from './toolbox-actions.ts';

/** While an action's task runs, the list is read this often to see it finish. */
const TRACK_POLL_MS = 1000;
/** An action whose task is not seen finishing within this time frees the toolbox anyway. */
const TRACK_GIVE_UP_MS = 5 * 60_000;

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

interface Running {
  label: string;
  taskId: number | null;
  since: number;
}

const finished = (task: Task | undefined) => task?.status === 'SUCCESS' || task?.status === 'FAILURE';

/**
 * The toolbox's state: the recent tasks (polled every 5 s while open with auto refresh on, and on
 * the live stream's `tasks` events) and one action at a time. An action is logged
 * (`admin/toolbox/log/`), posted, and counts as running until its task succeeds or fails; then the
 * outcome is toasted (docs/product.md §8) and the other actions are enabled again.
 */
export function useToolbox(open: boolean, pathname: string) {
  const queryClient = useQueryClient();
  const [autoRefresh, setAutoRefreshState] = useState(() => readAutoRefresh(sessionStore()));
  const [running, setRunning] = useState<Running | null>(null);
  const tracking = running?.taskId != null;
  const query = useQuery({
    queryKey: queryKeys.adminTasksRecent,
    queryFn: () => adminTasksApi.recent(),
    enabled: open || tracking,
    refetchInterval: tracking ? TRACK_POLL_MS : open && autoRefresh ? TASK_POLL_MS : false,
  });
  const tasks = query.data ?? [];

  const tracked = running?.taskId != null ? tasks.find((t) => t.id === running.taskId) : undefined;
  useEffect(() => {
    if (!running || running.taskId === null) return;
    const timedOut = Date.now() - running.since > TRACK_GIVE_UP_MS;
    if (!finished(tracked) && !timedOut) return;
    if (tracked?.status === 'SUCCESS') toast.success(successText(running.label, tracked.detail));
    else toast.error(failureText(running.label, tracked?.error ?? tracked?.detail));
    setRunning(null);
  }, [running, tracked]);

  const run = useCallback(
    async (action: ToolboxAction) => {
      if (running) return;
      setRunning({ label: action.label, taskId: null, since: Date.now() });
      await adminTasksApi
        .log({ label: action.label, endpoint: action.endpoint, payload: action.payload, pathname })
        .catch(() => undefined);
      try {
        const accepted = await adminTasksApi.run(action.endpoint, action.payload);
        setRunning({ label: action.label, taskId: accepted.task_id, since: Date.now() });
      } catch (error) {
        toast.error(failureText(action.label, error instanceof ApiError ? error.detail : null));
        setRunning(null);
      }
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminTasksRecent });
    },
    [running, pathname, queryClient],
  );

  return {
    tasks,
    isLoading: query.isPending && open,
    isFetching: query.isFetching,
    refresh: () => query.refetch(),
    autoRefresh,
    setAutoRefresh: (on: boolean) => {
      saveAutoRefresh(sessionStore(), on);
      setAutoRefreshState(on);
    },
    running: running?.label ?? null,
    run,
  };
}
