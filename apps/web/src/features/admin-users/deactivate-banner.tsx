import type { User } from '@app/contracts';
import { Alert, Button } from 'react-bootstrap';

export interface DeactivateBannerProps {
  user: User;
  saving: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Deactivating a user asks first, as a role change does: it signs them out of every session. */
export function DeactivateBanner({ user, saving, onConfirm, onCancel }: DeactivateBannerProps) {
  return (
    <Alert
      variant="danger"
      className="d-flex flex-wrap align-items-center gap-2"
      data-testid="deactivate-banner"
    >
      <span className="me-auto">
        Deactivate <strong>{user.username}</strong>? They are signed out everywhere and cannot log in until
        activated again.
      </span>
      <Button size="sm" variant="danger" onClick={onConfirm} disabled={saving}>
        {saving ? 'Saving...' : 'Deactivate'}
      </Button>
      <Button size="sm" variant="outline-light" onClick={onCancel} disabled={saving}>
        Cancel
      </Button>
    </Alert>
  );
}
