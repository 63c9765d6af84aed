import type { HealthResponse } from '@app/contracts';
import { Badge } from 'react-bootstrap';
import { type LiveConnectionState, useLiveConnectionState } from '../api/live-connection.ts';
import { useMarketStatus } from '../api/market-status-api.ts';

/** An ISO time as UTC 'HH:MM', or null without one. */
export function utcClock(iso: string | null | undefined): string | null {
  const ms = iso ? Date.parse(iso) : Number.NaN;
  return Number.isNaN(ms) ? null : new Date(ms).toISOString().slice(11, 16);
}

export type LiveIndicatorView = {
  state: 'connecting' | 'live' | 'reconnecting' | 'stale';
  text: string;
  bg: string;
};

/**
 * What the indicator shows: `Reconnecting…` (warning) while the stream is down, `Stale · HH:MM`
 * (danger) when the newest market data is older than two 5m bars, otherwise `Live · HH:MM` (the
 * newest data time, UTC) or `Connecting…`. Null when the stream is off (signed out).
 */
export function liveIndicatorView(
  connection: LiveConnectionState,
  health: Pick<HealthResponse, 'data_as_of' | 'stale'> | undefined,
): LiveIndicatorView | null {
  if (connection === 'off') return null;
  if (connection === 'reconnecting') return { state: 'reconnecting', text: 'Reconnecting…', bg: 'warning' };
  const clock = utcClock(health?.data_as_of);
  const at = clock ? ` · ${clock}` : '';
  if (health?.stale) return { state: 'stale', text: `Stale${at}`, bg: 'danger' };
  if (connection === 'connecting') return { state: 'connecting', text: 'Connecting…', bg: 'secondary' };
  return { state: 'live', text: `Live${at}`, bg: 'success' };
}

/** Navbar badge with a dot: whether the screens' data is live, reconnecting or stale, and its time. */
export function LiveIndicator() {
  const connection = useLiveConnectionState();
  const { data } = useMarketStatus();
  const view = liveIndicatorView(connection, data);
  if (!view) return null;
  return (
    <Badge
      bg={view.bg}
      text={view.bg === 'warning' ? 'dark' : undefined}
      className="d-inline-flex align-items-center gap-1 me-xl-3 my-2 my-xl-0 align-self-start align-self-xl-center"
      data-testid="live-indicator"
      data-state={view.state}
      role="status"
      aria-live="polite"
      title={data?.data_as_of ? `Newest market data: ${data.data_as_of}` : undefined}
    >
      <span aria-hidden="true" className="live-dot">
        ●
      </span>
      {view.text}
    </Badge>
  );
}
