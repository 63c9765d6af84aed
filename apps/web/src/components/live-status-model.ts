import type { HealthResponse } from '@app/contracts';
import type { LiveConnectionState } from '../api/live-connection.ts';
import { formatTime } from '../lib/time-format.ts';

export type LiveIndicatorView = {
  state: 'connecting' | 'live' | 'reconnecting' | 'stale' | 'replay';
  text: string;
  bg: string;
};

/**
 * What the indicator shows: `Reconnecting…` (warning) while the stream is down; on a fixed data set
 * (files source) `Replay · as of YYYY-MM-DD HH:MM UTC` (info: the newest close in the chosen `zone`,
 * with its label; never live); `Stale · HH:MM` (danger) when the newest market data is older than two
 * 5m bars, otherwise `Live · HH:MM` (the newest data time in the chosen `zone`, with its label) or
 * `Connecting…`. Null when the stream is off (signed out).
 */
export function liveIndicatorView(
  connection: LiveConnectionState,
  health: (Pick<HealthResponse, 'data_as_of' | 'stale'> & Partial<Pick<HealthResponse, 'mode'>>) | undefined,
  zone: string,
): LiveIndicatorView | null {
  if (connection === 'off') return null;
  if (connection === 'reconnecting') return { state: 'reconnecting', text: 'Reconnecting…', bg: 'warning' };
  if (health?.mode === 'replay') {
    const asOf = formatTime(health.data_as_of, zone, 'minute');
    return { state: 'replay', text: asOf ? `Replay · as of ${asOf}` : 'Replay', bg: 'info' };
  }
  const clock = formatTime(health?.data_as_of, zone, 'clock');
  const at = clock ? ` · ${clock}` : '';
  if (health?.stale) return { state: 'stale', text: `Stale${at}`, bg: 'danger' };
  if (connection === 'connecting') return { state: 'connecting', text: 'Connecting…', bg: 'secondary' };
  return { state: 'live', text: `Live${at}`, bg: 'success' };
}

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
 * (in the chosen `zone`, with its label) and its age in whole minutes on the market clock (health `now`).
 */
export function staleNoticeText(
  health: Pick<HealthResponse, 'data_as_of' | 'now' | 'stale'> | undefined,
  zone: string,
): string | null {
  if (!health?.stale || !health.data_as_of) return null;
  const asOf = Date.parse(health.data_as_of);
  const now = Date.parse(health.now);
  if (Number.isNaN(asOf) || Number.isNaN(now)) return null;
  const when = formatTime(asOf, zone, 'minute');
  const minutes = Math.max(0, Math.floor((now - asOf) / 60_000));
  return `Stale data: the newest market data is from ${when} (${minutes} min old). The figures below are not live.`;
}
