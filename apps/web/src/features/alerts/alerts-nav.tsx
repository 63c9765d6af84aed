import { Badge } from 'react-bootstrap';
import { useAlertInbox } from '../../api/use-alerts.ts';
import { unreadBadge } from './alerts-model.ts';
import { useAlertToasts } from './use-alert-toasts.ts';

/**
 * The unread count beside the navbar's 'Alerts' link (pro and above; the link itself is a nav item).
 * Nothing while every alert is read.
 */
export function AlertsUnreadBadge() {
  const { inbox } = useAlertInbox();
  const badge = unreadBadge(inbox.unread);
  if (!badge) return null;
  // The space keeps the link's name 'Alerts 3 unread'.
  return (
    <>
      {' '}
      <Badge bg="danger" pill data-testid="alerts-unread-count">
        {badge} <span className="visually-hidden">unread</span>
      </Badge>
    </>
  );
}

/** A toast per alert delivered while the app is open; mounted once, for a signed-in pro+ user. */
export function AlertToasts() {
  const { inbox, loaded } = useAlertInbox();
  useAlertToasts(inbox.items, loaded);
  return null;
}
