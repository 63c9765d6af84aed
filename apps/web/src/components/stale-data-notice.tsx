import { Alert } from 'react-bootstrap';
import { staleNoticeText } from './live-status-model.ts';
import { useMarketStatus } from './use-market-status.ts';
import { useTimeZone } from './use-time-zone.ts';

/** Shown at the top of every data screen while the market data is stale, so old numbers are not taken for fresh ones. */
export function StaleDataNotice() {
  const { data } = useMarketStatus();
  const { zone } = useTimeZone();
  const text = staleNoticeText(data, zone);
  if (!text) return null;
  return (
    <Alert variant="warning" role="alert" data-testid="stale-notice" className="py-2">
      {text}
    </Alert>
  );
}
