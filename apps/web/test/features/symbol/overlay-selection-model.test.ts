import type { OverlayFvg, OverlaysResponse } from '@app/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  defaultLayers,
  hiddenLayers,
  layerCounts,
  type OverlayLayer,
  overlayLayers,
  parseStoredLayers,
  recentWindowMs,
  selectOverlays,
  toggleLayer,
} from '../../../src/features/symbol/overlay-selection-model.ts';
import { fixtureOverlays, T } from './symbol-fixtures.ts';

const M5 = 300_000;
const DAY = 86_400_000;
const defaults = new Set(defaultLayers);

const fvg = (
  known: number,
  state: OverlayFvg['state'] = 'open',
  mitigated: number | null = null,
): OverlayFvg => ({
  start: known - 2 * M5,
  direction: 'bullish',
  top: 2,
  bottom: 1,
  state,
  mitigated_at: mitigated,
  known_at: known,
});

describe('selectOverlays', () => {
  it('shows by default the standing FVGs and breakers of the last day, the current D and W CPR and today', () => {
    const asOf = fixtureOverlays.as_of;
    const o: OverlaysResponse = {
      ...fixtureOverlays,
      fvgs: [
        ...fixtureOverlays.fvgs,
        fvg(asOf - DAY - M5),
        // An old FVG inverted an hour ago is a fresh breaker.
        fvg(asOf - 3 * DAY, 'breaker', asOf - 12 * M5),
      ],
      cprs: [
        ...fixtureOverlays.cprs,
        { ...fixtureOverlays.cprs[0], start: T - DAY, end: T } as OverlaysResponse['cprs'][number],
        {
          ...fixtureOverlays.cprs[0],
          period: 'monthly',
          start: T - DAY,
          end: T + 30 * DAY,
        } as OverlaysResponse['cprs'][number],
      ],
      sessions: [
        { ...fixtureOverlays.sessions[0], day: T - DAY } as OverlaysResponse['sessions'][number],
        ...fixtureOverlays.sessions,
      ],
    };
    const s = selectOverlays(o, defaults);
    expect(s.fvgs.map((f) => f.known_at)).toEqual([T + 3 * M5, T + 7 * M5, asOf - 3 * DAY]);
    expect(s.cprs.map((c) => `${c.period}@${c.start}`)).toEqual([`daily@${T}`, `weekly@${T - DAY}`]);
    expect(s.sessions.map((d) => d.day)).toEqual([T]);
    expect(s).toMatchObject({
      virgin_cprs: [],
      swings: [],
      trades: [],
      leg: null,
      ote: null,
      dealing_range: null,
    });
    expect(layerCounts(o)).toEqual({
      'fvg-recent': 3,
      'cpr-current': 2,
      'sessions-current': 1,
      'fvg-other': 2,
      'cpr-other': 2,
      virgin: 1,
      'sessions-previous': 1,
      swings: 1,
      ict: 3,
      trades: 1,
    });
  });

  it("takes the last bar's day as today when the body does not hold the new day yet", () => {
    const midnight = { ...fixtureOverlays, as_of: T + DAY };
    expect(selectOverlays(midnight, defaults).cprs.map((c) => c.period)).toEqual(['daily', 'weekly']);
    expect(selectOverlays(midnight, defaults).sessions.map((d) => d.day)).toEqual([T]);
  });

  it('takes the last 24 bars as recent on 4h and above', () => {
    expect(recentWindowMs('5m')).toBe(DAY);
    expect(recentWindowMs('1h')).toBe(DAY);
    expect(recentWindowMs('1d')).toBe(24 * DAY);
    const o = { ...fixtureOverlays, tf: '1d' as const, fvgs: [fvg(fixtureOverlays.as_of - 10 * DAY)] };
    expect(selectOverlays(o, defaults).fvgs).toHaveLength(1);
    expect(selectOverlays({ ...o, tf: '5m' }, defaults).fvgs).toHaveLength(0);
  });

  it('shows the rest layer by layer', () => {
    const on = new Set<OverlayLayer>(['virgin', 'ict', 'trades', 'swings']);
    const s = selectOverlays(fixtureOverlays, on);
    expect(s.fvgs).toEqual([]);
    expect(s.virgin_cprs).toEqual(fixtureOverlays.virgin_cprs);
    expect(s.swings).toEqual(fixtureOverlays.swings);
    expect(s.trades).toEqual(fixtureOverlays.trades);
    expect(s.ote).toEqual(fixtureOverlays.ote);
    expect(selectOverlays(fixtureOverlays, new Set(['fvg-other'])).fvgs.map((f) => f.state)).toEqual([
      'mitigated',
    ]);
  });

  // Bodies with FVGs, CPRs and session days at random times around `as_of`.
  const arbBody = fc
    .record({
      tf: fc.constantFrom('5m', '1h', '4h', '1d', '1w' as const),
      fvgs: fc.array(
        fc.record({
          known: fc.integer({ min: -40 * DAY, max: 0 }),
          state: fc.constantFrom('open', 'mitigated', 'breaker' as const),
          mitigated: fc.option(fc.integer({ min: -40 * DAY, max: 0 })),
        }),
        { maxLength: 12 },
      ),
      cprs: fc.array(
        fc.record({
          period: fc.constantFrom('daily', 'weekly', 'monthly' as const),
          start: fc.integer({ min: -40 * DAY, max: DAY }),
          len: fc.integer({ min: 1, max: 31 * DAY }),
        }),
        { maxLength: 8 },
      ),
      days: fc.uniqueArray(fc.integer({ min: -10, max: 0 }), { maxLength: 6 }),
    })
    .map(({ tf, fvgs, cprs, days }): OverlaysResponse => {
      const asOf = fixtureOverlays.as_of;
      return {
        ...fixtureOverlays,
        tf,
        fvgs: fvgs.map((f) => ({
          ...fvg(asOf + f.known, f.state, f.state === 'open' ? null : asOf + (f.mitigated ?? f.known)),
        })),
        cprs: cprs.map(
          (c) =>
            ({
              ...fixtureOverlays.cprs[0],
              period: c.period,
              start: asOf + c.start,
              end: asOf + c.start + c.len,
            }) as OverlaysResponse['cprs'][number],
        ),
        sessions: days.map(
          (d) =>
            ({ ...fixtureOverlays.sessions[0], day: T + d * DAY }) as OverlaysResponse['sessions'][number],
        ),
      };
    });
  const arbLayers = fc.subarray([...overlayLayers]).map((l) => new Set(l));

  it('selects a subset, never a mitigated or older FVG by default, and every item through exactly one layer', () => {
    fc.assert(
      fc.property(arbBody, arbLayers, arbLayers, (o, a, b) => {
        const s = selectOverlays(o, a);
        for (const f of s.fvgs) expect(o.fvgs).toContain(f);
        for (const c of s.cprs) expect(o.cprs).toContain(c);
        for (const d of s.sessions) expect(o.sessions).toContain(d);
        const byDefault = selectOverlays(o, defaults);
        for (const f of byDefault.fvgs) {
          expect(f.state).not.toBe('mitigated');
          expect(f.state === 'breaker' ? f.mitigated_at : f.known_at).toBeGreaterThan(
            o.as_of - recentWindowMs(o.tf),
          );
        }
        // The newest daily and weekly CPR begun by as_of (one of each at most), and the newest day.
        for (const c of byDefault.cprs) {
          expect(c.period).not.toBe('monthly');
          expect(c.start).toBeLessThanOrEqual(o.as_of);
          expect(o.cprs.some((d) => d.period === c.period && d.start > c.start && d.start <= o.as_of)).toBe(
            false,
          );
        }
        expect(new Set(byDefault.cprs.map((c) => `${c.period}@${c.start}`)).size).toBeLessThanOrEqual(2);
        expect(new Set(byDefault.sessions.map((d) => d.day)).size).toBeLessThanOrEqual(1);
        // All layers on: the whole body; the counts add up to its items.
        expect(selectOverlays(o, new Set(overlayLayers))).toEqual(o);
        const counts = layerCounts(o);
        expect(counts['fvg-recent'] + counts['fvg-other']).toBe(o.fvgs.length);
        expect(counts['cpr-current'] + counts['cpr-other']).toBe(o.cprs.length);
        expect(counts['sessions-current'] + counts['sessions-previous']).toBe(o.sessions.length);
        // More layers on never shows less.
        const union = selectOverlays(o, new Set([...a, ...b]));
        expect(union.fvgs.length).toBeGreaterThanOrEqual(s.fvgs.length);
        expect(union.cprs.length).toBe(
          selectOverlays(o, a).cprs.length +
            selectOverlays(o, new Set([...b].filter((l) => !a.has(l)))).cprs.length,
        );
      }),
    );
  });
});

