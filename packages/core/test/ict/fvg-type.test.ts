import { describe, expect, it } from 'vitest';
import { balancedPriceRanges, classifyFvg } from '../../src/ict/fvg-type.ts';
import type { BreakerZone, Fvg } from '../../src/ict/types.ts';

const gap = (direction: Fvg['direction'], start: number, low: number, high: number, open = true): Fvg => ({
  direction,
  start,
  low,
  high,
  knownAt: start + 600_000,
  state: open ? 'open' : 'mitigated',
  mitigatedAt: open ? null : start + 900_000,
});
const breaker: BreakerZone = { direction: 'bullish', start: 1, low: 20, high: 22, since: 5 };

describe('classifyFvg', () => {
  const fvgs = [gap('bullish', 10, 10, 12), gap('bearish', 20, 11, 13), gap('bearish', 30, 30, 31)];

  it('Two Sided FVG inside the overlap of an open bullish and bearish FVG', () => {
    expect(balancedPriceRanges(fvgs).map((z) => [z.low, z.high, z.start])).toEqual([[11, 12, 20]]);
    expect(classifyFvg(11.5, fvgs, [], 'Bullish', 1)).toEqual({
      fvgType: 'Two Sided FVG',
      zone: { kind: 'bpr', direction: null, low: 11, high: 12, start: 20 },
    });
  });

  it('a mitigated FVG makes no BPR', () => {
    const closed = [gap('bullish', 10, 10, 12), gap('bearish', 20, 11, 13, false)];
    expect(classifyFvg(11.5, closed, [], 'Bullish', 1).fvgType).toBe('One Sided FVG');
  });

  it('Breaker FVG inside a breaker zone (before a one-sided match)', () => {
    const withGap = [...fvgs, gap('bullish', 40, 20.5, 21)];
    expect(classifyFvg(21, withGap, [breaker], 'Bullish', 1)).toEqual({
      fvgType: 'Breaker FVG',
      zone: { kind: 'breaker', direction: 'bullish', low: 20, high: 22, start: 1 },
    });
  });

  it('One Sided FVG inside or within 0.25·ATR of an FVG agreeing with the bias', () => {
    expect(classifyFvg(12.4, fvgs, [], 'Bullish', 2)).toEqual({
      fvgType: 'One Sided FVG',
      zone: { kind: 'fvg', direction: 'bullish', low: 10, high: 12, start: 10 },
    });
    expect(classifyFvg(12.6, fvgs, [], 'Bullish', 2).fvgType).toBe('None');
    expect(classifyFvg(12.4, fvgs, [], 'Bullish', null).fvgType).toBe('None');
    expect(classifyFvg(9.8, fvgs, [], 'Bearish', 2).fvgType).toBe('None');
    expect(classifyFvg(9.8, fvgs, [], 'Neutral', 2).zone?.start).toBe(10);
    expect(classifyFvg(29.9, fvgs, [], 'Bearish', 2).zone?.start).toBe(30);
    expect(classifyFvg(null, fvgs, [], 'Bullish', 2)).toEqual({ fvgType: 'None', zone: null });
  });

  it('picks the nearest FVG, then the most recent', () => {
    const two = [gap('bullish', 10, 10, 12), gap('bullish', 50, 12, 12.25), gap('bullish', 60, 12.75, 13)];
    expect(classifyFvg(12.5, two, [], 'Bullish', 2).zone?.start).toBe(60);
    expect(classifyFvg(12.375, two, [], 'Bullish', 2).zone?.start).toBe(50);
    const same = [gap('bullish', 10, 10, 12), gap('bullish', 50, 11, 12)];
    expect(classifyFvg(11.5, same, [], 'Bullish', 2).zone?.start).toBe(50);
  });
});
