import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aggregateCandles } from '../../src/candles/aggregate.ts';
import { DAY_MS, timeframeMs } from '../../src/candles/timeframe.ts';
import type { Candle } from '../../src/candles/types.ts';
import { analyzeIct } from '../../src/ict/analyze-ict.ts';
import { defaultIctParams } from '../../src/ict/params.ts';
import { computeOverlays } from '../../src/overlays/compute-overlays.ts';
import type { OverlayInput, OverlayTimeframe } from '../../src/overlays/types.ts';
import { sessionWindowsFromSettings } from '../../src/sessions/session-windows.ts';
import { SIM_DAY, simIctMarket } from '../support/ict-sim-data.ts';
import { defaultWindowSettings } from '../support/session-test-windows.ts';

const market = simIctMarket(1);
const symbol = market.symbols[0]?.symbol ?? '';
const windows = sessionWindowsFromSettings(defaultWindowSettings);
const M5 = timeframeMs('5m');
const END = SIM_DAY + 3 * DAY_MS;
const bars5m = market.simCandles(symbol, '5m', SIM_DAY - 20 * DAY_MS, END);
const bars1h = aggregateCandles(bars5m, '1h');
const daily = market.simCandles(symbol, '1d', SIM_DAY - 420 * DAY_MS, END);

function input(tf: OverlayTimeframe, now: number, upTo: number): OverlayInput {
  const cut = (bars: readonly Candle[]) => bars.filter((b) => b.openTime < upTo);
  const source = tf === '5m' ? bars5m : tf === '1d' || tf === '1w' ? daily : bars1h;
  const bars = tf === '5m' || tf === '1h' || tf === '1d' ? source : aggregateCandles(source, tf);
  return {
    tf,
    bars: cut(bars),
    from: now - 300 * timeframeMs(tf),
    to: now,
    daily: cut(daily),
    bars5m: cut(bars5m),
    bars1h: cut(bars1h),
    now,
    windows,
    params: defaultIctParams,
  };
}

describe('computeOverlays', () => {
  it('has no look-ahead: bars after now (the whole future) change nothing', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: (2 * DAY_MS) / M5 }),
        fc.integer({ min: 0, max: M5 - 1 }),
        fc.constantFrom<OverlayTimeframe>('5m', '1h', '4h', '1d'),
        (k, offset, tf) => {
          const now = SIM_DAY + k * M5 + offset;
          expect(computeOverlays(input(tf, now, Number.POSITIVE_INFINITY))).toEqual(
            computeOverlays(input(tf, now, now)),
          );
        },
      ),
      { numRuns: 25 },
    );
  });

  it('takes leg, OTE, dealing range and price from the ICT evaluation at now', () => {
    const now = SIM_DAY + DAY_MS + 13 * 3_600_000 + 7 * 60_000;
    const o = computeOverlays(input('5m', now, now));
    const ict = analyzeIct({ bars5m, bars1h, now }, defaultIctParams);
    expect(o.price).toBe(ict.price);
    expect(o.ote).toEqual(ict.ote);
    expect(o.leg).toMatchObject({ fromTime: ict.leg?.fromTime, toPrice: ict.leg?.toPrice });
    expect(o.dealingRange).toEqual({ high: ict.dealingRange?.high, low: ict.dealingRange?.low });
  });

  it('fills every kind on a simulated 5m window: CPRs of all periods, sessions, FVGs of each state, swings', () => {
    const now = SIM_DAY + 2 * DAY_MS + 15 * 3_600_000;
    const o = computeOverlays({ ...input('5m', now, now), from: now - 1000 * M5 });
    expect(new Set(o.cprs.map((c) => c.period))).toEqual(new Set(['daily', 'weekly', 'monthly']));
    expect(o.sessions.length).toBeGreaterThanOrEqual(4);
    expect(new Set(o.fvgs.map((f) => f.state))).toEqual(new Set(['open', 'mitigated', 'breaker']));
    expect(o.swings.length).toBeGreaterThan(20);
    expect(o.fvgs.every((f) => f.top > f.bottom && f.start >= now - 1000 * M5 && f.knownAt <= now)).toBe(
      true,
    );
    expect(o.swings.every((s) => s.confirmedAt <= now)).toBe(true);
    expect(o.virginCprs.every((v) => v.agePeriods >= 0 && v.distancePct !== 0)).toBe(true);
  });
});
