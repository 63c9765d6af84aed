import { LinkButton } from '../../components/link-button.tsx';

export function UnauthorizedPage() {
  return (
    <section className="text-center py-5" data-testid="unauthorized-page">
      <svg viewBox="0 0 24 24" width="56" height="56" className="text-warning mb-3" aria-hidden="true">
        <path
          d="M7 11V8a5 5 0 0 1 10 0v3M5 11h14v10H5zM12 15v2"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinecap="round"
        />
      </svg>
      <h1 className="h3">Access denied</h1>
      <p className="text-body-secondary mb-4">
        You do not have permission to view this page. Upgrade your plan or ask an administrator for access.
      </p>
      <div className="d-flex justify-content-center gap-2">
        <LinkButton to="/" variant="primary">
          Go back home
        </LinkButton>
        <LinkButton to="/pricing" variant="outline-light">
          See plans
        </LinkButton>
      </div>
    </section>
  );
}