describe('hiddenLayers', () => {
  it('hides the trades below pro and the session levels on daily and weekly bars', () => {
    expect(hiddenLayers('5m', true)).toEqual(new Set());
    expect(hiddenLayers('4h', false)).toEqual(new Set(['trades']));
    expect(hiddenLayers('1d', true)).toEqual(new Set(['sessions-current', 'sessions-previous']));
  });
});

describe('parseStoredLayers and toggleLayer', () => {
  it('reads the kept layers back, the defaults when nothing valid is kept', () => {
    expect(parseStoredLayers(null)).toEqual(defaults);
    expect(parseStoredLayers('not json')).toEqual(defaults);
    expect(parseStoredLayers('{"a":1}')).toEqual(defaults);
    expect(parseStoredLayers('["swings","nonsense","fvg-other"]')).toEqual(new Set(['fvg-other', 'swings']));
    expect(parseStoredLayers('[]')).toEqual(new Set());
  });

  it('switches one layer and round-trips through storage', () => {
    fc.assert(
      fc.property(fc.subarray([...overlayLayers]), fc.constantFrom(...overlayLayers), (layers, layer) => {
        const on = new Set(layers);
        const next = toggleLayer(on, layer);
        expect(next.has(layer)).toBe(!on.has(layer));
        expect(toggleLayer(next, layer)).toEqual(on);
        expect(parseStoredLayers(JSON.stringify([...next]))).toEqual(next);
      }),
    );
  });
});
