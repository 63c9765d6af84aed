import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CprCrossRule,
  cprCrossAtr,
  cprCrossFires,
  rawCprCrossRule,
  stepCprCross,
} from '../../src/alerts/cpr-cross-rule.ts';
import type { Candle } from '../../src/candles/types.ts';
import { wilderAtr } from '../../src/ict/atr.ts';

const cpr = { top: 101, bottom: 100 };
const at = (closes: number[], atr: number | null = 1) => closes.map((close) => ({ close, atr }));
const fired = (closes: number[], rule: CprCrossRule, atr: number | null = 1) =>
  cprCrossFires(at(closes, atr), cpr, rule).map((f) => `${f.index}:${f.to}`);

describe('stepCprCross', () => {
  it('takes the first side outside the CPR as the confirmed one, without a cross', () => {
    const s1 = stepCprCross(undefined, 100.5, cpr, 1, rawCprCrossRule);
    expect(s1).toEqual({ side: 'inside', run: 1, lastSide: null });
    expect(stepCprCross(s1, 99, cpr, 1, rawCprCrossRule)).toEqual({
      side: 'below',
      run: 1,
      lastSide: 'below',
    });
  });

  it('fires the raw level cross on any close beyond the other edge with the raw rule', () => {
    expect(fired([102, 100.5, 99.9, 101.5], rawCprCrossRule)).toEqual(['2:below', '3:above']);
  });

  it('needs the close beyond the edge by k × ATR', () => {
    const rule = { marginAtr: 0.5, closes: 1 };
    // 99.6 is 0.4 below the bottom (< 0.5 ATR): no cross; 99.4 is 0.6 below: the cross.
    expect(fired([102, 99.6, 99.4], rule)).toEqual(['2:below']);
    // The same closes with ATR 2 (margin 1) never cross; with no ATR known, no margin can be measured.
    expect(fired([102, 99.6, 99.4], rule, 2)).toEqual([]);
    expect(fired([102, 99.6, 99.4], rule, null)).toEqual([]);
    expect(fired([102, 99.6, 99.4], rawCprCrossRule, null)).toEqual(['1:below']);
  });

  it('needs N consecutive closes on the new side, the firing one beyond the margin', () => {
    const rule = { marginAtr: 0.5, closes: 3 };
    // Two closes below, back inside (the run restarts), then three below: fires on the third.
    expect(fired([102, 99, 98, 100.5, 99, 99.8, 99.2], rule)).toEqual(['6:below']);
    // Three below but the third within the margin: fires on the next close beyond it.
    expect(fired([102, 99, 99, 99.8, 99.4], rule)).toEqual(['4:below']);
  });

  it('stays on the fired side while the price chops back without confirming (fires once)', () => {
    const rule = { marginAtr: 0.25, closes: 2 };
    expect(fired([102, 99, 98, 101.2, 99, 101.5, 98, 97], rule)).toEqual(['2:below']);
  });

  it('treats a stored state without a run (saved before the rule existed) as a run of 0', () => {
    const old = { side: 'below', lastSide: 'below' } as unknown as Parameters<typeof stepCprCross>[0];
    expect(stepCprCross(old, 99, cpr, 1, { marginAtr: 0, closes: 3 }).run).toBe(1);
  });
});

describe('cprCrossAtr', () => {
  const bar = (i: number, range: number): Candle => ({
    openTime: i * 300_000,
    open: 100,
    high: 100 + range,
    low: 100,
    close: 100,
    volume: 1,
  });
  const bars = Array.from({ length: 400 }, (_, i) => bar(i, 1 + (i % 7)));

  it('is Wilder ATR(14) of the last 288 bars closed by now, later bars ignored', () => {
    const now = 350 * 300_000; // bars 0..349 closed
    expect(cprCrossAtr(bars, now)).toBe(wilderAtr(bars.slice(350 - 288, 350)));
    expect(cprCrossAtr(bars.slice(0, 350), now)).toBe(cprCrossAtr(bars, now));
    expect(cprCrossAtr(bars, 10 * 300_000)).toBeNull();
  });
});

const pointsArb = fc.array(
  fc.record({
    close: fc.double({ min: 95, max: 106, noNaN: true }),
    atr: fc.option(fc.double({ min: 0.05, max: 3, noNaN: true }), { freq: 10 }),
  }),
  { minLength: 1, maxLength: 120 },
);
const ruleArb = fc.record({
  marginAtr: fc.double({ min: 0, max: 2, noNaN: true }),
  closes: fc.integer({ min: 1, max: 8 }),
});

describe('cprCrossFires properties', () => {
  it('a bigger margin never fires more, nor do more closes', () => {
    fc.assert(
      fc.property(
        pointsArb,
        ruleArb,
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.integer({ min: 0, max: 4 }),
        (points, rule, dk, dn) => {
          const base = cprCrossFires(points, cpr, rule).length;
          expect(
            cprCrossFires(points, cpr, { ...rule, marginAtr: rule.marginAtr + dk }).length,
          ).toBeLessThanOrEqual(base);
          expect(
            cprCrossFires(points, cpr, { ...rule, closes: rule.closes + dn }).length,
          ).toBeLessThanOrEqual(base);
        },
      ),
    );
  });

  it('has no look-ahead: truncating the closes never changes the earlier fires', () => {
    fc.assert(
      fc.property(pointsArb, ruleArb, fc.nat(), (points, rule, cut) => {
        const n = cut % (points.length + 1);
        const all = cprCrossFires(points, cpr, rule);
        expect(cprCrossFires(points.slice(0, n), cpr, rule)).toEqual(all.filter((f) => f.index < n));
      }),
    );
  });

  it('alternates sides, and every fire is a close beyond the far edge by the margin after N closes there', () => {
    fc.assert(
      fc.property(pointsArb, ruleArb, (points, rule) => {
        const fires = cprCrossFires(points, cpr, rule);
        fires.forEach((f, i) => {
          if (i > 0) expect(f.to).not.toBe(fires[i - 1]?.to);
          const p = points[f.index] as { close: number; atr: number | null };
          const margin = rule.marginAtr > 0 ? rule.marginAtr * (p.atr as number) : 0;
          if (f.to === 'above') expect(p.close - cpr.top).toBeGreaterThan(margin);
          else expect(cpr.bottom - p.close).toBeGreaterThan(margin);
          for (let j = f.index - rule.closes + 1; j <= f.index; j++) {
            const c = (points[j] as { close: number }).close;
            expect(f.to === 'above' ? c > cpr.top : c < cpr.bottom).toBe(true);
          }
        });
      }),
    );
  });

  it('never fires more crosses than the raw level cross', () => {
    fc.assert(
      fc.property(pointsArb, ruleArb, (points, rule) => {
        expect(cprCrossFires(points, cpr, rule).length).toBeLessThanOrEqual(
          cprCrossFires(points, cpr, rawCprCrossRule).length,
        );
      }),
    );
  });
});
