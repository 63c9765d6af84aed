import type { User, UserRole } from '@app/contracts';
import { Badge, Button, Form, Table } from 'react-bootstrap';
import { type PendingRoleChange, ROLE_OPTIONS, roleChange } from './user-list.ts';

export interface UsersTableProps {
  users: User[];
  pending: PendingRoleChange | null;
  disabled: boolean;
  onChoose: (change: PendingRoleChange | null) => void;
  onSetActive: (user: User, active: boolean) => void;
}

export function UsersTable({ users, pending, disabled, onChoose, onSetActive }: UsersTableProps) {
  return (
    <Table striped hover responsive className="align-middle mb-0" data-testid="users-table">
      <thead>
        <tr>
          <th scope="col">#</th>
          <th scope="col">Username</th>
          <th scope="col">Email</th>
          <th scope="col">Role</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {users.map((user, index) => (
          <tr key={user.id} data-testid={`user-row-${user.username}`}>
            <td>{index + 1}</td>
            <td className="fw-semibold">{user.username}</td>
            <td>{user.email}</td>
            <td style={{ minWidth: 140 }}>
              <Form.Select
                size="sm"
                aria-label={`Role of ${user.username}`}
                data-testid={`role-select-${user.username}`}
                value={pending?.user.id === user.id ? pending.role : user.role}
                disabled={disabled}
                onChange={(e) => onChoose(roleChange(user, e.target.value as UserRole))}
              >
                {ROLE_OPTIONS.map((role) => (
                  <option key={role} value={role}>
                    {role}
                  </option>
                ))}
              </Form.Select>
            </td>
            <td>
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
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
