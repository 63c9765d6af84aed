import type { AdminUpgradeRequest } from '@app/contracts';
import type { Row } from '@tanstack/react-table';
import { Badge, Button, Card } from 'react-bootstrap';
import { type DataColumn, DataTable, type RowAttributes } from '../../components/data-table.tsx';
import { TimeText } from '../../components/time-text.tsx';
import { planTitle } from '../../components/upgrade-state.ts';
import { usePendingUpgrades } from './use-pending-upgrades.ts';

type Upgrades = ReturnType<typeof usePendingUpgrades>;

function upgradeColumns({
  decide,
  deciding,
}: Pick<Upgrades, 'decide' | 'deciding'>): DataColumn<AdminUpgradeRequest>[] {
  return [
    {
      id: 'user',
      header: 'User',
      meta: { cellProps: () => ({ className: 'fw-semibold' }) },
      cell: ({ row }) => row.original.user.username,
    },
    { id: 'email', header: 'Email', cell: ({ row }) => row.original.user.email },
    { id: 'role', header: 'Current role', cell: ({ row }) => row.original.user.role },
    { id: 'plan', header: 'Requested plan', cell: ({ row }) => planTitle(row.original.plan) },
    {
      id: 'requested',
      header: 'Requested',
      cell: ({ row }) => <TimeText time={row.original.created_at} layout="medium" fallback="Unknown" />,
    },
    {
      id: 'decision',
      header: '',
      meta: { headerLabel: 'Decision', cellProps: () => ({ className: 'text-end text-nowrap' }) },
      cell: ({ row: { original: request } }) => (
        <>
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
        </>
      ),
    },
  ];
}

const idOf = (request: AdminUpgradeRequest) => String(request.id);
const upgradeRowProps = ({ original: request }: Row<AdminUpgradeRequest>): RowAttributes => ({
  'data-testid': `upgrade-row-${request.user.username}`,
});

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
      <DataTable
        data={requests}
        columns={upgradeColumns({ decide, deciding })}
        getRowId={idOf}
        rowProps={upgradeRowProps}
        embedded
        loading={isLoading}
        empty="No pending upgrade requests."
      />
    </Card>
  );
}
