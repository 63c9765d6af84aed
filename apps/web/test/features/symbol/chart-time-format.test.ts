import fc from 'fast-check';
import { TickMarkType } from 'lightweight-charts';
import { describe, expect, it } from 'vitest';
import { crosshairTime, tickLabel } from '../../../src/features/symbol/chart-time-format.ts';

const sec = (iso: string) => Date.parse(iso) / 1000;

describe('chart time labels', () => {
  it('labels the crosshair with the date, the clock and the zone', () => {
    expect(crosshairTime(sec('2025-09-01T00:00:00Z'), 'UTC')).toBe('1 Sep 2025, 00:00 UTC');
    expect(crosshairTime(sec('2025-09-01T00:00:00Z'), 'Asia/Kolkata')).toBe('1 Sep 2025, 05:30 GMT+5:30');
  });

  it('labels time ticks with the zone’s clock', () => {
    expect(tickLabel(sec('2025-09-01T10:15:00Z'), TickMarkType.Time, 'UTC')).toBe('10:15');
    expect(tickLabel(sec('2025-09-01T10:15:00Z'), TickMarkType.Time, 'Asia/Kolkata')).toBe('15:45');
    expect(tickLabel(sec('2025-09-01T10:15:07Z'), TickMarkType.TimeWithSeconds, 'UTC')).toBe('10:15:07');
  });

  it('labels day, month and year ticks by their date, with the clock where it is not midnight there', () => {
    const midnight = sec('2025-09-01T00:00:00Z');
    expect(tickLabel(midnight, TickMarkType.DayOfMonth, 'UTC')).toBe('1');
    expect(tickLabel(midnight, TickMarkType.Month, 'UTC')).toBe('Sep');
    expect(tickLabel(sec('2025-01-01T00:00:00Z'), TickMarkType.Year, 'UTC')).toBe('2025');
    expect(tickLabel(midnight, TickMarkType.DayOfMonth, 'Asia/Kolkata')).toBe('1 Sep 05:30');
    expect(tickLabel(midnight, TickMarkType.Month, 'America/New_York')).toBe('31 Aug 20:00');
  });

  it('never labels a date tick with a date other than the zone’s date at that instant', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2020, 0, 1) / 86_400_000, max: Date.UTC(2030, 0, 1) / 86_400_000 }),
        fc.constantFrom('UTC', 'Asia/Kolkata', 'America/New_York', 'Pacific/Auckland'),
        (day, zone) => {
          const seconds = day * 86_400;
          const label = tickLabel(seconds, TickMarkType.DayOfMonth, zone);
          const zoneDay = new Intl.DateTimeFormat('en-GB', { timeZone: zone, day: 'numeric' }).format(
            seconds * 1000,
          );
          expect(label.split(' ')[0]).toBe(zoneDay);
        },
      ),
    );
  });
});
