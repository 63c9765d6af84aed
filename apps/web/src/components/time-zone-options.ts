import type { TimeZoneChoice } from '@app/contracts';
import { UTC, zoneLabel } from '../lib/time-format.ts';

export interface TimeZoneOption {
  choice: TimeZoneChoice;
  /** The button text: 'UTC', or the browser zone's short name ('GMT+5:30'). */
  label: string;
  title: string;
}

/** The two choices of the navbar's time zone control, for a browser in `browserZone` at `now`. */
export function timeZoneOptions(browserZone: string, now: number): TimeZoneOption[] {
  const local = zoneLabel(browserZone, now);
  return [
    { choice: 'utc', label: UTC, title: 'Show every time in UTC' },
    {
      choice: 'local',
      label: local === UTC ? 'Local' : local,
      title: `Show every time in this browser's zone (${browserZone}, ${local})`,
    },
  ];
}
