import type { Task } from '@app/contracts';
import { Table } from 'react-bootstrap';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { TaskStatusBadge } from './task-status-badge.tsx';

const time = (iso: string) => new Date(iso).toLocaleTimeString('en-GB');

/** The recent tasks: id, module, action, status and updated_at (the detail or error under the action). */
export function TaskList({ tasks, isLoading }: { tasks: readonly Task[]; isLoading: boolean }) {
  if (isLoading) return <PageSpinner />;
  if (tasks.length === 0) return <p className="small text-body-secondary">No tasks yet.</p>;
  return (
    <Table size="sm" className="small align-middle" data-testid="task-list">
      <thead>
        <tr>
          <th scope="col">#</th>
          <th scope="col">Module</th>
          <th scope="col">Action</th>
          <th scope="col">Status</th>
          <th scope="col">Updated</th>
        </tr>
      </thead>
      <tbody>
        {tasks.map((task) => (
          <tr key={task.id} data-testid={`task-${task.id}`}>
            <td>{task.id}</td>
            <td>{task.module}</td>
            <td>
              {task.action}
              {(task.error ?? task.detail) && (
                <div
                  className="text-body-secondary text-truncate"
                  style={{ maxWidth: 200 }}
                  title={task.error ?? task.detail ?? ''}
                >
                  {task.error ?? task.detail}
                </div>
              )}
            </td>
            <td>
              <TaskStatusBadge status={task.status} />
            </td>
            <td title={task.updated_at}>{time(task.updated_at)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
