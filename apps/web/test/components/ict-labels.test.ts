import { describe, expect, it } from 'vitest';
import { biasTone, labelBadge } from '../../src/components/ict-labels.ts';

describe('ICT labels', () => {
  it('colours the bias and the label', () => {
    expect([biasTone('Bullish'), biasTone('Bearish'), biasTone('Neutral')]).toEqual([
      'success',
      'danger',
      'secondary',
    ]);
    expect(labelBadge('Strong Bullish')).toEqual({ tone: 'success', outline: false });
    expect(labelBadge('Potential Bearish')).toEqual({ tone: 'danger', outline: true });
    expect(labelBadge('No Setup')).toEqual({ tone: 'secondary', outline: false });
    expect(labelBadge('Neutral')).toEqual({ tone: 'secondary', outline: false });
  });
});
