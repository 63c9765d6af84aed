import { formatTime, type TimeLayout } from '../lib/time-format.ts';
import { useTimeZone } from './use-time-zone.ts';

/**
 * A time in the chosen zone with its label (`formatTime`), for table cells and text; `fallback`
 * (default a dash) without a time.
 */
export function TimeText({
  time,
  layout = 'short',
  fallback = '-',
}: {
  time: string | number | null | undefined;
  layout?: TimeLayout;
  fallback?: string;
}) {
  const { zone } = useTimeZone();
  return <>{formatTime(time, zone, layout) ?? fallback}</>;
}
