import type { ReactNode } from 'react';
import { Card } from 'react-bootstrap';
import { Link } from 'react-router';

/** One part of the symbol view's side column. */
export function Panel({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Card className="symbol-panel mb-3" data-testid={testId}>
      <Card.Header className="py-1 px-2 fw-semibold small text-uppercase">{title}</Card.Header>
      <Card.Body className="p-2 small">{children}</Card.Body>
    </Card>
  );
}

/** In place of a part the user's plan does not include: what it is and where to upgrade. */
export function Upsell({ part, plan }: { part: string; plan: 'Pro' | 'Premium' }) {
  return (
    <div className="text-body-secondary" data-testid="symbol-upsell">
      {part} comes with {plan}.{' '}
      <Link to={`/upgrade/${plan.toLowerCase()}`} className="link-info">
        Upgrade to {plan}
      </Link>
    </div>
  );
}

/** A muted line for a part with nothing to show. */
export function Empty({ children }: { children: ReactNode }) {
  return <div className="text-body-secondary">{children}</div>;
}
