import { Badge } from 'react-bootstrap';
import { useLiveConnectionState } from '../api/live-connection.ts';
import { formatTime } from '../lib/time-format.ts';
import { liveIndicatorView } from './live-status-model.ts';
import { useMarketStatus } from './use-market-status.ts';
import { useTimeZone } from './use-time-zone.ts';

/** Navbar badge with a dot: whether the screens' data is live, reconnecting or stale, and its time. */
export function LiveIndicator() {
  const connection = useLiveConnectionState();
  const { data } = useMarketStatus();
  const { zone } = useTimeZone();
  const view = liveIndicatorView(connection, data, zone);
  const asOf = formatTime(data?.data_as_of, zone, 'minute');
  if (!view) return null;
  return (
    <Badge
      bg={view.bg}
      text={view.bg === 'warning' || view.bg === 'info' ? 'dark' : undefined}
      className="d-inline-flex align-items-center gap-1 align-self-start align-self-xl-center"
      data-testid="live-indicator"
      data-state={view.state}
      role="status"
      aria-live="polite"
      title={asOf ? `Newest market data: ${asOf}` : undefined}
    >
      <span aria-hidden="true" className="live-dot">
        ●
      </span>
      {view.text}
    </Badge>
  );
}
