import type { Role, UpgradePlan, UpgradeRequest } from '@app/contracts';
import { Alert, Badge, Button } from 'react-bootstrap';
import { changeTarget, planTitle, requestSummary } from '../../components/upgrade-state.ts';
import { useCancelUpgrade, useChangeUpgrade } from '../../components/use-upgrades.ts';

/** An open request on an upgrade page: what it asks for, and changing it to another plan or cancelling it. */
export function PendingRequest({
  role,
  plan,
  request,
}: {
  role: Role;
  plan: UpgradePlan;
  request: UpgradeRequest;
}) {
  const change = useChangeUpgrade();
  const cancel = useCancelUpgrade();
  const target = changeTarget(role, plan, request);
  const busy = change.isPending || cancel.isPending;
  return (
    <Alert variant="warning" data-testid="pending-request">
      <p className="d-flex align-items-center gap-2 mb-2">
        <Badge bg="warning" text="dark">
          pending
        </Badge>
        {requestSummary(request)}
      </p>
      <div className="d-flex flex-wrap gap-2">
        {target && (
          <Button
            size="sm"
            variant="primary"
            disabled={busy}
            onClick={() => change.mutate({ id: request.id, plan: target })}
          >
            Change to {planTitle(target)}
          </Button>
        )}
        <Button size="sm" variant="outline-dark" disabled={busy} onClick={() => cancel.mutate(request.id)}>
          Cancel request
        </Button>
      </div>
    </Alert>
  );
}
