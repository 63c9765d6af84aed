import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fundingAnnualisedPct, fundingPer8hPct, nextFundingTime } from '../../src/positioning/funding.ts';
import { lastIndexAtOrBefore } from '../../src/positioning/last-at.ts';
import {
  liquidations24h,
  oiChangePct,
  pctChange,
  positioningSnapshot,
} from '../../src/positioning/snapshot.ts';
import type {
  FundingSettlement,
  LiquidationBucket,
  PositioningInputs,
  PositioningMetric,
} from '../../src/positioning/types.ts';

const H = 3_600_000;
const M5 = 300_000;
const T0 = Date.UTC(2025, 7, 20);

function metric(time: number, oi: number | null): PositioningMetric {
  return {
    time,
    openInterest: oi,
    openInterestValue: oi === null ? null : oi * 100,
    longShortRatio: 1.5,
    topTraderAccountRatio: 1.6,
    topTraderLongShortRatio: 1.7,
    takerBuySellRatio: 0.9,
  };
}

describe('positioning snapshot (docs/positioning.md §2)', () => {
  it('funding: the last settlement at or before as_of, the next one derived from its interval', () => {
    const funding: FundingSettlement[] = [
      { time: T0, rate: 0.0001, intervalHours: 8 },
      { time: T0 + 8 * H, rate: -0.0002, intervalHours: 8 },
    ];
    const inputs: PositioningInputs = { funding, metrics: [], liquidations: null, forecast: null };
    const before = positioningSnapshot(inputs, T0 - M5);
    expect(before.fundingRate).toBeNull();
    expect(before.nextFundingTime).toBeNull();
    const at = positioningSnapshot(inputs, T0 + 8 * H);
    expect(at.fundingRate).toBe(-0.0002);
    expect(at.fundingTime).toBe(T0 + 8 * H);
    expect(at.nextFundingTime).toBe(T0 + 16 * H);
    const between = positioningSnapshot(inputs, T0 + 8 * H - M5);
    expect(between.fundingRate).toBe(0.0001);
    expect(between.nextFundingTime).toBe(T0 + 8 * H);
    // long after the last settlement, the countdown steps on by whole intervals
    expect(positioningSnapshot(inputs, T0 + 30 * H).nextFundingTime).toBe(T0 + 32 * H);
    expect(before.openInterest).toBeNull();
    expect(before.oiChange1hPct).toBeNull();
    expect(before.liquidations24hLongUsd).toBeNull();
  });

  it("the venue's forecast wins when read by as_of", () => {
    const inputs: PositioningInputs = {
      funding: [{ time: T0, rate: 0.0001, intervalHours: 8 }],
      metrics: [],
      liquidations: null,
      forecast: { asOf: T0 + H, predictedRate: 0.0003, nextFundingTime: T0 + 4 * H },
    };
    expect(positioningSnapshot(inputs, T0 + H).predictedFundingRate).toBe(0.0003);
    expect(positioningSnapshot(inputs, T0 + H).nextFundingTime).toBe(T0 + 4 * H);
    // read after as_of: ignored
    expect(positioningSnapshot(inputs, T0 + H - M5).predictedFundingRate).toBeNull();
    expect(positioningSnapshot(inputs, T0 + H - M5).nextFundingTime).toBe(T0 + 8 * H);
  });

  it('OI change: last reading at or before as_of against the last at or before as_of − h', () => {
    const metrics = [
      metric(T0, 100),
      metric(T0 + 55 * 60_000, 105),
      metric(T0 + H, 110),
      metric(T0 + 2 * H, 99),
    ];
    expect(oiChangePct(metrics, T0 + H, 1)).toBeCloseTo(10, 12);
    // a hole: at T0 + 1h55 the newest reading is T0 + 1h (110), an hour earlier the newest is T0 + 55 min (105)
    expect(oiChangePct(metrics, T0 + H + 55 * 60_000, 1)).toBeCloseTo(100 * (110 / 105 - 1), 12);
    expect(oiChangePct(metrics, T0 + 2 * H, 1)).toBeCloseTo(-10, 12);
    expect(oiChangePct(metrics, T0 + 2 * H, 4)).toBeNull();
    expect(oiChangePct([metric(T0, null), metric(T0 + H, 5)], T0 + H, 1)).toBeNull();
    expect(oiChangePct([metric(T0, 0), metric(T0 + H, 5)], T0 + H, 1)).toBeNull();
    expect(pctChange(5, null)).toBeNull();
  });

  it('liquidations: buckets opening in [as_of − 24 h, as_of), per side; null when the source streams none', () => {
    const buckets: LiquidationBucket[] = [
      { time: T0 - 24 * H - M5, longUsd: 1000, shortUsd: 1000 },
      { time: T0 - 24 * H, longUsd: 1, shortUsd: 2 },
      { time: T0 - M5, longUsd: 10, shortUsd: 20 },
      { time: T0, longUsd: 500, shortUsd: 500 },
    ];
    expect(liquidations24h(buckets, T0)).toEqual({ longUsd: 11, shortUsd: 22 });
    expect(liquidations24h([], T0)).toEqual({ longUsd: 0, shortUsd: 0 });
    expect(liquidations24h(null, T0)).toEqual({ longUsd: null, shortUsd: null });
  });

  it('funding per 8 h and annualised', () => {
    expect(fundingPer8hPct(0.0001, 8)).toBeCloseTo(0.01, 12);
    expect(fundingPer8hPct(0.0001, 4)).toBeCloseTo(0.02, 12);
    expect(fundingAnnualisedPct(0.0001, 8)).toBeCloseTo(10.95, 10);
    expect(fundingAnnualisedPct(0.0001, 1)).toBeCloseTo(87.6, 10);
    expect(fundingAnnualisedPct(0.0001, null)).toBeCloseTo(10.95, 10);
    expect(fundingAnnualisedPct(null, 8)).toBeNull();
    expect(fundingPer8hPct(null, 8)).toBeNull();
  });

  it('nextFundingTime prefers a future venue time', () => {
    expect(nextFundingTime(T0, T0 - H, 8, T0 + 2 * H)).toBe(T0 + 2 * H);
    expect(nextFundingTime(T0, T0 - H, 8, T0 - 2 * H)).toBe(T0 + 7 * H);
    expect(nextFundingTime(T0, null, 8, null)).toBeNull();
    expect(nextFundingTime(T0, T0, 0, null)).toBeNull();
  });
});

