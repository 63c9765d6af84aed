import { Badge, Button, Card } from 'react-bootstrap';
import { CheckLg, XLg } from 'react-bootstrap-icons';
import { LinkButton } from '../../components/link-button.tsx';
import { isExclusion, type Plan, planAction } from '../../components/plans.ts';

export function PlanCard({ plan, userLevel }: { plan: Plan; userLevel: number }) {
  const action = planAction(plan, userLevel);
  const highlighted = plan.badge === 'Most Popular';
  return (
    <Card
      className={`h-100 shadow-sm plan-card ${highlighted ? 'border-info' : 'border-secondary-subtle'}`}
      data-testid={`plan-card-${plan.name.toLowerCase()}`}
      aria-label={`${plan.name} plan`}
      as="article"
    >
      <Card.Body className="d-flex flex-column p-4">
        <div className="d-flex justify-content-between align-items-center mb-2">
          <h2 className="h4 mb-0">{plan.name}</h2>
          {plan.badge && (
            <Badge bg={plan.badge === 'Elite' ? 'warning' : 'info'} text="dark">
              {plan.badge}
            </Badge>
          )}
        </div>
        <p className="mb-4">
          <span className="display-6 fw-semibold">{plan.price}</span>{' '}
          <span className="text-body-secondary">{plan.period}</span>
        </p>
        <ul className="list-unstyled flex-grow-1 mb-4">
          {plan.features.map((feature) => (
            <li key={feature} className="mb-2">
              {isExclusion(feature) ? (
                <XLg className="text-body-secondary" aria-hidden="true" />
              ) : (
                <CheckLg className="text-success" aria-hidden="true" />
              )}{' '}
              {feature}
            </li>
          ))}
        </ul>
        {action.kind === 'current' ? (
          <Button variant="secondary" disabled data-testid={`plan-action-${plan.name.toLowerCase()}`}>
            {action.label}
          </Button>
        ) : (
          <LinkButton
            to={plan.to}
            variant={action.kind === 'upgrade' ? 'primary' : 'outline-light'}
            data-testid={`plan-action-${plan.name.toLowerCase()}`}
          >
            {action.label}
          </LinkButton>
        )}
      </Card.Body>
    </Card>
  );
}
