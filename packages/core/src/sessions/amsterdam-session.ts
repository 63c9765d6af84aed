/** The header badge sessions of docs/product.md §4; `Closed` is defined but no hour maps to it. */
export const headerSessions = ['Asia', 'London', 'New York', 'Closed'] as const;
export type HeaderSession = (typeof headerSessions)[number];

const amsterdamHour = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Amsterdam',
  hour: '2-digit',
  hourCycle: 'h23',
});

/** The hour (0–23) of the instant `t` on the Europe/Amsterdam wall clock (CET/CEST per the tz database). */
export function amsterdamHourOf(t: number): number {
  const part = amsterdamHour.formatToParts(new Date(t)).find((p) => p.type === 'hour');
  return Number(part?.value ?? Number.NaN) % 24;
}

/**
 * The session of the Liquidity Dashboard's header badge (docs/product.md §4 and §9): from the hour of `t` in
 * the Europe/Amsterdam time zone, Asia 0–7, London 8–13, New York 14–23. Daylight saving time
 * comes from the time-zone database, so 08:00 Amsterdam is 07:00 UTC in winter and 06:00 UTC in
 * summer. `Closed` is returned only for an unreadable hour (never for a valid instant).
 */
export function amsterdamSession(t: number): HeaderSession {
  const hour = amsterdamHourOf(t);
  if (hour >= 0 && hour <= 7) return 'Asia';
  if (hour >= 8 && hour <= 13) return 'London';
  if (hour >= 14 && hour <= 23) return 'New York';
  return 'Closed';
}
