import { useState } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { DeactivateBanner } from './deactivate-banner.tsx';
import { PendingUpgrades } from './pending-upgrades.tsx';
import { RoleChangeBanner } from './role-change-banner.tsx';
import { useAdminUsers } from './use-admin-users.ts';
import { filterUsers } from './user-list.ts';
import { UsersTable } from './users-table.tsx';

export function AdminUsersPage() {
  const state = useAdminUsers();
  const [search, setSearch] = useState('');
  const shown = filterUsers(state.users, search);
  return (
    <section>
      <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
        <h1 className="h3 mb-0 me-auto">User Management</h1>
        <Form.Control
          type="search"
          style={{ maxWidth: 320 }}
          placeholder="Search by username"
          aria-label="Search by username"
          data-testid="user-search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <Button variant="outline-info" onClick={() => state.reload()} disabled={state.isFetching}>
          {state.isFetching ? 'Refreshing...' : 'Refresh'}
        </Button>
      </div>
      {state.pending && (
        <RoleChangeBanner
          change={state.pending}
          saving={state.isSaving}
          onConfirm={state.confirm}
          onCancel={state.cancel}
        />
      )}
      {state.deactivating && (
        <DeactivateBanner
          user={state.deactivating}
          saving={state.isSaving}
          onConfirm={state.confirmDeactivate}
          onCancel={state.cancelDeactivate}
        />
      )}
      {state.changeError && (
        <Alert variant="danger" dismissible onClose={state.dismissError} data-testid="role-change-error">
          {state.changeError}
        </Alert>
      )}
      <PendingUpgrades />
      <UsersTable
        users={shown}
        pending={state.pending}
        disabled={state.isSaving}
        onChoose={state.choose}
        onSetActive={state.setActive}
        loading={state.isLoading}
        loadFailed={state.loadFailed}
      />
    </section>
  );
}
