import { Alert } from 'react-bootstrap';
import { requestSummary } from './upgrade-state.ts';
import { useMyUpgrades } from './use-upgrades.ts';

/** On Pricing: the state of the user's latest upgrade request while it is open or newly decided. */
export function UpgradeRequestNote() {
  const { requests } = useMyUpgrades();
  const latest = requests[0];
  if (!latest) return null;
  const variant =
    latest.status === 'pending' ? 'warning' : latest.status === 'approved' ? 'success' : 'secondary';
  return (
    <Alert variant={variant} className="text-center" data-testid="pricing-upgrade-status">
      {requestSummary(latest)}
    </Alert>
  );
}
