import type { TimeZoneChoice } from '@app/contracts';
import { useSyncExternalStore } from 'react';
import { timeZoneStore, zoneOf } from '../lib/time-zone-store.ts';

export interface TimeZoneView {
  choice: TimeZoneChoice;
  /** The IANA zone to format in ('UTC' or the browser's). */
  zone: string;
}

/** The zone every time on screen is shown in; re-renders when the choice changes. */
export function useTimeZone(): TimeZoneView {
  const choice = useSyncExternalStore(timeZoneStore.subscribe, timeZoneStore.choice, () => 'utc' as const);
  return { choice, zone: zoneOf(choice) };
}
