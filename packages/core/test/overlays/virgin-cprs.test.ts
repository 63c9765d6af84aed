import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../../src/candles/timeframe.ts';
import { cprDistance, virginCprLedger } from '../../src/overlays/virgin-cprs.ts';
import { ohlc, T0 } from '../support/ict-test-bars.ts';

describe('virginCprLedger', () => {
  it('keeps the CPRs no day has touched since their period began, with age and distance', () => {
    // Days 0–9 flat around 100 (day 10 leaves day 9's CPR virgin); day 10 (H 120, L 110, C 119) gives day 11 a CPR near 116;
    // days 11 and 12 trade wholly above it; day 12's CPR (from day 11) is touched by day 12.
    const days = [
      ...Array.from({ length: 10 }, (_, i) => ohlc(T0 + i * DAY_MS, 100, 101, 99, 100)),
      ohlc(T0 + 10 * DAY_MS, 110, 120, 110, 119),
      ohlc(T0 + 11 * DAY_MS, 121, 130, 120.5, 125),
      ohlc(T0 + 12 * DAY_MS, 125, 128, 121, 126),
    ];
    const now = T0 + 12 * DAY_MS + 3_600_000;
    const ledger = virginCprLedger(days, now, 126);
    const dailies = ledger.filter((c) => c.period === 'daily');
    expect(dailies.map((c) => (c.start - T0) / DAY_MS)).toEqual([11, 10]);
    const d11 = dailies[0];
    expect(d11?.agePeriods).toBe(1);
    // Day 11's CPR from day 10: pivot 116.33, bc 115, tc 117.67; below the price → negative distance.
    expect(d11?.top).toBeCloseTo(2 * ((120 + 110 + 119) / 3) - 115, 10);
    expect(d11?.distancePct).toBeCloseTo(((d11?.top ?? 0) - 126) / 126, 12);
    // Day 12's CPR (from day 11: pivot 125.17) lies inside day 12's range: touched.
    expect(ledger.some((c) => c.start === T0 + 12 * DAY_MS && c.period === 'daily')).toBe(false);
  });

  it('counts the price as traded today', () => {
    const days = [ohlc(T0, 100, 110, 90, 100), ohlc(T0 + DAY_MS, 120, 125, 115, 121)];
    const now = T0 + DAY_MS + 1000;
    expect(virginCprLedger(days, now, 121).filter((c) => c.period === 'daily')).toHaveLength(1);
    expect(virginCprLedger(days, now, 100).filter((c) => c.period === 'daily')).toHaveLength(0);
  });
});

describe('cprDistance', () => {
  it('is signed to the nearer edge, 0 inside, null without a price', () => {
    expect(cprDistance({ top: 110, bottom: 105 }, 100)).toBeCloseTo(0.05, 12);
    expect(cprDistance({ top: 95, bottom: 90 }, 100)).toBeCloseTo(-0.05, 12);
    expect(cprDistance({ top: 101, bottom: 99 }, 100)).toBe(0);
    expect(cprDistance({ top: 101, bottom: 99 }, null)).toBeNull();
  });
});
