/**
 * The server's date formatting and conversion helpers, all in UTC. Day arithmetic (`DAY_MS`,
 * `utcDayStart`, `bucketStart`) comes from `@app/core`; this file only turns times into the strings
 * and numbers the API, the job details and the SQL parameters carry.
 */

/** `YYYY-MM-DD` of the UTC day holding `ms` (epoch ms). */
export function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The ISO 8601 string (UTC, with milliseconds) of epoch ms. */
export function isoOfMs(ms: number): string {
  return new Date(ms).toISOString();
}

/** `isoOfMs`, keeping null as null. */
export function isoOfMsOrNull(ms: number | null): string | null {
  return ms === null ? null : isoOfMs(ms);
}

/** The ISO 8601 string of a date, or null without one. */
export function isoOrNull(date: Date | null | undefined): string | null {
  return date ? date.toISOString() : null;
}

/** Epoch ms of a date, or null without one. */
export function msOrNull(date: Date | null | undefined): number | null {
  return date ? date.getTime() : null;
}

/** ISO 8601 without the milliseconds when they are zero (`2026-03-11T13:45:00Z`), as job details show it. */
export function shortIso(ms: number): string {
  return isoOfMs(ms).replace('.000Z', 'Z');
}

/** `shortIso`, or `none` without a time. */
export function shortIsoOrNone(ms: number | null): string {
  return ms === null ? 'none' : shortIso(ms);
}
