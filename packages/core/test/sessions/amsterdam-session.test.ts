import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HOUR_MS } from '../../src/candles/timeframe.ts';
import { amsterdamHourOf, amsterdamSession } from '../../src/sessions/amsterdam-session.ts';

describe('Amsterdam-hour header session', () => {
  it('winter (CET, UTC+1): London from 07:00 UTC, New York from 13:00 UTC', () => {
    const d = Date.UTC(2025, 0, 15);
    expect(amsterdamSession(d + 6 * HOUR_MS)).toBe('Asia'); // 07:00 Amsterdam
    expect(amsterdamSession(d + 7 * HOUR_MS)).toBe('London'); // 08:00
    expect(amsterdamSession(d + 12 * HOUR_MS + 59 * 60_000)).toBe('London'); // 13:59
    expect(amsterdamSession(d + 13 * HOUR_MS)).toBe('New York'); // 14:00
    expect(amsterdamSession(d + 22 * HOUR_MS + 59 * 60_000)).toBe('New York'); // 23:59
    expect(amsterdamSession(d + 23 * HOUR_MS)).toBe('Asia'); // 00:00 next day
  });

  it('summer (CEST, UTC+2): London from 06:00 UTC', () => {
    const d = Date.UTC(2025, 6, 15);
    expect(amsterdamSession(d + 5 * HOUR_MS + 59 * 60_000)).toBe('Asia');
    expect(amsterdamSession(d + 6 * HOUR_MS)).toBe('London');
    expect(amsterdamSession(d + 12 * HOUR_MS)).toBe('New York');
    expect(amsterdamSession(d + 22 * HOUR_MS)).toBe('Asia');
  });

  it('the DST switch days (2025-03-30 and 2025-10-26)', () => {
    // Clocks go 02:00 → 03:00 CET→CEST at 01:00 UTC.
    expect(amsterdamHourOf(Date.UTC(2025, 2, 30, 0, 59))).toBe(1);
    expect(amsterdamHourOf(Date.UTC(2025, 2, 30, 1, 0))).toBe(3);
    expect(amsterdamSession(Date.UTC(2025, 2, 30, 6, 0))).toBe('London');
    // Clocks go 03:00 → 02:00 CEST→CET at 01:00 UTC.
    expect(amsterdamHourOf(Date.UTC(2025, 9, 26, 0, 30))).toBe(2);
    expect(amsterdamHourOf(Date.UTC(2025, 9, 26, 1, 30))).toBe(2);
    expect(amsterdamSession(Date.UTC(2025, 9, 26, 6, 30))).toBe('Asia');
    expect(amsterdamSession(Date.UTC(2025, 9, 26, 7, 0))).toBe('London');
  });

  it('property: the hour is UTC+1 or UTC+2 and never Closed', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) }), (t) => {
        const utcHour = new Date(t).getUTCHours();
        const offset = (amsterdamHourOf(t) - utcHour + 24) % 24;
        expect([1, 2]).toContain(offset);
        expect(amsterdamSession(t)).not.toBe('Closed');
      }),
      { numRuns: 300 },
    );
  });
});
