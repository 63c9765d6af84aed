import type { TaskStatus } from '@app/contracts';
import { Badge } from 'react-bootstrap';

const variants: Record<TaskStatus, string> = {
  PENDING: 'secondary',
  STARTED: 'info',
  SUCCESS: 'success',
  FAILURE: 'danger',
};

export function TaskStatusBadge({ status }: { status: TaskStatus }) {
  return (
    <Badge bg={variants[status]} data-status={status}>
      {status}
    </Badge>
  );
}
