import { hasRole } from '@app/contracts';
import { Navigate } from 'react-router';
import { useAuth } from '../../auth/auth-context.tsx';
import { PlaceholderPage } from '../../components/placeholder-page.tsx';

export function AdminDashboardPage() {
  const { user } = useAuth();
  // Spec section 2: the Admin Dashboard itself also sends non-admins to / (the route guard runs first).
  if (!hasRole(user?.role, 'admin')) return <Navigate to="/" replace />;
  return (
    <PlaceholderPage
      title="Admin Dashboard"
      description="Quick links to the screeners, user management and settings, and manual scan triggers."
    />
  );
}