const timeArb = fc.integer({ min: 0, max: 72 * 12 }).map((i) => T0 + i * M5);
const sortedTimes = fc.uniqueArray(timeArb, { maxLength: 60 }).map((ts) => [...ts].sort((a, b) => a - b));
const numOrNull = fc.option(fc.double({ min: 1, max: 1e6, noNaN: true }), { nil: null });

const inputsArb: fc.Arbitrary<PositioningInputs> = fc
  .record({
    fundingTimes: sortedTimes,
    metricTimes: sortedTimes,
    liqTimes: fc.option(sortedTimes, { nil: null }),
    rate: fc.double({ min: -0.003, max: 0.003, noNaN: true }),
    oi: fc.array(numOrNull, { minLength: 60, maxLength: 60 }),
    usd: fc.double({ min: 0, max: 1e7, noNaN: true }),
    forecastAt: fc.option(timeArb, { nil: null }),
  })
  .map((r) => ({
    funding: r.fundingTimes.map((time, i) => ({ time, rate: r.rate * (i + 1), intervalHours: 8 })),
    metrics: r.metricTimes.map((time, i) => metric(time, r.oi[i] ?? null)),
    liquidations:
      r.liqTimes === null ? null : r.liqTimes.map((time, i) => ({ time, longUsd: r.usd + i, shortUsd: i })),
    forecast:
      r.forecastAt === null
        ? null
        : { asOf: r.forecastAt, predictedRate: r.rate, nextFundingTime: r.forecastAt + 8 * H },
  }));

describe('positioning snapshot properties', () => {
  it('no look-ahead: the snapshot at t ignores every row after t', () => {
    fc.assert(
      fc.property(inputsArb, timeArb, (inputs, t) => {
        const cut: PositioningInputs = {
          funding: inputs.funding.filter((r) => r.time <= t),
          metrics: inputs.metrics.filter((r) => r.time <= t),
          liquidations: inputs.liquidations === null ? null : inputs.liquidations.filter((r) => r.time < t),
          forecast: inputs.forecast !== null && inputs.forecast.asOf <= t ? inputs.forecast : null,
        };
        expect(positioningSnapshot(inputs, t)).toEqual(positioningSnapshot(cut, t));
      }),
    );
  });

  it('missing inputs give null, never 0; present ones give the last reading', () => {
    fc.assert(
      fc.property(inputsArb, timeArb, (inputs, t) => {
        const snap = positioningSnapshot(inputs, t);
        const lastMetric = inputs.metrics.filter((r) => r.time <= t).at(-1);
        expect(snap.openInterest).toBe(lastMetric?.openInterest ?? null);
        const lastFunding = inputs.funding.filter((r) => r.time <= t).at(-1);
        expect(snap.fundingRate).toBe(lastFunding?.rate ?? null);
        if (inputs.liquidations === null) expect(snap.liquidations24hLongUsd).toBeNull();
        else expect(snap.liquidations24hLongUsd).toBeGreaterThanOrEqual(0);
        if (lastMetric === undefined) expect(snap.oiChange24hPct).toBeNull();
        if (snap.oiChange1hPct !== null) expect(snap.oiChange1hPct).toBeGreaterThan(-100);
      }),
    );
  });

  it('binary search agrees with a plain scan', () => {
    fc.assert(
      fc.property(sortedTimes, fc.integer({ min: T0 - M5, max: T0 + 80 * H }), (times, t) => {
        const rows = times.map((time) => ({ time }));
        let scan = -1;
        for (let i = 0; i < rows.length; i++) if ((rows[i]?.time ?? Number.POSITIVE_INFINITY) <= t) scan = i;
        expect(lastIndexAtOrBefore(rows, t)).toBe(scan);
      }),
    );
  });
});
