import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CprAlertState, cprAlertState, diffCprStates } from '../../src/alerts/cpr-alert-state.ts';
import { diffLiquidityStates } from '../../src/alerts/liquidity-alert-state.ts';
import type { Candle } from '../../src/candles/types.ts';

const DAY = 86_400_000;
const T0 = Date.UTC(2026, 2, 2); // a Monday
const bar = (openTime: number, high: number, low: number, close: number): Candle => ({
  openTime,
  open: close,
  high,
  low,
  close,
  volume: 1,
});

// Yesterday H 110, L 90, C 104: pivot 101.33, BC 100, TC 102.67 → today's daily CPR is [100, 102.67].
const yesterday = bar(T0 + 9 * DAY, 110, 90, 104);
const today = T0 + 10 * DAY;
const history = Array.from({ length: 9 }, (_, i) => bar(T0 + i * DAY, 120, 80, 100));
/** The daily CPR's events (the weekly one, [100, 100] from the week before, crosses too). */
const daily = (events: ReturnType<typeof diffCprStates>) => events.filter((e) => e.detail.period === 'daily');

describe('cprAlertState', () => {
  it('reads the daily CPR in force, its side and its virginity from the daily series', () => {
    const state = cprAlertState([...history, yesterday, bar(today, 99, 95, 96)], today + 3_600_000);
    expect(state['1d']).toMatchObject({
      start: today,
      bottom: 100,
      side: 'below',
      lastSide: 'below',
      virgin: true,
      previousVirgin: false,
    });
    expect(state['1d']?.top).toBeCloseTo(102.667, 3);
  });

  it('fires cpr_touched once and cpr_cross when the price leaves on the other side', () => {
    const now1 = today + 3_600_000;
    const s1 = cprAlertState([...history, yesterday, bar(today, 99, 95, 96)], now1);
    const now2 = now1 + 300_000;
    const s2 = cprAlertState([...history, yesterday, bar(today, 101, 95, 101)], now2, s1);
    expect(s2['1d']).toMatchObject({ side: 'inside', lastSide: 'below', virgin: false });
    expect(daily(diffCprStates('X', s1, s2, now2)).map((e) => e.key)).toEqual([`cpr_touched:X:1d:${today}`]);
    const now3 = now2 + 300_000;
    const s3 = cprAlertState([...history, yesterday, bar(today, 104, 95, 104)], now3, s2);
    const events = daily(diffCprStates('X', s2, s3, now3));
    expect(events.map((e) => [e.kind, e.key])).toEqual([['cpr_cross', `cpr_cross:X:1d:${today}:${now3}`]]);
    expect(events[0]?.detail).toMatchObject({ from: 'below', to: 'above', period: 'daily' });
    // Back inside, then above again: no cross (same side as before).
    const s4 = cprAlertState([...history, yesterday, bar(today, 104, 95, 101)], now3 + 300_000, s3);
    const s5 = cprAlertState([...history, yesterday, bar(today, 105, 95, 105)], now3 + 600_000, s4);
    expect(daily(diffCprStates('X', s3, s4, now3 + 300_000))).toEqual([]);
    expect(daily(diffCprStates('X', s4, s5, now3 + 600_000))).toEqual([]);
  });

  it('fires cpr_virgin when a day ends with its CPR untouched, keyed by the ended day', () => {
    const endOfDay = today + DAY - 300_000;
    const s1 = cprAlertState([...history, yesterday, bar(today, 99, 95, 96)], endOfDay);
    const next = today + DAY;
    const s2 = cprAlertState(
      [...history, yesterday, bar(today, 99, 94, 96), bar(next, 97, 96, 96)],
      next + 300_000,
      s1,
    );
    expect(s2['1d']?.previousVirgin).toBe(true);
    const events = diffCprStates('X', s1, s2, next + 300_000).filter((e) => e.kind === 'cpr_virgin');
    expect(events.map((e) => e.key)).toEqual([`cpr_virgin:X:1d:${today}`]);
  });

  it('counts the new CPR virgin at its first close, so a touch in the period’s first bar fires', () => {
    const s0 = cprAlertState([...history, yesterday], today);
    expect(s0['1d']).toMatchObject({ start: today, virgin: true });
    const s1 = cprAlertState([...history, yesterday, bar(today, 101, 99, 100.5)], today + 300_000, s0);
    expect(daily(diffCprStates('X', s0, s1, today + 300_000)).map((e) => e.key)).toEqual([
      `cpr_touched:X:1d:${today}`,
    ]);
  });

  it('fires cpr_cross under a cross rule only after N closes beyond the CPR, the last by k × ATR', () => {
    // Daily CPR [100, 102.67]; the price starts below, then closes above it at 103, 103.2, 103.5, 104.
    const rule = { marginAtr: 0.75, closes: 3 };
    const closes = [96, 103, 103.2, 103.5, 104];
    let prev: CprAlertState | undefined;
    const fired: number[] = [];
    closes.forEach((close, i) => {
      const now = today + 3_600_000 + i * 300_000;
      const next = cprAlertState([...history, yesterday, bar(today, 104, 95, close)], now, prev, {
        rule,
        atr: 1.5,
      });
      if (prev)
        fired.push(
          ...daily(diffCprStates('X', prev, next, now))
            .filter((e) => e.kind === 'cpr_cross')
            .map(() => i),
        );
      prev = next;
    });
    // The third close above, 103.5, is 0.83 above the top (< 0.75 × ATR 1.5 = 1.125); 104 (1.33 above) fires.
    expect(fired).toEqual([4]);
    expect(prev?.['1d']).toMatchObject({ side: 'above', run: 3, lastSide: 'above' });
  });

  const seriesArb = fc
    .array(
      fc.record({
        mid: fc.double({ min: 50, max: 150, noNaN: true }),
        half: fc.double({ min: 0.1, max: 20, noNaN: true }),
        at: fc.double({ min: -1, max: 1, noNaN: true }),
      }),
      { minLength: 40, maxLength: 80 },
    )
    .map((rows) =>
      rows.map((r, i) => bar(T0 + i * DAY, r.mid + r.half, r.mid - r.half, r.mid + r.at * r.half)),
    );

  it('has no look-ahead: days after now change nothing', () => {
    fc.assert(
      fc.property(seriesArb, fc.integer({ min: 35, max: 39 }), (days, k) => {
        const now = T0 + k * DAY + 7_200_000;
        const known = days.filter((d) => d.openTime <= now);
        expect(cprAlertState(days, now)).toEqual(cprAlertState(known, now));
      }),
    );
  });

  it('yields no event between equal states and deterministic, unique keys otherwise', () => {
    fc.assert(
      fc.property(seriesArb, fc.integer({ min: 35, max: 38 }), (days, k) => {
        const now1 = T0 + k * DAY + 7_200_000;
        const now2 = now1 + DAY;
        const s1 = cprAlertState(days, now1);
        const s2 = cprAlertState(days, now2, s1);
        expect(diffCprStates('X', s1, s1, now1)).toEqual([]);
        const a = diffCprStates('X', s1, s2, now2);
        const b = diffCprStates('X', s1 as CprAlertState, s2, now2);
        expect(a).toEqual(b);
        expect(new Set(a.map((e) => e.key)).size).toBe(a.length);
      }),
    );
  });
});

describe('diffLiquidityStates', () => {
  it('fires once per level and day, and again for the same level on a new day', () => {
    const day = T0;
    const s1 = { day, swept: { pdh: { price: 10, at: day + 1000 } } };
    const s2 = { day, swept: { ...s1.swept, asia_low: { price: 8, at: day + 2000 } } };
    expect(diffLiquidityStates('X', s1, s2).map((e) => e.key)).toEqual([`level_swept:X:${day}:asia_low`]);
    expect(diffLiquidityStates('X', s2, s2)).toEqual([]);
    const s3 = { day: day + DAY, swept: { pdh: { price: 11, at: day + DAY + 60_000 } } };
    const events = diffLiquidityStates('X', s2, s3);
    expect(events.map((e) => [e.key, e.message])).toEqual([
      [`level_swept:X:${day + DAY}:pdh`, 'X swept the PDH at 11'],
    ]);
  });
});
