import type { HeaderSession } from '@app/core';
import { Badge, Button, Spinner } from 'react-bootstrap';
import type { SniperflowDayView } from '../../components/sniperflow-day.ts';
import { useTimeZone } from '../../components/use-time-zone.ts';
import { formatUpdated } from '../../lib/time-format.ts';

const sessionVariant: Record<HeaderSession, string> = {
  Asia: 'warning',
  London: 'info',
  'New York': 'primary',
  Closed: 'secondary',
};

export interface SniperflowHeaderProps {
  session: HeaderSession;
  lastUpdated: string | null;
  /** The day the rows describe, on a fixed data set (`sniperflowDayView`). */
  day?: SniperflowDayView | null;
  refreshing: boolean;
  onRefresh: () => void;
}

/**
 * Title, the current session badge (docs/product.md §4: by the Amsterdam hour), 'Last updated', on the
 * files source the day shown ('Last complete day: 2025-08-31 (UTC)'), and Refresh.
 */
export function SniperflowHeader({
  session,
  lastUpdated,
  day,
  refreshing,
  onRefresh,
}: SniperflowHeaderProps) {
  const { zone } = useTimeZone();
  return (
    <div className="d-flex flex-wrap align-items-end gap-3 mb-3">
      <div className="me-auto">
        <div className="d-flex align-items-center gap-2 mb-1">
          <h1 className="h3 mb-0">Liquidity Dashboard</h1>
          <Badge
            bg={sessionVariant[session]}
            className="fs-6 fw-semibold"
            data-testid="sniperflow-session"
            title={
              day
                ? "Session at the data's clock, by the hour in Amsterdam"
                : 'Current session by the hour in Amsterdam'
            }
          >
            {session} session
          </Badge>
        </div>
        <div className="small text-body-secondary" data-testid="sniperflow-last-updated">
          Last updated: <span className="text-body">{formatUpdated(lastUpdated, zone)}</span>
        </div>
        {day && (
          <div className="small text-body-secondary" data-testid="sniperflow-day" title={day.title}>
            {day.text}
          </div>
        )}
      </div>
      <Button
        size="sm"
        variant="outline-info"
        data-testid="sniperflow-refresh"
        disabled={refreshing}
        onClick={onRefresh}
      >
        {refreshing && <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" />}
        Refresh
      </Button>
    </div>
  );
}
