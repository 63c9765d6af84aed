import { Alert, Button } from 'react-bootstrap';
import type { PendingRoleChange } from './user-list.ts';

export interface RoleChangeBannerProps {
  change: PendingRoleChange;
  saving: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function RoleChangeBanner({ change, saving, onConfirm, onCancel }: RoleChangeBannerProps) {
  return (
    <Alert
      variant="warning"
      className="d-flex flex-wrap align-items-center gap-2"
      data-testid="role-change-banner"
    >
      <span className="me-auto">
        Change the role of <strong>{change.user.username}</strong> from <strong>{change.user.role}</strong> to{' '}
        <strong>{change.role}</strong>?
      </span>
      <Button size="sm" variant="success" onClick={onConfirm} disabled={saving}>
        {saving ? 'Saving...' : 'Confirm'}
      </Button>
      <Button size="sm" variant="outline-light" onClick={onCancel} disabled={saving}>
        Cancel
      </Button>
    </Alert>
  );
}
