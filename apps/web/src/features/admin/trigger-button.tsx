import { Button, Spinner } from 'react-bootstrap';
import { TaskStatusBadge } from '../../components/task-status-badge.tsx';
import { useTrackedTrigger } from './use-tracked-trigger.ts';

export interface TriggerButtonProps {
  label: string;
  endpoint: string;
  testId: string;
}

/** A scan trigger with its task's status (PENDING → STARTED → SUCCESS/FAILURE) and detail beside it. */
export function TriggerButton({ label, endpoint, testId }: TriggerButtonProps) {
  const state = useTrackedTrigger(endpoint, label);
  const detail = state.task?.error ?? state.task?.detail;
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 mb-2" data-testid={testId}>
      <Button variant="warning" onClick={() => void state.trigger()} disabled={state.busy}>
        {state.busy && <Spinner size="sm" className="me-2" aria-hidden="true" />}
        {label}
      </Button>
      {state.task && (
        <span data-testid={`${testId}-status`}>
          <TaskStatusBadge status={state.task.status} />{' '}
          <span className="small text-body-secondary">#{state.task.id}</span>
        </span>
      )}
      {detail && (
        <span className="small" data-testid={`${testId}-detail`}>
          {detail}
        </span>
      )}
      {state.error && (
        <span className="small text-danger" data-testid={`${testId}-error`}>
          {state.error}
        </span>
      )}
    </div>
  );
}
