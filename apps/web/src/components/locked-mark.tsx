import { LockFill } from 'react-bootstrap-icons';

/** The tooltip and accessible description of a locked menu item. */
export const lockedTitle = (plan: 'Pro' | 'Premium') => `Opens with the ${plan} plan`;

/**
 * Beside a menu item the user's plan does not open: a lock and the plan that opens it. Hidden from
 * assistive technology, which reads the link's title (`lockedTitle`) instead, so the link keeps its name.
 */
export function LockedMark({ plan }: { plan: 'Pro' | 'Premium' }) {
  return (
    <span className="ms-1 small text-warning" aria-hidden="true" data-testid="nav-lock">
      {' '}
      <LockFill aria-hidden="true" className="align-baseline" /> {plan}
    </span>
  );
}
