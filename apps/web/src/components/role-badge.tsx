import type { Role } from '@app/contracts';
import { Badge } from 'react-bootstrap';

const variants: Record<Role, string> = {
  guest: 'secondary',
  free: 'secondary',
  pro: 'info',
  premium: 'warning',
  admin: 'danger',
};

export function RoleBadge({ role }: { role: Role }) {
  return (
    <Badge
      bg={variants[role]}
      text={role === 'premium' || role === 'pro' ? 'dark' : undefined}
      data-testid="role-badge"
    >
      {role}
    </Badge>
  );
}
