import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS, timeframeMs } from '../../src/candles/timeframe.ts';
import type { Candle } from '../../src/candles/types.ts';
import { sessionLevelsByDay } from '../../src/overlays/session-levels.ts';
import { sessionIds, sessionWindowsFromSettings } from '../../src/sessions/session-windows.ts';
import { candleSeries } from '../support/candle-arbitraries.ts';
import { ohlc, T0 } from '../support/ict-test-bars.ts';
import { referenceSessionLevelsByDay } from '../support/session-levels-reference.ts';
import { defaultWindowSettings } from '../support/session-test-windows.ts';

const windows = sessionWindowsFromSettings(defaultWindowSettings);
const step = timeframeMs('5m');

/** Two days of 5m bars; each bar's high is 100 + hour of day + day·50 (low = high − 2). */
function twoDays(): Candle[] {
  const out: Candle[] = [];
  for (let t = T0; t < T0 + 2 * DAY_MS; t += step) {
    const d = Math.floor((t - T0) / DAY_MS);
    const h = Math.floor((t % DAY_MS) / HOUR_MS);
    const high = 100 + h + d * 50;
    out.push(ohlc(t, high - 1, high, high - 2, high - 1));
  }
  return out;
}

describe('sessionLevelsByDay', () => {
  it('gives PDH/PDL of the day before and the Asia and London ranges of each day', () => {
    const bars = twoDays();
    const now = T0 + 2 * DAY_MS;
    const rows = sessionLevelsByDay(bars, windows, T0, now, now);
    expect(rows.map((r) => r.day)).toEqual([T0, T0 + DAY_MS]);
    const [d0, d1] = rows;
    expect(d0).toMatchObject({
      pdh: null,
      pdl: null,
      asiaHigh: 106,
      asiaLow: 98,
      londonHigh: 112,
      londonLow: 105,
    });
    expect(d0?.asiaStart).toBe(T0);
    expect(d0?.asiaEnd).toBe(T0 + 7 * HOUR_MS);
    expect(d1).toMatchObject({
      pdh: 123,
      pdl: 98,
      asiaHigh: 156,
      asiaLow: 148,
      londonHigh: 162,
      londonLow: 155,
    });
  });

  it('reads only bars closed at now: a running session is its range so far, a later one null', () => {
    const bars = twoDays();
    const now = T0 + DAY_MS + 3 * HOUR_MS + 2 * step + 1;
    const rows = sessionLevelsByDay(bars, windows, T0 + DAY_MS, T0 + 2 * DAY_MS, now);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ asiaHigh: 153, asiaLow: 148, londonHigh: null, londonStart: null });
  });

  it('leaves out days without 5m data', () => {
    expect(sessionLevelsByDay([], windows, T0, T0 + 3 * DAY_MS, T0 + 3 * DAY_MS)).toEqual([]);
  });
});

describe("sessionLevelsByDay equals its first definition (the sorted list of the day's instances)", () => {
  /** Any windows, even overlapping, repeated or missing a session, so the lookup's order is tested too. */
  const anyWindows = fc.array(
    fc.record({
      session: fc.constantFrom(...sessionIds),
      startMinute: fc.oneof(fc.integer({ min: 0, max: 1439 }), fc.constantFrom(0, 420, 1380)),
      endMinute: fc.oneof(fc.integer({ min: 0, max: 1439 }), fc.constantFrom(0, 420, 1380)),
    }),
    { maxLength: 5 },
  );

  it('on random 5m series, windows, ranges and times of reading', () => {
    fc.assert(
      fc.property(
        candleSeries(step, 1500, 'max'),
        anyWindows,
        fc.integer({ min: -2 * DAY_MS, max: 6 * DAY_MS }),
        fc.integer({ min: 0, max: 8 * DAY_MS }),
        fc.integer({ min: -DAY_MS, max: 9 * DAY_MS }),
        (bars, ws, fromOffset, span, nowOffset) => {
          const t0 = (bars[0] as Candle).openTime;
          const from = t0 + fromOffset;
          const now = t0 + nowOffset;
          expect(sessionLevelsByDay(bars, ws, from, from + span, now)).toEqual(
            referenceSessionLevelsByDay(bars, ws, from, from + span, now),
          );
        },
      ),
      { numRuns: 200 },
    );
  });
});
