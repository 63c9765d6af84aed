import { Col, Row } from 'react-bootstrap';
import { useAuth } from '../../auth/auth-context.tsx';
import { PLANS, planLevel, pricingHeading } from '../../components/plans.ts';
import { UpgradeRequestNote } from '../../components/upgrade-request-note.tsx';
import { PlanCard } from './plan-card.tsx';

export function PricingPage() {
  const { user } = useAuth();
  const level = planLevel(user?.role);
  return (
    <section>
      <header className="text-center mb-5">
        <h1 className="display-6 fw-semibold">{pricingHeading(level)}</h1>
        <p className="lead text-body-secondary">
          From your first CPR read to institutional-grade confluence: pick the toolkit that fits your trading.
        </p>
      </header>
      {user && <UpgradeRequestNote />}
      <Row xs={1} md={3} className="g-4 mb-4">
        {PLANS.map((plan) => (
          <Col key={plan.name}>
            <PlanCard plan={plan} userLevel={level} />
          </Col>
        ))}
      </Row>
      <p className="text-center text-body-secondary small" data-testid="pricing-footer">
        You can upgrade or downgrade anytime. No lock-in, cancel whenever you like.
      </p>
    </section>
  );
}
