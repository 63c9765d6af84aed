import type { HealthResponse } from '@app/contracts';
import { Alert } from 'react-bootstrap';
import { useMarketStatus } from '../api/market-status-api.ts';

/** The data screens (spec routes) whose figures come from the market data. */
const dataScreens = [
  /^\/cpr\/?$/,
  /^\/dashboard\/?$/,
  /^\/watchlist\/?$/,
  /^\/ict(\/trades)?\/?$/,
  /^\/volume\/?$/,
  /^\/sniperflow\/?$/,
  /^\/symbol\/[^/]+\/?$/,
];

/** Whether a path is a data screen (where the stale notice is shown). */
export function isDataScreen(pathname: string): boolean {
  return dataScreens.some((re) => re.test(pathname));
}

/**
 * The notice's text when the market data is stale (health `stale`), else null: the newest data time
 * (UTC) and its age in whole minutes on the market clock (health `now`).
 */
export function staleNoticeText(
  health: Pick<HealthResponse, 'data_as_of' | 'now' | 'stale'> | undefined,
): string | null {
  if (!health?.stale || !health.data_as_of) return null;
  const asOf = Date.parse(health.data_as_of);
  const now = Date.parse(health.now);
  if (Number.isNaN(asOf) || Number.isNaN(now)) return null;
  const when = new Date(asOf).toISOString().slice(0, 16).replace('T', ' ');
  const minutes = Math.max(0, Math.floor((now - asOf) / 60_000));
  return `Stale data: the newest market data is from ${when} UTC (${minutes} min old). The figures below are not live.`;
}

/** Shown at the top of every data screen while the market data is stale, so old numbers are not taken for fresh ones. */
export function StaleDataNotice() {
  const { data } = useMarketStatus();
  const text = staleNoticeText(data);
  if (!text) return null;
  return (
    <Alert variant="warning" role="alert" data-testid="stale-notice" className="py-2">
      {text}
    </Alert>
  );
}
