import { alertEventLabels } from '@app/contracts';
import { Button, Card, Form, Table } from 'react-bootstrap';
import { useAlertRuleActions, useAlertRules } from '../../api/use-alerts.ts';
import { DASH } from '../../components/format.ts';
import { AlertRuleForm } from './alert-rule-form.tsx';
import { ruleScopeText } from './alerts-model.ts';

/** The rules table (enable switch, delete) and the form adding one. */
export function AlertsRulesCard({ discord }: { discord: boolean }) {
  const { rules, isLoading } = useAlertRules();
  const { update, remove } = useAlertRuleActions();
  return (
    <Card data-testid="alerts-rules">
      <Card.Header>Rules</Card.Header>
      <Card.Body>
        {rules.length === 0 ? (
          <p className="text-secondary">{isLoading ? 'Loading…' : 'No rules yet: add one below.'}</p>
        ) : (
          <Table size="sm" responsive hover className="data-table align-middle">
            <thead>
              <tr>
                <th>Event</th>
                <th>Scope</th>
                <th>Min score</th>
                <th>Cooldown</th>
                <th>Discord</th>
                <th>Enabled</th>
                <th aria-label="Actions" />
              </tr>
            </thead>
            <tbody>
              {rules.map((rule) => (
                <tr key={rule.id} data-testid={`alert-rule-${rule.id}`}>
                  <td>{alertEventLabels[rule.event]}</td>
                  <td>{ruleScopeText(rule)}</td>
                  <td>{rule.min_score ?? DASH}</td>
                  <td>{rule.cooldown_minutes} min</td>
                  <td>{rule.discord ? 'Yes' : 'No'}</td>
                  <td>
                    <Form.Check
                      type="switch"
                      id={`alert-rule-enabled-${rule.id}`}
                      aria-label={`Enable rule ${rule.id}`}
                      checked={rule.enabled}
                      onChange={(e) => update.mutate({ id: rule.id, patch: { enabled: e.target.checked } })}
                    />
                  </td>
                  <td>
                    <Button
                      size="sm"
                      variant="outline-danger"
                      aria-label={`Delete rule ${rule.id}`}
                      onClick={() => remove.mutate(rule.id)}
                    >
                      Delete
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
        <AlertRuleForm discord={discord} />
      </Card.Body>
    </Card>
  );
}
