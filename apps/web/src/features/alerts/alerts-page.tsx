import { useAuth } from '../../auth/auth-context.tsx';
import '../../components/data-table.css';
import { AlertsInboxCard } from './alerts-inbox-card.tsx';
import { canUseDiscord } from './alerts-model.ts';
import { AlertsRulesCard } from './alerts-rules-card.tsx';
import { AlertsWebhookCard } from './alerts-webhook-card.tsx';

/** Alerts at /alerts (pro and above; issue 12 item 4): the inbox, the rules and the Discord webhook. */
export function AlertsPage() {
  const { user } = useAuth();
  const discord = canUseDiscord(user?.role);
  return (
    <section data-testid="alerts-page" className="d-flex flex-column gap-3">
      <h1 className="h3 mb-0">Alerts</h1>
      <AlertsInboxCard />
      <AlertsRulesCard discord={discord} />
      <AlertsWebhookCard premium={discord} />
    </section>
  );
}
