import { Button, Spinner } from 'react-bootstrap';
import { useTimeZone } from '../../components/use-time-zone.ts';
import { formatUpdated } from '../../lib/time-format.ts';

export interface VolumeHeaderProps {
  lastUpdated: string | null;
  session: string | null;
  refreshing: boolean;
  onRefresh: () => void;
}

/** Title, 'Last Updated' (the newest snapshot's time), the session it belongs to, and Refresh. */
export function VolumeHeader({ lastUpdated, session, refreshing, onRefresh }: VolumeHeaderProps) {
  const { zone } = useTimeZone();
  return (
    <div className="d-flex flex-wrap align-items-end gap-3 mb-3">
      <div className="me-auto">
        <h1 className="h3 mb-1">Volume Activity Dashboard</h1>
        <div className="small text-body-secondary" data-testid="volume-last-updated">
          Last Updated: <span className="text-body">{formatUpdated(lastUpdated, zone)}</span>
          {session && <span data-testid="volume-session">{` · ${session} session`}</span>}
        </div>
      </div>
      <Button
        size="sm"
        variant="outline-info"
        data-testid="volume-refresh"
        disabled={refreshing}
        onClick={onRefresh}
      >
        {refreshing && <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" />}
        Refresh
      </Button>
    </div>
  );
}
