/**
 * Every time the app shows goes through here (docs/product.md §2 "Times"): in one zone, the user's
 * choice of UTC or the browser's zone (`time-zone-store.ts`), always followed by that zone's label
 * ('UTC', or the browser zone's short name such as 'GMT+5:30' or 'CET'). `zone` is an IANA name.
 */

/** Shown for a missing time in tables (docs/product.md §2). */
const DASH = '-';

/** The zone named 'UTC' and its label. */
export const UTC = 'UTC';

/**
 * An instant as the API's ISO 8601 UTC string ('2025-08-31T12:05:00.000Z'): the one place the web app
 * writes a time for the server, as `lib/time.ts` is on the server.
 */
export function isoTime(ms: number): string {
  return new Date(ms).toISOString();
}

/** The fields of one instant as read on the clocks of a zone. */
export interface ZonedFields {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const fieldFormats = new Map<string, Intl.DateTimeFormat>();
const labelFormats = new Map<string, Intl.DateTimeFormat>();

function fieldFormat(zone: string): Intl.DateTimeFormat {
  let format = fieldFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    fieldFormats.set(zone, format);
  }
  return format;
}

/** The date and clock fields of `ms` in `zone`. */
export function zonedFields(ms: number, zone: string): ZonedFields {
  const fields: ZonedFields = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of fieldFormat(zone).formatToParts(ms)) {
    if (part.type in fields) fields[part.type as keyof ZonedFields] = Number(part.value);
  }
  return fields;
}

/** The zone's label at `ms`: 'UTC', else its short name there ('GMT+5:30', 'CET', 'CEST'). */
export function zoneLabel(zone: string, ms: number = Date.now()): string {
  if (zone === UTC) return UTC;
  let format = labelFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone: zone, timeZoneName: 'short' });
    labelFormats.set(zone, format);
  }
  return format.formatToParts(ms).find((p) => p.type === 'timeZoneName')?.value ?? zone;
}

/** Short month names, January first. */
export const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');

/** A time (ISO string or epoch ms) as epoch ms, or null when missing or unparseable. */
function toMs(time: string | number | null | undefined): number | null {
  if (time === null || time === undefined || time === '') return null;
  const ms = typeof time === 'number' ? time : Date.parse(time);
  return Number.isNaN(ms) ? null : ms;
}

/** 'HH:MM', or with `seconds` 'HH:MM:SS'. */
function clockText(f: ZonedFields, seconds: boolean): string {
  return seconds ? `${pad(f.hour)}:${pad(f.minute)}:${pad(f.second)}` : `${pad(f.hour)}:${pad(f.minute)}`;
}

/** The pieces of the formats below, by name. */
const layouts = {
  /** '2025-01-02 13:05' */
  minute: (f: ZonedFields) => `${f.year}-${pad(f.month)}-${pad(f.day)} ${clockText(f, false)}`,
  /** '2025-01-02 13:05:09' */
  second: (f: ZonedFields) => `${f.year}-${pad(f.month)}-${pad(f.day)} ${clockText(f, true)}`,
  /** '01-02 13:05' */
  monthDay: (f: ZonedFields) => `${pad(f.month)}-${pad(f.day)} ${clockText(f, false)}`,
  /** '2 Jan, 13:05' */
  short: (f: ZonedFields) => `${f.day} ${MONTHS[f.month - 1]}, ${clockText(f, false)}`,
  /** '2 Jan 2025, 13:05' */
  medium: (f: ZonedFields) => `${f.day} ${MONTHS[f.month - 1]} ${f.year}, ${clockText(f, false)}`,
  /** '13:05' */
  clock: (f: ZonedFields) => clockText(f, false),
  /** '13:05:09' */
  clockSeconds: (f: ZonedFields) => clockText(f, true),
} as const;

/** The name of a time layout: see `formatTime`. */
export type TimeLayout = keyof typeof layouts;

/**
 * A time in `zone` with its label, by layout: `minute` '2025-01-02 13:05 UTC', `second`
 * '2025-01-02 13:05:09 UTC', `monthDay` '01-02 13:05 UTC', `short` '2 Jan, 13:05 UTC', `medium`
 * '2 Jan 2025, 13:05 UTC', `clock` '13:05 UTC', `clockSeconds` '13:05:09 UTC'. Null when the time is
 * missing or unparseable.
 */
export function formatTime(
  time: string | number | null | undefined,
  zone: string,
  layout: TimeLayout,
): string | null {
  const ms = toMs(time);
  if (ms === null) return null;
  return `${layouts[layout](zonedFields(ms, zone))} ${zoneLabel(zone, ms)}`;
}

/** 'Unknown' without a time (docs/product.md §2 "Data Updated"), else '2 Jan 2025, 13:05 UTC'. */
export function formatUpdated(time: string | null | undefined, zone: string): string {
  return formatTime(time, zone, 'medium') ?? 'Unknown';
}

/** A market time, short: '2 Jan, 13:05 UTC', or a dash. */
export function formatShortTime(time: string | null | undefined, zone: string): string {
  return formatTime(time, zone, 'short') ?? DASH;
}

/** A time to the second, '2025-01-02 13:05:09 UTC'; a dash ('–') without one (the admin screens). */
export function formatFullTime(time: string | null | undefined, zone: string): string {
  return formatTime(time, zone, 'second') ?? '–';
}

/** An ISO time inside a text: '2025-09-01T00:00:00Z', '2025-09-01T00:00:00.000Z', '…+05:30'. */
const ISO_IN_TEXT = /\b\d{4}-\d\d-\d\dT\d\d:\d\d(?::\d\d(?:\.\d+)?)?(?:Z|[+-]\d\d:\d\d)/g;

/**
 * A server's text (a job's or a task's detail: 'ICT scan as of 2025-09-01T00:00:00Z: …') with each ISO
 * time in it written to the second in `zone` with its label ('… as of 2025-09-01 05:30:00 GMT+5:30: …').
 */
export function withZonedTimes(text: string, zone: string): string {
  return text.replace(ISO_IN_TEXT, (iso) => formatTime(iso, zone, 'second') ?? iso);
}
