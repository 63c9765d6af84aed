import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../src/candles/timeframe.ts';
import { asiaSession, type LiquidityLevel, liquidityLevels } from '../../src/ict/liquidity-levels.ts';
import { findSweeps } from '../../src/ict/liquidity-sweeps.ts';
import { defaultIctParams as params } from '../../src/ict/params.ts';
import { barsFrom, ohlc, T0 } from '../support/ict-test-bars.ts';

const M5 = 5 * MINUTE_MS;
const D = T0 + DAY_MS;
const high100: LiquidityLevel = { kind: 'Swing High', side: 'high', price: 100, sweepableFrom: T0 };
const low90: LiquidityLevel = { kind: 'PDL', side: 'low', price: 90, sweepableFrom: T0 };

describe('liquidityLevels', () => {
  const bars = [
    ohlc(T0 + 3 * HOUR_MS, 100, 110, 95, 100), // yesterday
    ohlc(T0 + 20 * HOUR_MS, 100, 104, 90, 100),
    ohlc(D + HOUR_MS, 100, 105, 96, 100), // today's Asia session (00:00–07:00)
    ohlc(D + 6 * HOUR_MS + 55 * MINUTE_MS, 100, 103, 94, 100),
    ohlc(D + 7 * HOUR_MS, 100, 108, 92, 100), // after the session
  ];
  const swing = { kind: 'high' as const, time: D + 7 * HOUR_MS, price: 108, confirmedAt: D + 8 * HOUR_MS };

  it('PDH/PDL from yesterday, Asia high/low from the session, swings from their confirmation', () => {
    expect(liquidityLevels(bars, [swing], D + 9 * HOUR_MS, params)).toEqual([
      { kind: 'PDH', side: 'high', price: 110, sweepableFrom: D },
      { kind: 'PDL', side: 'low', price: 90, sweepableFrom: D },
      { kind: 'Asia High', side: 'high', price: 105, sweepableFrom: D + 7 * HOUR_MS },
      { kind: 'Asia Low', side: 'low', price: 94, sweepableFrom: D + 7 * HOUR_MS },
      { kind: 'Swing High', side: 'high', price: 108, sweepableFrom: D + 8 * HOUR_MS },
    ]);
  });

  it('no previous-day or Asia level without bars', () => {
    expect(liquidityLevels(bars.slice(2), [], D + 2 * DAY_MS, params)).toEqual([]);
  });

  it('a session that wraps midnight is the one ending today', () => {
    const wrap = { ...params, asiaStartMinute: 22 * 60, asiaEndMinute: 3 * 60 };
    expect(asiaSession(D, wrap)).toEqual({ start: D - 2 * HOUR_MS, end: D + 3 * HOUR_MS });
    expect(asiaSession(D, params)).toEqual({ start: D, end: D + 7 * HOUR_MS });
    expect(asiaSession(D, { ...params, asiaEndMinute: 0 })).toBeNull();
  });
});

describe('findSweeps', () => {
  it('beyond the level and a close back inside on the same bar or within the next 3 bars', () => {
    const bars = barsFrom(T0, M5, [
      [99, 101, 98, 100.5], // beyond, closes above
      [100.5, 100.8, 100, 100.2],
      [100.2, 100.6, 100, 100.1],
      [100.1, 100.2, 99, 99.5], // the third bar after: back inside
    ]);
    expect(findSweeps(bars, [high100], T0)).toEqual([
      { level: 'Swing High', price: 100, sweptAt: T0, reclaimedAt: T0 + 3 * M5 },
    ]);
  });

  it('is not a sweep while the reclaim is not known yet', () => {
    const bars = barsFrom(T0, M5, [
      [99, 101, 98, 100.5],
      [100.5, 100.8, 100.3, 100.4],
    ]);
    expect(findSweeps(bars, [high100], T0)).toEqual([]);
  });

  it('a close back only on the fourth bar after is too late: the level broke, and is taken once', () => {
    const bars = barsFrom(T0, M5, [
      [99, 101, 98, 100.5],
      [100.5, 100.8, 100.3, 100.4],
      [100.4, 100.9, 100.3, 100.5],
      [100.5, 100.9, 100.3, 100.6],
      [100.6, 100.7, 99, 99.2], // back below, but price coming back through a broken level is no sweep
    ]);
    expect(findSweeps(bars, [high100], T0)).toEqual([]);
  });

  it('only a level taken inside the window counts', () => {
    const bars = barsFrom(T0, M5, [
      [99, 101, 98, 99.5], // swept here
      [99.5, 99.8, 99, 99.2],
      [99.2, 100.5, 99, 99.4], // above again: the level is already taken
    ]);
    expect(findSweeps(bars, [high100], T0).map((e) => e.sweptAt)).toEqual([T0]);
    expect(findSweeps(bars, [high100], T0 + M5)).toEqual([]);
  });

  it('a low level, and bars before the level was final do not count', () => {
    const bars = barsFrom(T0, M5, [
      [91, 92, 89, 90.5],
      [90.5, 91, 90, 90.8],
      [90.8, 91, 89.5, 90.2],
    ]);
    expect(findSweeps(bars, [low90], T0).map((e) => e.sweptAt)).toEqual([T0]);
    expect(findSweeps(bars, [{ ...low90, sweepableFrom: T0 + M5 }], T0).map((e) => e.sweptAt)).toEqual([
      T0 + 2 * M5,
    ]);
  });

  it('events newest last, across levels', () => {
    const bars = barsFrom(T0, M5, [
      [95, 96, 89, 91], // sweeps 90
      [91, 101, 91, 99], // sweeps 100
    ]);
    expect(findSweeps(bars, [high100, low90], T0).map((e) => e.level)).toEqual(['PDL', 'Swing High']);
  });
});
