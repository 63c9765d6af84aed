import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ictLabel, ictReasonScores, ictReasons, ictScore } from '../../src/ict/ict-score.ts';
import { defaultIctParams as params } from '../../src/ict/params.ts';
import type { FvgType, HtfBias, PdArray } from '../../src/ict/types.ts';

const biases: HtfBias[] = ['Bullish', 'Bearish', 'Neutral'];
const pds: PdArray[] = ['Premium', 'Discount', 'Equilibrium', 'Unknown'];
const fvgTypes: FvgType[] = ['Two Sided FVG', 'Breaker FVG', 'One Sided FVG', 'None'];
const fields = fc.record({
  htfBias: fc.constantFrom(...biases),
  htfPdArray: fc.constantFrom(...pds),
  ltfOte: fc.boolean(),
  fvgType: fc.constantFrom(...fvgTypes),
  liquiditySweep: fc.boolean(),
});

describe('ictReasons and ictScore', () => {
  it('lists the scoring reasons in spec order with their points', () => {
    const r = ictReasons({
      htfBias: 'Bullish',
      htfPdArray: 'Discount',
      ltfOte: true,
      fvgType: 'One Sided FVG',
      liquiditySweep: true,
    });
    expect(r).toEqual([
      { reason: 'HTF Bias Bullish', points: 2 },
      { reason: 'HTF PD Array Discount Zone', points: 2 },
      { reason: 'LTF OTE Zone', points: 2 },
      { reason: '1-Sided FVG', points: 2 },
      { reason: 'Liquidity Sweep', points: 2 },
    ]);
    expect(ictScore(r)).toBe(10);
    const low = ictReasons({
      htfBias: 'Neutral',
      htfPdArray: 'Unknown',
      ltfOte: false,
      fvgType: 'Two Sided FVG',
      liquiditySweep: false,
    });
    expect(low).toEqual([
      { reason: 'HTF Bias Neutral', points: 1 },
      { reason: '2-Sided FVG', points: 1 },
    ]);
  });

  it('score = sum of the reasons points, each from the spec table, 0–10 (property)', () => {
    fc.assert(
      fc.property(fields, (f) => {
        const reasons = ictReasons(f);
        const score = ictScore(reasons);
        expect(score).toBe(reasons.reduce((s, r) => s + ictReasonScores[r.reason], 0));
        expect(score).toBeGreaterThanOrEqual(1);
        expect(score).toBeLessThanOrEqual(10);
        const order = Object.keys(ictReasonScores);
        const idx = reasons.map((r) => order.indexOf(r.reason));
        expect([...idx].sort((a, b) => a - b)).toEqual(idx);
      }),
    );
  });
});

describe('ictLabel', () => {
  it('by the thresholds, Neutral for a neutral bias', () => {
    expect(ictLabel('Bullish', 8, params)).toBe('Strong Bullish');
    expect(ictLabel('Bearish', 7, params)).toBe('Bearish');
    expect(ictLabel('Bearish', 6, params)).toBe('Bearish');
    expect(ictLabel('Bullish', 5, params)).toBe('Potential Bullish');
    expect(ictLabel('Bullish', 4, params)).toBe('Potential Bullish');
    expect(ictLabel('Bearish', 3, params)).toBe('No Setup');
    expect(ictLabel('Neutral', 9, params)).toBe('Neutral');
  });
});
