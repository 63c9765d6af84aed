import { describe, expect, it } from 'vitest';
import {
  alternatingSwings,
  impulseLegs,
  inOte,
  latestImpulseLeg,
  oteZone,
} from '../../src/ict/impulse-leg.ts';
import { defaultIctParams as params } from '../../src/ict/params.ts';
import type { Swing } from '../../src/ict/types.ts';

const sw = (kind: Swing['kind'], time: number, price: number): Swing => ({
  kind,
  time,
  price,
  confirmedAt: time + 55,
});

// low 100 (t1), low 95 (t2) → collapse to 95; high 120 (t3); low 110 (t4); high 118 (t5), high 125 (t6).
const swings = [
  sw('low', 1, 100),
  sw('low', 2, 95),
  sw('high', 3, 120),
  sw('low', 4, 110),
  sw('high', 5, 118),
  sw('high', 6, 125),
];

describe('impulse legs', () => {
  it('collapses runs of the same kind to their extreme', () => {
    expect(alternatingSwings(swings).map((s) => [s.kind, s.price])).toEqual([
      ['low', 95],
      ['high', 120],
      ['low', 110],
      ['high', 125],
    ]);
  });

  it('each consecutive pair is a leg', () => {
    expect(impulseLegs(swings).map((l) => [l.direction, l.fromPrice, l.toPrice])).toEqual([
      ['Bullish', 95, 120],
      ['Bearish', 120, 110],
      ['Bullish', 110, 125],
    ]);
  });

  it('takes the latest leg in the bias direction, either with Neutral', () => {
    expect(latestImpulseLeg(swings, 'Bullish')).toEqual({
      direction: 'Bullish',
      fromTime: 4,
      fromPrice: 110,
      toTime: 6,
      toPrice: 125,
    });
    expect(latestImpulseLeg(swings, 'Bearish')?.fromTime).toBe(3);
    expect(latestImpulseLeg(swings, 'Neutral')?.toTime).toBe(6);
    expect(latestImpulseLeg(swings.slice(0, 2), 'Neutral')).toBeNull();
  });

  it('OTE zone between the golden ratios of the retracement, both directions', () => {
    const bull = oteZone(
      { direction: 'Bullish', fromTime: 0, fromPrice: 100, toTime: 1, toPrice: 200 },
      params,
    );
    expect(bull.low).toBeCloseTo(121.4, 9);
    expect(bull.high).toBeCloseTo(138.2, 9);
    const bear = oteZone(
      { direction: 'Bearish', fromTime: 0, fromPrice: 200, toTime: 1, toPrice: 100 },
      params,
    );
    expect(bear.low).toBeCloseTo(161.8, 9);
    expect(bear.high).toBeCloseTo(178.6, 9);
    expect(inOte(bull, 130)).toBe(true);
    expect(inOte(bull, 140)).toBe(false);
    expect(inOte(bull, null)).toBe(false);
    expect(inOte(null, 130)).toBe(false);
  });
});
