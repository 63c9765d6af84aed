import { LockFill } from 'react-bootstrap-icons';
import { useLocation } from 'react-router';
import { deniedRequirement } from '../../auth/redirect.ts';
import { LinkButton } from '../../components/link-button.tsx';
import { deniedView } from './denied-model.ts';

export function UnauthorizedPage() {
  const view = deniedView(deniedRequirement(useLocation().state));
  return (
    <section className="text-center py-5" data-testid="unauthorized-page">
      <LockFill size={56} className="text-warning mb-3" aria-hidden="true" />
      <h1 className="h3">Access denied</h1>
      <p className="text-body-secondary mb-4" data-testid="unauthorized-message">
        {view.message}
      </p>
      <div className="d-flex justify-content-center gap-2">
        {view.plan && (
          <LinkButton to={view.plan.to} variant="warning">
            Upgrade to {view.plan.name}
          </LinkButton>
        )}
        <LinkButton to="/" variant={view.plan ? 'outline-light' : 'primary'}>
          Go back home
        </LinkButton>
        <LinkButton to="/pricing" variant="outline-light">
          See plans
        </LinkButton>
      </div>
    </section>
  );
}
