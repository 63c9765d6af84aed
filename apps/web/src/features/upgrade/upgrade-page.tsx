import type { UpgradePlan } from '@app/contracts';
import { Alert, Badge, Button, Card } from 'react-bootstrap';
import { useAuth } from '../../auth/auth-context.tsx';
import { LinkButton } from '../../components/link-button.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { PLANS, type Plan } from '../../components/plans.ts';
import { requestSummary, upgradeState } from '../../components/upgrade-state.ts';
import { useMyUpgrades, useRequestUpgrade } from '../../components/use-upgrades.ts';
import { PendingRequest } from './pending-request.tsx';

const statusVariant = { pending: 'warning', approved: 'success', declined: 'secondary' } as const;

/** /upgrade/pro and /upgrade/premium: the plan, its price and features, and 'Request upgrade'. */
export function UpgradePage({ plan }: { plan: Exclude<Plan['name'], 'Free'> }) {
  const key = plan.toLowerCase() as UpgradePlan;
  const details = PLANS.find((p) => p.name === plan);
  const { role } = useAuth();
  const mine = useMyUpgrades();
  const submit = useRequestUpgrade(key);
  const state = upgradeState(role, key, mine.requests);
  return (
    <section className="mx-auto" style={{ maxWidth: 560 }} data-testid="upgrade-page">
      <h1 className="h3 mb-3">Upgrade to {plan}</h1>
      <Card className="border-secondary-subtle">
        <Card.Body>
          <div className="d-flex justify-content-between align-items-center mb-2">
            <p className="mb-0">
              <span className="h4">{details?.price}</span>{' '}
              <span className="text-body-secondary">{details?.period}</span>
            </p>
            {details?.badge && (
              <Badge bg={details.badge === 'Elite' ? 'warning' : 'info'} text="dark">
                {details.badge}
              </Badge>
            )}
          </div>
          <ul className="mb-3">
            {details?.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
          {mine.isLoading ? (
            <PageSpinner />
          ) : (
            <div data-testid="upgrade-state">
              {state.kind === 'guest' && (
                <p className="mb-3">
                  Log in to request the {plan} plan. <LinkButton to="/login">Login</LinkButton>
                </p>
              )}
              {state.kind === 'owned' && (
                <Alert variant="success">Your account already includes the {plan} plan.</Alert>
              )}
              {state.kind === 'pending' && <PendingRequest role={role} plan={key} request={state.request} />}
              {state.kind === 'available' && (
                <>
                  {state.last && (
                    <p className="small text-body-secondary">
                      <Badge bg={statusVariant[state.last.status]} className="me-2">
                        {state.last.status}
                      </Badge>
                      {requestSummary(state.last)}
                    </p>
                  )}
                  <p className="text-body-secondary small">
                    No payment is taken online: an admin confirms your request, and your plan changes without
                    logging in again.
                  </p>
                  <Button onClick={() => submit.mutate()} disabled={submit.isPending}>
                    {submit.isPending ? 'Requesting...' : 'Request upgrade'}
                  </Button>
                </>
              )}
            </div>
          )}
          <div className="mt-3">
            <LinkButton to="/pricing" variant="outline-light">
              Back to pricing
            </LinkButton>
          </div>
        </Card.Body>
      </Card>
    </section>
  );
}
