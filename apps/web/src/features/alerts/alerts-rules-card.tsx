import { type AlertRule, alertEventLabels } from '@app/contracts';
import type { Row } from '@tanstack/react-table';
import { useState } from 'react';
import { Button, Card, Form } from 'react-bootstrap';
import { useAlertRuleActions, useAlertRules } from '../../api/use-alerts.ts';
import { type DataColumn, DataTable, type RowAttributes } from '../../components/data-table.tsx';
import { DASH } from '../../components/format.ts';
import { AlertRuleForm } from './alert-rule-form.tsx';
import { ruleScopeText } from './alerts-model.ts';

type Actions = ReturnType<typeof useAlertRuleActions>;

/** Event, Scope, Min score, Cooldown, Discord, the Enabled switch, Edit and Delete. */
function ruleColumns({ update, remove }: Actions, edit: (rule: AlertRule) => void): DataColumn<AlertRule>[] {
  return [
    { id: 'event', header: 'Event', cell: ({ row }) => alertEventLabels[row.original.event] },
    { id: 'scope', header: 'Scope', cell: ({ row }) => ruleScopeText(row.original) },
    { id: 'min-score', header: 'Min score', cell: ({ row }) => row.original.min_score ?? DASH },
    { id: 'cooldown', header: 'Cooldown', cell: ({ row }) => `${row.original.cooldown_minutes} min` },
    { id: 'discord', header: 'Discord', cell: ({ row }) => (row.original.discord ? 'Yes' : 'No') },
    {
      id: 'enabled',
      header: 'Enabled',
      cell: ({ row: { original: rule } }) => (
        <Form.Check
          type="switch"
          id={`alert-rule-enabled-${rule.id}`}
          aria-label={`Enable rule ${rule.id}`}
          checked={rule.enabled}
          onChange={(e) => update.mutate({ id: rule.id, patch: { enabled: e.target.checked } })}
        />
      ),
    },
    {
      id: 'actions',
      header: '',
      meta: { headerLabel: 'Actions' },
      cell: ({ row: { original: rule } }) => (
        <>
          <Button
            size="sm"
            variant="outline-secondary"
            className="me-1"
            aria-label={`Edit rule ${rule.id}`}
            onClick={() => edit(rule)}
          >
            Edit
          </Button>
          <Button
            size="sm"
            variant="outline-danger"
            aria-label={`Delete rule ${rule.id}`}
            onClick={() => remove.mutate(rule.id)}
          >
            Delete
          </Button>
        </>
      ),
    },
  ];
}

const idOf = (rule: AlertRule) => String(rule.id);
const ruleRowProps = ({ original: rule }: Row<AlertRule>): RowAttributes => ({
  'data-testid': `alert-rule-${rule.id}`,
});

/** The rules table (enable switch, edit, delete) and the form adding one or editing the chosen one. */
export function AlertsRulesCard({ discord }: { discord: boolean }) {
  const { rules, isLoading } = useAlertRules();
  const actions = useAlertRuleActions();
  const [editing, setEditing] = useState<AlertRule | null>(null);
  return (
    <Card data-testid="alerts-rules">
      <Card.Header>Rules</Card.Header>
      <Card.Body>
        <DataTable
          data={rules}
          columns={ruleColumns(actions, setEditing)}
          getRowId={idOf}
          rowProps={ruleRowProps}
          embedded
          loading={isLoading}
          empty="No rules yet: add one below."
        />
        <AlertRuleForm
          key={editing?.id ?? 'new'}
          discord={discord}
          editing={editing}
          onDone={() => setEditing(null)}
        />
      </Card.Body>
    </Card>
  );
}
