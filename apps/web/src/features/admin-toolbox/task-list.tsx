import type { Task } from '@app/contracts';
import type { Row } from '@tanstack/react-table';
import { type DataColumn, DataTable, type RowAttributes } from '../../components/data-table.tsx';
import { TaskStatusBadge } from '../../components/task-status-badge.tsx';
import { useTimeZone } from '../../components/use-time-zone.ts';
import { formatFullTime, formatTime, withZonedTimes } from '../../lib/time-format.ts';

const taskColumns: DataColumn<Task>[] = [
  { id: 'id', header: '#', cell: ({ row }) => row.original.id },
  { id: 'module', header: 'Module', cell: ({ row }) => row.original.module },
  {
    id: 'action',
    header: 'Action',
    cell: ({ row: { original: task } }) => (
      <>
        {task.action}
        {(task.error ?? task.detail) && <TaskDetail text={task.error ?? task.detail ?? ''} />}
      </>
    ),
  },
  { id: 'status', header: 'Status', cell: ({ row }) => <TaskStatusBadge status={row.original.status} /> },
  {
    id: 'updated',
    header: 'Updated',
    cell: ({ row }) => <UpdatedTime time={row.original.updated_at} />,
  },
];

/** The task's detail or error under its action, its times in the chosen zone (the full text in the tooltip). */
function TaskDetail({ text }: { text: string }) {
  const { zone } = useTimeZone();
  const zoned = withZonedTimes(text, zone);
  return (
    <div className="text-body-secondary text-truncate" style={{ maxWidth: 200 }} title={zoned}>
      {zoned}
    </div>
  );
}

/** The task's clock time, its date and clock in the tooltip, both in the chosen zone with its label. */
function UpdatedTime({ time }: { time: string }) {
  const { zone } = useTimeZone();
  return <span title={formatFullTime(time, zone)}>{formatTime(time, zone, 'clockSeconds') ?? '-'}</span>;
}

const idOf = (task: Task) => String(task.id);
const taskRowProps = ({ original: task }: Row<Task>): RowAttributes => ({ 'data-testid': `task-${task.id}` });

/** The recent tasks: id, module, action, status and updated_at (the detail or error under the action). */
export function TaskList({ tasks, isLoading }: { tasks: readonly Task[]; isLoading: boolean }) {
  return (
    <DataTable
      data={tasks}
      columns={taskColumns}
      getRowId={idOf}
      testId="task-list"
      rowProps={taskRowProps}
      embedded
      loading={isLoading}
      empty="No tasks yet."
    />
  );
}
