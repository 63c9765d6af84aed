import type { Task } from '@app/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { adminTasksApi } from '../../api/admin-tasks-api.ts';
import { detailOr } from '../../api/error-detail.ts';
import { queryKeys } from '../../api/query-keys.ts';

/** While a triggered task runs, the task list is read this often. */
const TRIGGER_POLL_MS = 1000;

export interface TriggerState {
  /** The triggered task as last read (PENDING, STARTED, SUCCESS or FAILURE). */
  task: Task | null;
  /** The post itself failed: the server's detail. */
  error: string | null;
  busy: boolean;
}

const finished = (task: Task | null | undefined) => task?.status === 'SUCCESS' || task?.status === 'FAILURE';

/**
 * An Admin Dashboard trigger: posts the action, then follows its task through PENDING → STARTED →
 * SUCCESS/FAILURE in the recent-task list until it finishes.
 */
export function useTrackedTrigger(endpoint: string, label: string) {
  const queryClient = useQueryClient();
  const [taskId, setTaskId] = useState<number | null>(null);
  const [posting, setPosting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const tasks = useQuery({
    queryKey: queryKeys.adminTasksRecent,
    queryFn: () => adminTasksApi.recent(),
    enabled: taskId !== null,
    refetchInterval: (q) => {
      const task = q.state.data?.find((t) => t.id === taskId);
      return taskId !== null && !finished(task) ? TRIGGER_POLL_MS : false;
    },
  });
  const seen = tasks.data?.find((t) => t.id === taskId) ?? null;
  const task: Task | null =
    seen ?? (taskId === null ? null : ({ id: taskId, status: 'PENDING', detail: null, error: null } as Task));

  async function trigger() {
    setPosting(true);
    setError(null);
    try {
      await adminTasksApi.log({ label, endpoint, payload: {}, pathname: '/admin' }).catch(() => undefined);
      const accepted = await adminTasksApi.run(endpoint, {});
      setTaskId(accepted.task_id);
      await queryClient.invalidateQueries({ queryKey: queryKeys.adminTasksRecent });
    } catch (failure) {
      setError(detailOr(failure, `${label} failed`));
    } finally {
      setPosting(false);
    }
  }

  const state: TriggerState = { task, error, busy: posting || (task !== null && !finished(task)) };
  return { ...state, trigger };
}
