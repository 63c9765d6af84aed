import type { User } from '@app/contracts';
import type { Row } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Badge, Button } from 'react-bootstrap';
import { type DataColumn, DataTable, type RowAttributes } from '../../components/data-table.tsx';
import { LabelledSelect } from '../../components/labelled-select.tsx';
import { type PendingRoleChange, ROLE_OPTIONS, roleChange } from './user-list.ts';

export interface UsersTableProps {
  users: User[];
  pending: PendingRoleChange | null;
  disabled: boolean;
  onChoose: (change: PendingRoleChange | null) => void;
  onSetActive: (user: User, active: boolean) => void;
  loading: boolean;
  /** Loading failed: the empty state says to try Refresh. */
  loadFailed: boolean;
}

type Actions = Pick<UsersTableProps, 'pending' | 'disabled' | 'onChoose' | 'onSetActive'>;

/** #, Username, Email, Role (a select, showing a pending change) and Status with (de)activate. */
function usersColumns({ pending, disabled, onChoose, onSetActive }: Actions): DataColumn<User>[] {
  return [
    { id: 'index', header: '#', cell: ({ row }) => row.index + 1 },
    {
      id: 'username',
      header: 'Username',
      meta: { cellProps: () => ({ className: 'fw-semibold' }) },
      cell: ({ row }) => row.original.username,
    },
    { id: 'email', header: 'Email', cell: ({ row }) => row.original.email },
    {
      id: 'role',
      header: 'Role',
      meta: { cellProps: () => ({ style: { minWidth: 140 } }) },
      cell: ({ row: { original: user } }) => (
        <LabelledSelect
          label={`Role of ${user.username}`}
          labelStyle="hidden"
          testId={`role-select-${user.username}`}
          value={pending?.user.id === user.id ? pending.role : user.role}
          options={ROLE_OPTIONS.map((role) => ({ value: role, label: role }))}
          disabled={disabled}
          onChange={(role) => onChoose(roleChange(user, role))}
        />
      ),
    },
    {
      id: 'status',
      header: 'Status',
      cell: ({ row: { original: user } }) => (
        <div className="d-flex align-items-center gap-2">
          <Badge bg={user.is_active ? 'success' : 'secondary'}>
            {user.is_active ? 'Active' : 'Inactive'}
          </Badge>
          <Button
            size="sm"
            variant={user.is_active ? 'outline-danger' : 'outline-success'}
            disabled={disabled}
            aria-label={`${user.is_active ? 'Deactivate' : 'Activate'} ${user.username}`}
            onClick={() => onSetActive(user, !user.is_active)}
          >
            {user.is_active ? 'Deactivate' : 'Activate'}
          </Button>
        </div>
      ),
    },
  ];
}

const idOf = (user: User) => String(user.id);
const userRowProps = ({ original: user }: Row<User>): RowAttributes => ({
  'data-testid': `user-row-${user.username}`,
});

/** The users shown by the search; loading and 'No users found.' states. */
export function UsersTable(props: UsersTableProps) {
  const { users, pending, disabled, onChoose, onSetActive, loading, loadFailed } = props;
  const columns = useMemo(
    () => usersColumns({ pending, disabled, onChoose, onSetActive }),
    [pending, disabled, onChoose, onSetActive],
  );
  return (
    <DataTable
      data={users}
      columns={columns}
      getRowId={idOf}
      caption="Users"
      testId="users-table"
      rowProps={userRowProps}
      loading={loading}
      empty={
        <>
          <p className="mb-0">No users found.</p>
          {loadFailed && <p className="small mt-2 mb-0">Loading failed. Try Refresh.</p>}
        </>
      }
      emptyTestId="users-empty"
    />
  );
}
