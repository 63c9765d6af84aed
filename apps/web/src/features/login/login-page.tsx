import { useEffect, useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { sessionNotice } from '../../api/session-notice.ts';
import { useAuth } from '../../auth/auth-context.tsx';
import { loginRedirectTarget } from '../../auth/redirect.ts';
import { AuthCard } from '../../components/auth-card.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { LoginForm } from './login-form.tsx';

/**
 * /login: an already logged-in user goes to /dashboard; a user who has just logged in here goes to the
 * origin a guard remembered, else /cpr/ (docs/product.md §2).
 */
export function LoginPage() {
  const { isLoading, user } = useAuth();
  const location = useLocation();
  const [submitting, setSubmitting] = useState(false);
  if (user) return <Navigate to={submitting ? loginRedirectTarget(location.state) : '/dashboard'} replace />;
  if (isLoading) return <PageSpinner />;
  return (
    <AuthCard title="Welcome back" subtitle="Log in to your trading workspace.">
      <LoginFormWithNotice onSubmitting={setSubmitting} />
      <p className="mt-4 mb-0 small text-body-secondary text-center">
        New here? <Link to="/register">Create a free account</Link>
      </p>
    </AuthCard>
  );
}

/** Reads the session notice when the form appears and consumes it, so it shows once. */
function LoginFormWithNotice({ onSubmitting }: { onSubmitting: (submitting: boolean) => void }) {
  const [notice] = useState(sessionNotice.get);
  useEffect(() => {
    sessionNotice.take();
  }, []);
  return <LoginForm notice={notice} onSubmitting={onSubmitting} />;
}
