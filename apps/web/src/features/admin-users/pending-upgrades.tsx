import { Badge, Button, Card, Table } from 'react-bootstrap';
import { formatUpdated } from '../../components/format.ts';
import { planTitle } from '../upgrade/upgrade-state.ts';
import { usePendingUpgrades } from './use-pending-upgrades.ts';

/** User Management: the open plan upgrade requests with Approve and Decline. */
export function PendingUpgrades() {
  const { requests, isLoading, decide, deciding } = usePendingUpgrades();
  return (
    <Card className="border-secondary-subtle mb-3" data-testid="pending-upgrades">
      <Card.Header className="d-flex align-items-center gap-2">
        <span className="fw-semibold">Pending upgrade requests</span>
        <Badge
          bg={requests.length > 0 ? 'warning' : 'secondary'}
          text={requests.length > 0 ? 'dark' : undefined}
        >
          {requests.length}
        </Badge>
      </Card.Header>
      {isLoading ? null : requests.length === 0 ? (
        <Card.Body className="text-body-secondary small py-2">No pending upgrade requests.</Card.Body>
      ) : (
        <Table size="sm" responsive className="align-middle mb-0">
          <thead>
            <tr>
              <th scope="col">User</th>
              <th scope="col">Email</th>
              <th scope="col">Current role</th>
              <th scope="col">Requested plan</th>
              <th scope="col">Requested</th>
              <th scope="col" aria-label="Decision" />
            </tr>
          </thead>
          <tbody>
            {requests.map((request) => (
              <tr key={request.id} data-testid={`upgrade-row-${request.user.username}`}>
                <td className="fw-semibold">{request.user.username}</td>
                <td>{request.user.email}</td>
                <td>{request.user.role}</td>
                <td>{planTitle(request.plan)}</td>
                <td>{formatUpdated(request.created_at)}</td>
                <td className="text-end text-nowrap">
                  <Button
                    size="sm"
                    variant="success"
                    className="me-2"
                    disabled={deciding !== undefined}
                    onClick={() => decide(request, 'approve')}
                  >
                    Approve
                  </Button>
                  <Button
                    size="sm"
                    variant="outline-danger"
                    disabled={deciding !== undefined}
                    onClick={() => decide(request, 'decline')}
                  >
                    Decline
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Card>
  );
}
