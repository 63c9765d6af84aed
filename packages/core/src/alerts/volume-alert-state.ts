import type { AlertEvent } from './alert-event.ts';

/** The volume topic's state of a symbol: its latest snapshot's status and alert flag. */
export interface VolumeAlertState {
  status: string;
  alert: boolean;
  /** `taken_at` (ms) of the snapshot. */
  at: number;
}

/**
 * Events between two volume states: `volume_active` when the status turned Active, `volume_alert`
 * when the alert flag turned on. Keys name the symbol, kind and snapshot time.
 */
export function diffVolumeStates(
  symbol: string,
  prev: VolumeAlertState,
  next: VolumeAlertState,
): AlertEvent[] {
  const events: AlertEvent[] = [];
  if (next.status === 'Active' && prev.status !== 'Active')
    events.push({
      key: `volume_active:${symbol}:${next.at}`,
      kind: 'volume_active',
      symbol,
      dataTime: next.at,
      message: `${symbol} volume turned Active`,
      detail: { from: prev.status, to: next.status },
    });
  if (next.alert && !prev.alert)
    events.push({
      key: `volume_alert:${symbol}:${next.at}`,
      kind: 'volume_alert',
      symbol,
      dataTime: next.at,
      message: `${symbol} volume alert`,
      detail: { status: next.status },
    });
  return events;
}
