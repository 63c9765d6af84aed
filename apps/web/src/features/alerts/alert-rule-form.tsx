import { type AlertRule, type AlertRuleCreate, alertScopes } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, Button, Col, Form, Row } from 'react-bootstrap';
import { Link } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { detailOr } from '../../api/error-detail.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { useAlertRuleActions, useAlertWebhook } from '../../api/use-alerts.ts';
import { watchlistApi } from '../../api/watchlist-api.ts';
import { LabelledSelect } from '../../components/labelled-select.tsx';
import {
  emptyRuleForm,
  eventOptions,
  type RuleForm,
  ruleBody,
  ruleFormOf,
  ruleFormText,
  scopeLabels,
  watchlistSymbols,
} from './alerts-model.ts';

interface AlertRuleFormProps {
  discord: boolean;
  /** The rule being edited (the form starts from it and saves it), or null to add one. */
  editing: AlertRule | null;
  /** After the edited rule was saved, or on Cancel. */
  onDone: () => void;
}

/**
 * Adds a rule, or edits one (`editing`; mount it with a key per rule so it starts from that rule);
 * `discord` false (pro) disables the Discord box with an upsell.
 */
export function AlertRuleForm({ discord, editing, onDone }: AlertRuleFormProps) {
  const [form, setForm] = useState<RuleForm>(() => (editing ? ruleFormOf(editing) : emptyRuleForm));
  const [error, setError] = useState<string | null>(null);
  const { create, replace } = useAlertRuleActions();
  const text = ruleFormText(editing);
  const pending = create.isPending || replace.isPending;
  const webhook = useAlertWebhook(discord);
  const watchlist = useQuery({ queryKey: queryKeys.watchlistItems, queryFn: () => watchlistApi.list() });
  const symbols = watchlistSymbols(watchlist.data ?? []);
  const set = (patch: Partial<RuleForm>) => setForm((f) => ({ ...f, ...patch }));

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const built = ruleBody(form);
    if (built.error !== undefined) return setError(built.error);
    setError(null);
    const handlers = {
      onSuccess: () => {
        toast.success(text.done);
        setForm(emptyRuleForm);
        if (editing) onDone();
      },
      onError: (err: unknown) => setError(detailOr(err, text.failed)),
    };
    const save = (rule: AlertRuleCreate) =>
      editing ? replace.mutate({ id: editing.id, rule }, handlers) : create.mutate(rule, handlers);
    save(built.body);
  };

  return (
    <Form onSubmit={submit} aria-label={text.title} data-testid="alert-rule-form" className="mt-3">
      <h2 className="h6">{text.title}</h2>
      {error && (
        <Alert variant="danger" className="py-2" data-testid="alert-rule-error">
          {error}
        </Alert>
      )}
      <Row className="g-2 align-items-end">
        <Col md={3}>
          <LabelledSelect
            label="Event"
            labelStyle="above"
            id="alert-rule-event"
            value={form.event}
            options={eventOptions}
            onChange={(event) => set({ event })}
          />
        </Col>
        <Col md={2}>
          <LabelledSelect
            label="Scope"
            labelStyle="above"
            id="alert-rule-scope"
            value={form.scope}
            options={alertScopes.map((scope) => ({ value: scope, label: scopeLabels[scope] }))}
            onChange={(scope) => set({ scope })}
          />
        </Col>
        {form.scope === 'symbol' && (
          <Col md={2}>
            <LabelledSelect
              label="Symbol"
              labelStyle="above"
              id="alert-rule-symbol"
              value={form.symbol}
              options={[
                { value: '', label: symbols.length ? 'Choose…' : 'Watchlist is empty' },
                ...symbols.map((symbol) => ({ value: symbol, label: symbol })),
              ]}
              onChange={(symbol) => set({ symbol })}
            />
          </Col>
        )}
        {form.event === 'ict_setup' && (
          <Col md={1}>
            <Form.Label htmlFor="alert-rule-min-score">Min score</Form.Label>
            <Form.Control
              id="alert-rule-min-score"
              type="number"
              min={0}
              max={20}
              placeholder="Default"
              value={form.minScore}
              onChange={(e) => set({ minScore: e.target.value })}
            />
          </Col>
        )}
        <Col md={2}>
          <Form.Label htmlFor="alert-rule-cooldown">Cooldown (min)</Form.Label>
          <Form.Control
            id="alert-rule-cooldown"
            type="number"
            min={0}
            max={1440}
            value={form.cooldown}
            onChange={(e) => set({ cooldown: e.target.value })}
          />
        </Col>
        <Col md="auto">
          <Form.Check
            id="alert-rule-discord"
            label="Discord"
            disabled={!discord}
            checked={discord && form.discord}
            onChange={(e) => set({ discord: e.target.checked })}
          />
          {!discord && (
            <Form.Text data-testid="alert-discord-upsell">
              <Link to="/pricing">Premium</Link> adds Discord
            </Form.Text>
          )}
          {discord && form.discord && webhook.loaded && webhook.url === null && (
            <Form.Text className="text-warning d-block" data-testid="alert-discord-no-webhook">
              No webhook saved yet: these alerts stay in the inbox until you add one below.
            </Form.Text>
          )}
        </Col>
        <Col md="auto">
          <Button type="submit" disabled={pending}>
            {text.submit}
          </Button>
          {editing && (
            <Button variant="link" className="ms-1" onClick={onDone}>
              Cancel
            </Button>
          )}
        </Col>
      </Row>
    </Form>
  );
}
