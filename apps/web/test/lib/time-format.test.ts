import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatFullTime,
  formatShortTime,
  formatTime,
  formatUpdated,
  isoTime,
  withZonedTimes,
  zonedFields,
  zoneLabel,
} from '../../src/lib/time-format.ts';

const at = Date.UTC(2025, 0, 2, 13, 5, 9, 123);

/** Zones whose offset from UTC never changes, in minutes (no daylight saving since 2000). */
const fixedOffsets: Record<string, number> = {
  UTC: 0,
  'Asia/Kolkata': 330,
  'Asia/Kathmandu': 345,
  'Asia/Tokyo': 540,
  'America/Phoenix': -420,
  'Pacific/Marquesas': -570,
  'Etc/GMT-14': 840,
};

/** The zone's offset at `ms` in minutes, read from its ISO offset name ('GMT+05:30'): another Intl path. */
function isoOffsetMinutes(zone: string, ms: number): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(ms)
    .find((p) => p.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d\d):(\d\d)/.exec(name ?? '');
  if (!match) return 0; // 'GMT' alone: offset zero
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

/** The wall-clock text of `formatTime(..., 'second')` read back as if it were UTC, in ms. */
function wallClockAsUtc(ms: number, zone: string): number {
  const text = formatTime(ms, zone, 'second') ?? '';
  const [date = '', clock = ''] = text.split(' ');
  return Date.parse(`${date}T${clock}Z`);
}

const instants = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) });

describe('time format', () => {
  it('shows each layout in the zone, followed by its label', () => {
    expect(formatTime(at, 'UTC', 'minute')).toBe('2025-01-02 13:05 UTC');
    expect(formatTime(at, 'UTC', 'second')).toBe('2025-01-02 13:05:09 UTC');
    expect(formatTime(at, 'UTC', 'monthDay')).toBe('01-02 13:05 UTC');
    expect(formatTime(at, 'UTC', 'short')).toBe('2 Jan, 13:05 UTC');
    expect(formatTime(at, 'UTC', 'medium')).toBe('2 Jan 2025, 13:05 UTC');
    expect(formatTime(at, 'UTC', 'clock')).toBe('13:05 UTC');
    expect(formatTime(at, 'UTC', 'clockSeconds')).toBe('13:05:09 UTC');
    expect(formatTime('2025-09-01T00:00:00Z', 'Asia/Kolkata', 'minute')).toBe('2025-09-01 05:30 GMT+5:30');
    expect(formatTime('2025-08-31T22:30:00Z', 'Asia/Kolkata', 'short')).toBe('1 Sep, 04:00 GMT+5:30');
    expect(formatTime('2025-01-15T12:00:00Z', 'Europe/Amsterdam', 'clock')).toBe('13:00 CET');
    expect(formatTime('2025-07-15T12:00:00Z', 'Europe/Amsterdam', 'clock')).toBe('14:00 CEST');
    expect(formatTime('2025-07-15T12:00:00Z', 'America/New_York', 'clock')).toBe('08:00 GMT-4');
  });

  it('says Unknown, a dash or null without a time, and for an unparseable one', () => {
    for (const missing of [null, undefined, '', 'nonsense']) {
      expect(formatTime(missing, 'UTC', 'minute')).toBeNull();
      expect(formatUpdated(missing, 'UTC')).toBe('Unknown');
      expect(formatShortTime(missing, 'UTC')).toBe('-');
      expect(formatFullTime(missing, 'UTC')).toBe('–');
    }
    expect(formatUpdated('2025-01-02T13:05:00Z', 'Asia/Kolkata')).toBe('2 Jan 2025, 18:35 GMT+5:30');
  });

  it('never shows hour 24 at midnight', () => {
    expect(formatTime('2025-01-02T00:00:00Z', 'UTC', 'clock')).toBe('00:00 UTC');
    expect(formatTime('2025-01-01T18:30:00Z', 'Asia/Kolkata', 'medium')).toBe('2 Jan 2025, 00:00 GMT+5:30');
  });

  it('labels UTC as UTC at every instant', () => {
    fc.assert(fc.property(instants, (ms) => zoneLabel('UTC', ms) === 'UTC'));
  });

  it('differs from UTC by exactly the zone’s offset, for zones of a fixed offset', () => {
    fc.assert(
      fc.property(instants, fc.constantFrom(...Object.keys(fixedOffsets)), (ms, zone) => {
        const seconds = Math.floor(ms / 1000) * 1000;
        expect(wallClockAsUtc(ms, zone) - wallClockAsUtc(ms, 'UTC')).toBe((fixedOffsets[zone] ?? 0) * 60_000);
        expect(wallClockAsUtc(ms, 'UTC')).toBe(seconds);
      }),
    );
  });

  it('differs from UTC by the offset in force at that instant, across daylight saving', () => {
    fc.assert(
      fc.property(
        instants,
        fc.constantFrom('Europe/Amsterdam', 'America/New_York', 'Australia/Sydney', 'America/Santiago'),
        (ms, zone) => {
          expect(wallClockAsUtc(ms, zone) - wallClockAsUtc(ms, 'UTC')).toBe(
            isoOffsetMinutes(zone, ms) * 60_000,
          );
        },
      ),
    );
  });

  it('reads the same fields as the text shows', () => {
    fc.assert(
      fc.property(instants, fc.constantFrom(...Object.keys(fixedOffsets)), (ms, zone) => {
        const f = zonedFields(ms, zone);
        const pad = (n: number) => String(n).padStart(2, '0');
        expect(formatTime(ms, zone, 'clockSeconds')).toBe(
          `${pad(f.hour)}:${pad(f.minute)}:${pad(f.second)} ${zoneLabel(zone, ms)}`,
        );
        expect(f.hour).toBeLessThan(24);
      }),
    );
  });
});

describe('times inside a server text', () => {
  it('writes each ISO time in the zone with its label and leaves the rest as it is', () => {
    const text = 'ICT scan as of 2025-09-01T00:00:00Z: 20 symbols (from 2025-08-31T23:55:00.000Z)';
    expect(withZonedTimes(text, 'UTC')).toBe(
      'ICT scan as of 2025-09-01 00:00:00 UTC: 20 symbols (from 2025-08-31 23:55:00 UTC)',
    );
    expect(withZonedTimes(text, 'Asia/Kolkata')).toBe(
      'ICT scan as of 2025-09-01 05:30:00 GMT+5:30: 20 symbols (from 2025-09-01 05:25:00 GMT+5:30)',
    );
    expect(withZonedTimes('no time, 12:30 and 2025-09-01 alone', 'Asia/Kolkata')).toBe(
      'no time, 12:30 and 2025-09-01 alone',
    );
  });
});

describe('isoTime', () => {
  it('writes an instant as the API ISO 8601 UTC string and reads back the same instant', () => {
    expect(isoTime(Date.UTC(2025, 7, 31, 12, 5))).toBe('2025-08-31T12:05:00.000Z');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), (ms) => {
        expect(Date.parse(isoTime(ms))).toBe(ms);
      }),
    );
  });
});
