import { useEffect, useState } from 'react';
import { Alert, Button, Card, Form } from 'react-bootstrap';
import { Link } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { detailOr } from '../../api/error-detail.ts';
import { useAlertWebhook } from '../../api/use-alerts.ts';

/** The user's own Discord webhook (premium and above); pro users see an upsell. */
export function AlertsWebhookCard({ premium }: { premium: boolean }) {
  return (
    <Card data-testid="alerts-webhook">
      <Card.Header>Discord webhook</Card.Header>
      <Card.Body>
        {premium ? (
          <WebhookForm />
        ) : (
          <p className="mb-0 text-secondary" data-testid="alerts-webhook-upsell">
            Discord alerts come with Premium. <Link to="/pricing">See the plans</Link>.
          </p>
        )}
      </Card.Body>
    </Card>
  );
}

function WebhookForm() {
  const { url, loaded, loadFailed, save } = useAlertWebhook(true);
  // Editable once the saved URL is in: typing earlier would be overwritten when it arrives.
  const ready = loaded || loadFailed;
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (loaded) setDraft(url ?? '');
  }, [loaded, url]);

  const put = (value: string | null) => {
    setError(null);
    save.mutate(value, {
      onSuccess: (saved) => {
        setDraft(saved.url ?? '');
        toast.success(saved.url ? 'Discord webhook saved' : 'Discord webhook cleared');
      },
      onError: (err) => setError(detailOr(err, 'Could not save the webhook.')),
    });
  };

  return (
    <Form
      onSubmit={(e) => {
        e.preventDefault();
        put(draft.trim() || null);
      }}
    >
      {error && (
        <Alert variant="danger" className="py-2" data-testid="alerts-webhook-error">
          {error}
        </Alert>
      )}
      <Form.Label htmlFor="alerts-webhook-url">Webhook URL (https)</Form.Label>
      <div className="d-flex gap-2">
        <Form.Control
          id="alerts-webhook-url"
          type="text"
          inputMode="url"
          placeholder="https://discord.com/api/webhooks/…"
          value={draft}
          disabled={!ready}
          onChange={(e) => setDraft(e.target.value)}
        />
        <Button type="submit" disabled={!ready || save.isPending}>
          Save
        </Button>
        <Button
          variant="outline-secondary"
          disabled={save.isPending || (!url && !draft)}
          onClick={() => put(null)}
        >
          Clear
        </Button>
      </div>
      <Form.Text>Rules with Discord ticked also post here.</Form.Text>
    </Form>
  );
}
