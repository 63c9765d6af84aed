import { TickMarkType } from 'lightweight-charts';
import { formatTime, MONTHS, zonedFields } from '../../lib/time-format.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The chart's crosshair time label: the bar's open time in the chosen zone with its label,
 * '2 Jan 2025, 13:05 UTC' (`seconds`: the chart's UTC timestamp in seconds).
 */
export function crosshairTime(seconds: number, zone: string): string {
  return formatTime(seconds * 1000, zone, 'medium') ?? '';
}

/**
 * A time-axis tick label in the chosen zone. The chart places its day, month and year ticks at UTC
 * boundaries; in another zone such a tick is labelled with its date and, when that is not midnight
 * there, its clock too ('1 Sep 05:30'), so no label claims a day starts where it does not. Time ticks
 * are 'HH:MM' (or 'HH:MM:SS'); the zone's label is on the crosshair and the page header.
 */
export function tickLabel(seconds: number, type: TickMarkType, zone: string): string {
  const f = zonedFields(seconds * 1000, zone);
  const clock = `${pad(f.hour)}:${pad(f.minute)}`;
  if (type === TickMarkType.Time) return clock;
  if (type === TickMarkType.TimeWithSeconds) return `${clock}:${pad(f.second)}`;
  const midnight = f.hour === 0 && f.minute === 0;
  const month = MONTHS[f.month - 1] ?? '';
  if (!midnight) return `${f.day} ${month} ${clock}`;
  if (type === TickMarkType.Year) return String(f.year);
  if (type === TickMarkType.Month) return month;
  return String(f.day);
}
