import { alertEventLabels } from '@app/contracts';
import { Button, Card, ListGroup } from 'react-bootstrap';
import { useAlertInbox, useMarkAlertsRead } from '../../api/use-alerts.ts';
import { SymbolLink } from '../../components/symbol-link.tsx';
import { useTimeZone } from '../../components/use-time-zone.ts';
import { formatShortTime } from '../../lib/time-format.ts';
import { inboxNote, sortInbox } from './alerts-model.ts';

/** The inbox: newest first, unread bold with a dot and a 'Mark read' button; 'Mark all read'. */
export function AlertsInboxCard() {
  const { zone } = useTimeZone();
  const { inbox, isLoading, loadFailed } = useAlertInbox();
  const markRead = useMarkAlertsRead();
  const items = sortInbox(inbox.items);
  return (
    <Card data-testid="alerts-inbox">
      <Card.Header className="d-flex align-items-center justify-content-between">
        <span>
          Inbox{' '}
          {inbox.unread > 0 && (
            <span className="text-secondary" data-testid="alerts-inbox-unread">
              ({inbox.unread} unread)
            </span>
          )}
        </span>
        <Button
          size="sm"
          variant="outline-light"
          disabled={inbox.unread === 0 || markRead.isPending}
          onClick={() => markRead.mutate({ all: true })}
        >
          Mark all read
        </Button>
      </Card.Header>
      {items.length === 0 ? (
        <Card.Body className={loadFailed ? 'text-danger' : 'text-secondary'} data-testid="alerts-inbox-note">
          {inboxNote(isLoading, loadFailed)}
        </Card.Body>
      ) : (
        <ListGroup variant="flush">
          {items.map((item) => (
            <ListGroup.Item
              key={item.id}
              data-testid={`alert-item-${item.id}`}
              data-read={item.read}
              className={item.read ? 'text-body-secondary' : 'fw-bold'}
            >
              <div className="d-flex flex-wrap gap-2 align-items-baseline">
                {!item.read && (
                  <span className="text-info" title="Unread">
                    ● <span className="visually-hidden">unread</span>
                  </span>
                )}
                <SymbolLink symbol={item.symbol} />
                <span className="badge text-bg-secondary">{alertEventLabels[item.event]}</span>
                <span className="flex-grow-1">{item.message}</span>
                <small className="text-secondary fw-normal" title="Market time">
                  {formatShortTime(item.data_time, zone)}
                </small>
                {!item.read && (
                  <Button
                    size="sm"
                    variant="link"
                    className="p-0"
                    aria-label={`Mark alert ${item.id} read`}
                    disabled={markRead.isPending}
                    onClick={() => markRead.mutate({ ids: [item.id] })}
                  >
                    Mark read
                  </Button>
                )}
              </div>
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
    </Card>
  );
}
