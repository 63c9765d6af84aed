import { Button, Form, Spinner } from 'react-bootstrap';
import { useTimeZone } from '../../components/use-time-zone.ts';
import { formatUpdated } from '../../lib/time-format.ts';

export interface IctHeaderProps {
  lastUpdated: string | null;
  autoRefresh: boolean;
  onAutoRefresh: (on: boolean) => void;
  refreshing: boolean;
  onRefresh: () => void;
}

/** Title, 'Last updated' (the newest setup's market time), Manual Refresh and the Auto Refresh switch. */
export function IctHeader({
  lastUpdated,
  autoRefresh,
  onAutoRefresh,
  refreshing,
  onRefresh,
}: IctHeaderProps) {
  const { zone } = useTimeZone();
  return (
    <div className="d-flex flex-wrap align-items-end gap-3 mb-3">
      <div className="me-auto">
        <h1 className="h3 mb-1">ICT A+ Setups Screener</h1>
        <div className="small text-body-secondary" data-testid="ict-last-updated">
          Last updated: <span className="text-body">{formatUpdated(lastUpdated, zone)}</span>
        </div>
      </div>
      <Form.Check
        type="switch"
        id="ict-auto-refresh"
        label="Auto Refresh"
        data-testid="ict-auto-refresh"
        checked={autoRefresh}
        onChange={(e) => onAutoRefresh(e.target.checked)}
      />
      <Button
        size="sm"
        variant="outline-info"
        data-testid="ict-refresh"
        disabled={refreshing}
        onClick={onRefresh}
      >
        {refreshing && <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" />}
        Manual Refresh
      </Button>
    </div>
  );
}
