import { Card } from 'react-bootstrap';
import { PLANS, type Plan } from '../pricing/plans.ts';
import { LinkButton } from '../../components/link-button.tsx';

/** /upgrade/pro and /upgrade/premium: the spec does not show their contents; a plan summary for now. */
export function UpgradePage({ plan }: { plan: Plan['name'] }) {
  const details = PLANS.find((p) => p.name === plan);
  return (
    <section className="mx-auto" style={{ maxWidth: 560 }} data-testid="upgrade-page">
      <h1 className="h3 mb-3">Upgrade to {plan}</h1>
      <Card className="border-secondary-subtle">
        <Card.Body>
          <p className="mb-2">
            <span className="h4">{details?.price}</span>{' '}
            <span className="text-body-secondary">{details?.period}</span>
          </p>
          <ul className="mb-3">
            {details?.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
          <p className="text-body-secondary mb-3">
            Online checkout is coming soon. Contact support to change your plan in the meantime.
          </p>
          <LinkButton to="/pricing" variant="outline-light">
            Back to pricing
          </LinkButton>
        </Card.Body>
      </Card>
    </section>
  );
}
