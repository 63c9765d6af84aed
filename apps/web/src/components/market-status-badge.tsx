import type { HealthResponse } from '@app/contracts';
import { Badge, Spinner } from 'react-bootstrap';
import { useMarketStatus } from './use-market-status.ts';

const venueName: Record<NonNullable<HealthResponse['exchange']>, string> = {
  BINANCE: 'Binance',
  BYBIT: 'Bybit',
  MEXC: 'MEXC',
};

/** The text of the market indicator, or null when there is nothing to say (simulated/files, loaded). */
export function marketStatusText(status: Pick<HealthResponse, 'exchange' | 'loading'>): string | null {
  const venue = status.exchange ? venueName[status.exchange] : null;
  if (status.loading) return venue ? `Loading ${venue} data…` : 'Loading market data…';
  return venue ? `Data: ${venue}` : null;
}

/**
 * Compact navbar indicator: the exchange the screens' data is from (exchange source), and a spinner
 * while the data is loading after a start or an exchange switch.
 */
export function MarketStatusBadge() {
  const { data } = useMarketStatus();
  const text = data ? marketStatusText(data) : null;
  if (!data || !text) return null;
  return (
    <Badge
      bg={data.loading ? 'warning' : 'secondary'}
      text={data.loading ? 'dark' : undefined}
      className="d-inline-flex align-items-center gap-1 align-self-start align-self-xl-center"
      data-testid="market-status"
      role="status"
      aria-live="polite"
    >
      {data.loading && <Spinner animation="border" size="sm" aria-hidden="true" />}
      {text}
    </Badge>
  );
}
